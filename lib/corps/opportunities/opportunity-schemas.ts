// Opportunity request and response schemas (volunteer-network.md "Opportunity", "Opportunities").
import { z } from "zod";
import { isoDateTime, pagination, queryArray, queryDateTime, uuid, zipCode } from "@/lib/schemas/common-schemas";
import { LaborType, LocationType, OpportunityStatus, PhysicalLevel, ScheduleType, SignupMode, SignupStatus, TechLevel, WaitlistMode, weekdays } from "../enums";
import { RequirementKind } from "../requirements/requirement-schemas";

const text = (max: number) => z.string().trim().max(max);
const tag = z.string().trim().min(1).max(80);

const seriesId = uuid.nullable().describe("The recurring series this opportunity is an occurrence of; null for a one-off");

export const Recurrence = z
  .strictObject({ weekdays: z.array(z.enum(weekdays)).min(1).max(7), until: z.iso.date({ message: "Must be a date YYYY-MM-DD" }) })
  .meta({ id: "Recurrence", description: "For recurring schedules: weekly on the given weekdays until a date" });

const fields = {
  title: z.string().trim().min(1, "Required").max(200),
  description: text(20000),
  short_description: text(500),
  labor_type: LaborType,
  physical_demand: PhysicalLevel,
  tech_level: TechLevel,
  skills_needed: z.array(tag).max(50),
  requirements: text(5000),
  min_volunteers: z.number().int("Must be a whole number").min(0).max(100000).nullable(),
  max_volunteers: z.number().int("Must be a whole number").min(1).max(100000).nullable(),
  location_type: LocationType,
  location_name: text(200).nullable(),
  address: text(300).nullable(),
  city: text(100).nullable(),
  state: text(50).nullable(),
  zip_code: zipCode.nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  location_instructions: text(2000).nullable(),
  schedule_type: ScheduleType,
  recurrence: Recurrence.nullable(),
  start_datetime: isoDateTime,
  end_datetime: isoDateTime,
  estimated_hours: z.number().positive().max(10000).nullable(),
  auto_approve_signups: z.boolean(),
  auto_approve_hours: z.boolean(),
  allow_waitlist: z.boolean(),
  reminder_hours_before: z.number().int("Must be a whole number").min(0).max(720),
  // http(s) only: clients show it as an image or a link, where a javascript: URL would run script.
  image_url: z.url({ protocol: /^https?$/, message: "Must be an http(s) URL" }).max(2000).nullable(),
  requirement_ids: z
    .array(uuid)
    .max(50)
    .describe("Signup requirements of the opportunity's organization (GET /requirements) it asks for, besides those that apply to all"),
  waitlist_mode: WaitlistMode.describe("auto: freed seats go to the next waitlisted party at once; offer: it gets an offer with a reply deadline"),
  offer_window_minutes: z
    .number()
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .max(10080, "Must be at most 10080 (7 days)")
    .describe("offer mode: minutes a waitlisted party has to accept (capped at 60 minutes before the start)"),
  signup_mode: SignupMode.describe("first_come, or lottery: signups are entries until lottery_closes_at, then drawn"),
  lottery_closes_at: isoDateTime
    .nullable()
    .describe("lottery: when entries close and the draw runs; after publishing and before start_datetime. For a series: the close of the first date, each date closing as long before its start"),
};

/** A recurring schedule is a series: it needs its rule, and only it has one (creation only). */
function checkSchedule(o: { schedule_type?: unknown; recurrence?: unknown }, ctx: z.RefinementCtx) {
  if (o.schedule_type === "recurring" && (o.recurrence === undefined || o.recurrence === null)) {
    ctx.addIssue({ code: "custom", path: ["recurrence"], message: "Required for a recurring schedule: {weekdays, until}" });
  }
  if (o.schedule_type !== "recurring" && o.recurrence !== undefined && o.recurrence !== null) {
    ctx.addIssue({ code: "custom", path: ["recurrence"], message: "Only a recurring schedule has a recurrence" });
  }
}

