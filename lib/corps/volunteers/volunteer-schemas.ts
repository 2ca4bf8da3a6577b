// Volunteer profile request and response schemas (volunteer-network.md "Volunteer profile").
import { z } from "zod";
import { isoDate, isoDateTime, pagination, queryArray, queryBoolean, uuid, zipCode } from "@/lib/schemas/common-schemas";
import { PhysicalLevel, TechLevel, weekdays } from "../enums";

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Must be a time HH:MM (24-hour)");

export const TimeRange = z
  .strictObject({ start: hhmm, end: hhmm })
  .refine((r) => r.start < r.end, { message: "start must be before end", path: ["end"] });

export const Availability = z
  .strictObject(Object.fromEntries(weekdays.map((d) => [d, z.array(TimeRange).max(12).optional()])) as Record<
    (typeof weekdays)[number],
    z.ZodOptional<z.ZodArray<typeof TimeRange>>
  >)
  .meta({ id: "Availability", description: "Keys are lowercase weekday names; values are time ranges" });

export const EmergencyContact = z
  .strictObject({
    name: z.string().trim().min(1, "Required").max(200),
    phone: z.string().trim().min(3, "Required").max(40),
    relationship: z.string().trim().max(100).default(""),
  })
  .meta({ id: "EmergencyContact" });

/** A date of birth: a real calendar date, not in the future (UTC today) and not before 1900. */
export const dateOfBirth = isoDate.refine((d) => d >= "1900-01-01" && d <= new Date().toISOString().slice(0, 10), {
  message: "Must be a date of birth between 1900-01-01 and today",
});

const name = z.string().trim().min(1, "Required").max(100);
const tag = z.string().trim().min(1).max(80);

export const VolunteerCreate = z
  .strictObject({
    first_name: name.optional(),
    last_name: name.optional(),
    email: z.email("Must be an e-mail address").max(254).optional(),
    bio: z.string().max(5000).optional(),
    skills: z.array(tag).max(50).optional(),
    interests: z.array(tag).max(50).optional(),
    physical_capability: PhysicalLevel.optional(),
    tech_comfort: TechLevel.optional(),
    availability: Availability.optional(),
    emergency_contact: EmergencyContact.nullable().optional(),
    city: z.string().trim().max(100).nullable().optional(),
    zip_code: zipCode.nullable().optional(),
    max_travel_miles: z.number().int("Must be a whole number").min(0).max(500).nullable().optional(),
    date_of_birth: dateOfBirth.nullable().optional().describe("YYYY-MM-DD; used by minimum_age requirements"),
    onboarding_completed: z.boolean().optional(),
  })
  .meta({ id: "VolunteerCreate" });
export type VolunteerCreate = z.infer<typeof VolunteerCreate>;

export const VolunteerUpdate = VolunteerCreate.meta({ id: "VolunteerUpdate" });
export type VolunteerUpdate = z.infer<typeof VolunteerUpdate>;

export const VolunteerListQuery = z.object({
  org_id: uuid.optional(),
  skills: queryArray(z.string().min(1).max(80)),
  is_active: queryBoolean.optional(),
  search: z.string().trim().max(200).optional(),
  ...pagination,
});
export type VolunteerListQuery = z.infer<typeof VolunteerListQuery>;

export const DeactivateBody = z.strictObject({ reason: z.string().trim().max(1000).optional() });

export const VolunteerStats = z
  .object({ total_hours: z.number(), events_attended: z.number().int(), pending_hours: z.number() })
  .meta({ id: "VolunteerStats" });

export const EarnedAchievement = z
  .object({ id: uuid, name: z.string(), icon: z.string(), awarded_at: isoDateTime })
  .meta({ id: "EarnedAchievement" });

export const VolunteerProfile = z
  .object({
    id: uuid,
    user_id: uuid,
    org_id: uuid,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    bio: z.string(),
    skills: z.array(z.string()),
    interests: z.array(z.string()),
    physical_capability: PhysicalLevel,
    tech_comfort: TechLevel,
    availability: Availability,
    is_active: z.boolean(),
    onboarding_completed: z.boolean(),
    stats: VolunteerStats,
    achievements: z.array(EarnedAchievement),
    created_at: isoDateTime,
    emergency_contact: EmergencyContact.nullable().optional().describe("Owner and recruiter+ of the organization only"),
    city: z.string().nullable().optional().describe("Owner and recruiter+ of the organization only"),
    zip_code: z.string().nullable().optional().describe("Owner and recruiter+ of the organization only"),
    max_travel_miles: z.number().nullable().optional().describe("Owner and recruiter+ of the organization only"),
    date_of_birth: isoDate.nullable().optional().describe("Owner and recruiter+ of the organization only"),
  })
  .meta({ id: "VolunteerProfile" });
export type VolunteerProfileDto = z.infer<typeof VolunteerProfile>;

export const VolunteerListItem = z
  .object({
    id: uuid,
    user_id: uuid,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    skills: z.array(z.string()),
    physical_capability: PhysicalLevel,
    is_active: z.boolean(),
    total_hours: z.number(),
    created_at: isoDateTime,
  })
  .meta({ id: "VolunteerListItem" });
export type VolunteerListItemDto = z.infer<typeof VolunteerListItem>;

export const VolunteerList = z.object({
  volunteers: z.array(VolunteerListItem),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
