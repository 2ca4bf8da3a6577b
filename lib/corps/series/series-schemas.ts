// Recurring series request and response schemas (/api/corps/series/*, and the create answer of
// POST /api/corps/opportunities with a recurring body).
import { z } from "zod";
import { isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import { OpportunityStatus, SignupStatus } from "@/lib/corps/enums";
import { CancelBody, Opportunity, OpportunityUpdate, Recurrence } from "@/lib/corps/opportunities/opportunity-schemas";

export const SeriesOccurrence = z
  .object({
    id: uuid,
    start_datetime: isoDateTime,
    end_datetime: isoDateTime,
    status: OpportunityStatus,
    confirmed_count: z.number().int(),
    min_volunteers: z.number().int().nullable(),
    max_volunteers: z.number().int().nullable(),
    seats_taken: z.number().int().describe("Seats held: confirmed, pending and offered signups, each counting its party_size"),
    is_full: z.boolean(),
    user_signup_status: SignupStatus.nullable().describe("The caller's own signup status on this occurrence; null when none"),
  })
  .meta({ id: "SeriesOccurrence" });
export type SeriesOccurrenceDto = z.infer<typeof SeriesOccurrence>;

export const Series = z
  .object({
    id: uuid,
    org_id: uuid,
    title: z.string(),
    recurrence: Recurrence,
    timezone: z.string().describe("IANA zone whose wall-clock time every occurrence keeps"),
    occurrences: z.array(SeriesOccurrence).describe("The occurrences the caller may see, soonest first"),
  })
  .meta({ id: "Series" });
export type SeriesDto = z.infer<typeof Series>;

export const OpportunityCreated = Opportunity.extend({
  series: z
    .object({ id: uuid, occurrences: z.array(SeriesOccurrence) })
    .optional()
    .describe("Only for a recurring body: the series and every occurrence created (the answer itself is the first one)"),
}).meta({ id: "OpportunityCreated" });
export type OpportunityCreatedDto = z.infer<typeof OpportunityCreated>;

/**
 * A partial opportunity body for every occurrence that has not started. start_datetime and
 * end_datetime come together and give the new local time of day and length (each occurrence
 * keeps its date); recurrence changes the weekdays or the end date of the series.
 */
export const SeriesUpdate = OpportunityUpdate.superRefine((o, ctx) => {
  if (o.schedule_type !== undefined && o.schedule_type !== "recurring") {
    ctx.addIssue({ code: "custom", path: ["schedule_type"], message: "A series stays recurring" });
  }
  if (o.recurrence === null) ctx.addIssue({ code: "custom", path: ["recurrence"], message: "A series needs its recurrence" });
  if (o.lottery_closes_at !== undefined) {
    ctx.addIssue({ code: "custom", path: ["lottery_closes_at"], message: "Each date's draw closes on its own: change it on the date (PATCH /api/corps/opportunities/{id})" });
  }
  if ((o.start_datetime === undefined) !== (o.end_datetime === undefined)) {
    ctx.addIssue({
      code: "custom",
      path: [o.start_datetime === undefined ? "start_datetime" : "end_datetime"],
      message: "start_datetime and end_datetime are given together: the new time of day and length of every upcoming occurrence",
    });
  }
}).meta({
  id: "SeriesUpdate",
  description:
    "Partial opportunity body applied to every occurrence that has not started (draft, published or full). start_datetime and " +
    "end_datetime together set the local time of day (in the series' zone) and the length; each occurrence keeps its date. " +
    "recurrence {weekdays, until} adds the new dates and cancels the dates the rule no longer has.",
});
export type SeriesUpdate = z.infer<typeof SeriesUpdate>;

export const SeriesSignupBody = z
  .strictObject({ notes: z.string().trim().max(2000).default("") })
  .meta({ id: "SeriesSignupCreate" });

export const SeriesSignupResult = z
  .object({
    opportunity_id: uuid,
    start_datetime: isoDateTime,
    status: z.enum(["confirmed", "pending", "waitlist", "entered"]).nullable().describe("null when no signup was made; error_code says why"),
    signup_id: uuid.nullable(),
    waitlist_position: z.number().int().nullable(),
    error_code: z.enum(["SIGNUP_FULL", "ALREADY_SIGNED_UP", "SIGNUP_CLOSED"]).nullable(),
  })
  .meta({ id: "SeriesSignupResult" });
export type SeriesSignupResultDto = z.infer<typeof SeriesSignupResult>;

export const SeriesSignupResults = z.object({ results: z.array(SeriesSignupResult) }).meta({ id: "SeriesSignupResults" });

export const SeriesSignupCancelled = z
  .object({
    results: z.array(z.object({ opportunity_id: uuid, start_datetime: isoDateTime, signup_id: uuid, status: z.literal("cancelled") })),
  })
  .meta({ id: "SeriesSignupCancelled" });

export const SeriesCancelBody = CancelBody;

export const SeriesActionResult = z
  .object({
    id: uuid,
    occurrences: z.array(z.object({ id: uuid, start_datetime: isoDateTime, status: OpportunityStatus })).describe("The occurrences the action changed, with their new status"),
  })
  .meta({ id: "SeriesActionResult" });
export type SeriesActionResultDto = z.infer<typeof SeriesActionResult>;