function checkShape(o: Partial<Record<keyof typeof fields, unknown>>, ctx: z.RefinementCtx) {
  const start = typeof o.start_datetime === "string" ? Date.parse(o.start_datetime) : NaN;
  const end = typeof o.end_datetime === "string" ? Date.parse(o.end_datetime) : NaN;
  if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start) {
    ctx.addIssue({ code: "custom", path: ["end_datetime"], message: "Must be after start_datetime" });
  }
  if ((o.latitude === undefined) !== (o.longitude === undefined) || (o.latitude === null) !== (o.longitude === null)) {
    ctx.addIssue({ code: "custom", path: ["longitude"], message: "latitude and longitude are given together" });
  }
  if (typeof o.min_volunteers === "number" && typeof o.max_volunteers === "number" && o.min_volunteers > o.max_volunteers) {
    ctx.addIssue({ code: "custom", path: ["min_volunteers"], message: "Must not exceed max_volunteers" });
  }
  const closes = typeof o.lottery_closes_at === "string" ? Date.parse(o.lottery_closes_at) : NaN;
  if (!Number.isNaN(closes) && !Number.isNaN(start) && closes >= start) {
    ctx.addIssue({ code: "custom", path: ["lottery_closes_at"], message: "Must be before start_datetime" });
  }
}

/** A lottery on creation needs its close, in the future. */
function checkLottery(o: { signup_mode?: unknown; lottery_closes_at?: unknown }, ctx: z.RefinementCtx) {
  if (o.signup_mode === "lottery") {
    if (typeof o.lottery_closes_at !== "string") ctx.addIssue({ code: "custom", path: ["lottery_closes_at"], message: "Required for a lottery" });
    else if (Date.parse(o.lottery_closes_at) <= Date.now()) ctx.addIssue({ code: "custom", path: ["lottery_closes_at"], message: "Must be in the future" });
  }
}

export const OpportunityCreate = z
  .strictObject({
    ...fields,
    description: fields.description.default(""),
    short_description: fields.short_description.default(""),
    requirements: fields.requirements.default(""),
    labor_type: LaborType.default("service"),
    physical_demand: PhysicalLevel.default("light"),
    tech_level: TechLevel.default("none"),
    skills_needed: fields.skills_needed.default([]),
    location_type: LocationType.default("onsite"),
    schedule_type: ScheduleType.default("one_time"),
    auto_approve_signups: z.boolean().default(false),
    auto_approve_hours: z.boolean().default(false),
    allow_waitlist: z.boolean().default(true),
    reminder_hours_before: fields.reminder_hours_before.default(24),
    min_volunteers: fields.min_volunteers.optional(),
    max_volunteers: fields.max_volunteers.optional(),
    location_name: fields.location_name.optional(),
    address: fields.address.optional(),
    city: fields.city.optional(),
    state: fields.state.optional(),
    zip_code: fields.zip_code.optional(),
    latitude: fields.latitude.optional(),
    longitude: fields.longitude.optional(),
    location_instructions: fields.location_instructions.optional(),
    recurrence: fields.recurrence.optional(),
    estimated_hours: fields.estimated_hours.optional(),
    image_url: fields.image_url.optional(),
    requirement_ids: fields.requirement_ids.default([]),
    waitlist_mode: fields.waitlist_mode.optional().describe("Default: the organization's default_waitlist_mode"),
    offer_window_minutes: fields.offer_window_minutes.default(720),
    signup_mode: fields.signup_mode.default("first_come"),
    lottery_closes_at: fields.lottery_closes_at.optional(),
    status: z.enum(["draft", "published"], { message: "Must be draft or published" }).default("draft"),
  })
  .superRefine(checkShape)
  .superRefine(checkSchedule)
  .superRefine(checkLottery)
  .meta({
    id: "OpportunityCreate",
    description:
      "schedule_type recurring with recurrence {weekdays, until} creates a series: one opportunity per occurrence, each at the " +
      "local time of start_datetime in the organization's time zone (at most 1 year and 104 occurrences).",
  });
export type OpportunityCreate = z.infer<typeof OpportunityCreate>;

export const OpportunityUpdate = z
  .strictObject(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]>;
  })
  .superRefine(checkShape)
  .meta({ id: "OpportunityUpdate", description: "Partial; status changes go through publish, cancel and complete" });
export type OpportunityUpdate = z.infer<typeof OpportunityUpdate>;

export const OpportunityListQuery = z.object({
  org_id: uuid.optional(),
  series_id: uuid.optional().describe("Only the occurrences of this recurring series"),
  status: queryArray(OpportunityStatus),
  labor_type: queryArray(LaborType),
  skills_needed: queryArray(z.string().min(1).max(80)),
  location_type: queryArray(LocationType),
  start_after: queryDateTime.optional(),
  start_before: queryDateTime.optional(),
  zip_code: zipCode.optional(),
  radius_miles: z.coerce.number({ message: "Must be a number" }).positive("Must be more than 0").max(3000, "Must be at most 3000").default(25),
  search: z.string().trim().min(1).max(200).optional(),
  ...pagination,
});
export type OpportunityListQuery = z.infer<typeof OpportunityListQuery>;

export const CancelBody = z
  .strictObject({ reason: z.string().trim().max(2000).default(""), notify_volunteers: z.boolean().default(false) })
  .meta({ id: "OpportunityCancel" });
export type CancelBody = z.infer<typeof CancelBody>;

export const OpportunityStatusResult = z.object({ id: uuid, status: OpportunityStatus }).meta({ id: "OpportunityStatusResult" });

export const OpportunityListItem = z
  .object({
    id: uuid,
    org_id: uuid,
    series_id: seriesId,
    organization_name: z.string(),
    title: z.string(),
    short_description: z.string(),
    labor_type: LaborType,
    physical_demand: PhysicalLevel,
    location_type: LocationType,
    address: z.string().nullable(),
    city: z.string().nullable(),
    start_datetime: isoDateTime,
    end_datetime: isoDateTime,
    max_volunteers: z.number().int().nullable(),
    confirmed_count: z.number().int().describe("Seats held by confirmed, checked-in and completed signups (each counts its party_size)"),
    seats_taken: z.number().int().describe("Seats held: confirmed, pending and offered signups, each counting its party_size (the seat rule)"),
    status: OpportunityStatus,
    is_full: z.boolean(),
    signup_mode: SignupMode,
    distance_miles: z.number().nullable().optional().describe("Only with zip_code: miles from the ZIP's centroid"),
  })
  .meta({ id: "OpportunityListItem" });
export type OpportunityListItemDto = z.infer<typeof OpportunityListItem>;

export const OpportunityList = z
  .object({ opportunities: z.array(OpportunityListItem), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "OpportunityList" });

export const Opportunity = z
  .object({
    id: uuid,
    org_id: uuid,
    series_id: seriesId,
    organization_name: z.string(),
    created_by: uuid.nullable(),
    title: z.string(),
    description: z.string(),
    short_description: z.string(),
    labor_type: LaborType,
    physical_demand: PhysicalLevel,
    tech_level: TechLevel,
    skills_needed: z.array(z.string()),
    requirements: z.string(),
    min_volunteers: z.number().int().nullable(),
    max_volunteers: z.number().int().nullable(),
    location_type: LocationType,
    location_name: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    location_instructions: z.string().nullable(),
    schedule_type: ScheduleType,
    recurrence: Recurrence.nullable(),
    start_datetime: isoDateTime,
    end_datetime: isoDateTime,
    estimated_hours: z.number().nullable(),
    status: OpportunityStatus,
    auto_approve_signups: z.boolean(),
    auto_approve_hours: z.boolean(),
    allow_waitlist: z.boolean(),
    reminder_hours_before: z.number().int(),
    image_url: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    confirmed_count: z.number().int().describe("Seats held by confirmed, checked-in and completed signups (each counts its party_size)"),
    pending_count: z.number().int().describe("Seats held by pending signups (each counts its party_size)"),
    waitlist_count: z.number().int().describe("People waiting: party_size summed over waitlisted signups"),
    offered_count: z.number().int().describe("Seats held by open waitlist offers (each counts its party_size)"),
    entered_count: z.number().int().describe("Lottery entries before the draw (each counts its party_size)"),
    seats_taken: z.number().int().describe("Seats held: confirmed, pending and offered signups, each counting its party_size (the seat rule)"),
    is_full: z.boolean(),
    waitlist_mode: WaitlistMode,
    offer_window_minutes: z.number().int(),
    signup_mode: SignupMode,
    lottery_closes_at: isoDateTime.nullable(),
    seed_sha256: z.string().nullable().describe("lottery: hex SHA-256 of the secret 32-byte seed, shown from publishing on (the commitment)"),
    lottery_drawn_at: isoDateTime.nullable(),
    user_signup_status: SignupStatus.nullable(),
    user_signup_id: uuid.nullable().describe("The caller's own signup, if any (e.g. to accept or decline an offer)"),
    user_offer_expires_at: isoDateTime.nullable().describe("While the caller's signup is offered: its reply deadline"),
    requirement_ids: z.array(uuid).describe("The requirements this opportunity lists"),
    signup_requirements: z
      .array(z.object({ id: uuid, name: z.string(), kind: RequirementKind, applies_to_all: z.boolean() }))
      .describe("Everything a volunteer must meet to sign up: requirement_ids plus the organization's applies_to_all requirements"),
    created_at: isoDateTime,
  })
  .meta({ id: "Opportunity" });
export type OpportunityDto = z.infer<typeof Opportunity>;
