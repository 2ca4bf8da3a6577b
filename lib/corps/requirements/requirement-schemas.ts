// Signup requirements: the catalogue, waiver signatures, staff records and each volunteer's
// status. Shared by the handlers, the admin and volunteer forms and the OpenAPI document.
import { z } from "zod";
import { isoDateTime, uuid } from "@/lib/schemas/common-schemas";

export const requirementKinds = ["waiver", "background_check", "orientation", "minimum_age"] as const;
export const RequirementKind = z.enum(requirementKinds).meta({ id: "RequirementKind" });
export type RequirementKind = z.infer<typeof RequirementKind>;

export const requirementStatuses = ["met", "missing", "expired", "outdated", "failed"] as const;
export const RequirementStatus = z
  .enum(requirementStatuses)
  .meta({
    id: "RequirementStatus",
    description:
      "met; missing (never signed or recorded, or no date_of_birth for a minimum age); expired (older than valid_days); " +
      "outdated (a waiver signed in an earlier version); failed (a failed check, or younger than min_age)",
  });
export type RequirementStatus = z.infer<typeof RequirementStatus>;

const name = z.string().trim().min(1, "Required").max(200);
const description = z.string().trim().max(5000);
const body = z.string().trim().min(1, "A waiver needs its text").max(50000);
const validDays = z.number().int("Must be a whole number").min(1, "Must be at least 1").max(36500).nullable();
const minAge = z.number().int("Must be a whole number").min(1, "Must be at least 1").max(120);

export const RequirementCreate = z
  .strictObject({
    kind: RequirementKind,
    name,
    description: description.default(""),
    body: body.optional().describe("The waiver's text; required for waivers, not allowed for other kinds"),
    applies_to_all: z.boolean().default(false).describe("Applies to every opportunity of the organization"),
    valid_days: validDays.default(null).describe("Days a signature or record stays valid; null: never expires"),
    min_age: minAge.optional().describe("Required for minimum_age, not allowed for other kinds"),
  })
  .superRefine((b, ctx) => {
    if (b.kind === "waiver" && b.body === undefined) ctx.addIssue({ code: "custom", path: ["body"], message: "A waiver needs its text" });
    if (b.kind !== "waiver" && b.body !== undefined) ctx.addIssue({ code: "custom", path: ["body"], message: "Only waivers have a body" });
    if (b.kind === "minimum_age" && b.min_age === undefined) ctx.addIssue({ code: "custom", path: ["min_age"], message: "A minimum age needs min_age" });
    if (b.kind !== "minimum_age" && b.min_age !== undefined) ctx.addIssue({ code: "custom", path: ["min_age"], message: "Only minimum_age requirements have min_age" });
    if (b.kind === "minimum_age" && b.valid_days !== null) ctx.addIssue({ code: "custom", path: ["valid_days"], message: "An age does not expire" });
  })
  .meta({ id: "RequirementCreate" });
export type RequirementCreate = z.infer<typeof RequirementCreate>;

export const RequirementUpdate = z
  .strictObject({
    name: name.optional(),
    description: description.optional(),
    body: body.optional().describe("Waivers only; a changed text raises version, which makes earlier signatures outdated"),
    applies_to_all: z.boolean().optional(),
    valid_days: validDays.optional(),
    min_age: minAge.optional().describe("minimum_age only"),
  })
  .refine((b) => Object.keys(b).length > 0, { message: "Send at least one field", path: ["name"] })
  .meta({ id: "RequirementUpdate", description: "Partial; kind cannot change" });
export type RequirementUpdate = z.infer<typeof RequirementUpdate>;

export const RequirementListQuery = z.object({
  org_id: uuid.optional().describe("Admins: one organization's catalogue (default: every organization)"),
  kind: RequirementKind.optional(),
});
export type RequirementListQuery = z.infer<typeof RequirementListQuery>;

export const Requirement = z
  .object({
    id: uuid,
    org_id: uuid,
    kind: RequirementKind,
    name: z.string(),
    description: z.string(),
    body: z.string().nullable().describe("The waiver's current text; null for other kinds"),
    applies_to_all: z.boolean(),
    valid_days: z.number().int().nullable(),
    min_age: z.number().int().nullable(),
    version: z.number().int().describe("Goes up when a waiver's body changes"),
    opportunity_count: z.number().int().describe("Opportunities that list it in requirement_ids"),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: "Requirement" });
export type RequirementDto = z.infer<typeof Requirement>;

export const RequirementList = z
  .object({ requirements: z.array(Requirement), total: z.number().int() })
  .meta({ id: "RequirementList" });

export const SignWaiverBody = z
  .strictObject({
    full_name: z.string().trim().min(2, "Type your full name").max(200),
    agree: z.literal(true, { message: "You must agree to the waiver" }),
    version: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe("The version the volunteer read; if the text has changed since, the answer is CONFLICT and nothing is signed"),
  })
  .meta({ id: "SignWaiver" });
export type SignWaiverBody = z.infer<typeof SignWaiverBody>;

export const RecordCreate = z
  .strictObject({
    requirement_id: uuid,
    status: z.enum(["passed", "failed"], { message: "Must be passed or failed" }),
    completed_at: isoDateTime.describe("When the check or orientation was completed; not in the future"),
    notes: z.string().trim().max(5000).default(""),
  })
  .meta({ id: "RequirementRecordCreate" });
export type RecordCreate = z.infer<typeof RecordCreate>;

export const RequirementRecord = z
  .object({
    id: uuid,
    requirement_id: uuid,
    volunteer_id: uuid,
    kind: RequirementKind,
    requirement_name: z.string(),
    status: z.enum(["signed", "passed", "failed"]),
    completed_at: isoDateTime,
    expires_at: isoDateTime.nullable().describe("completed_at + valid_days; null when it never expires"),
    version: z.number().int().nullable().describe("Waivers: the version signed"),
    signed_name: z.string().nullable(),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    notes: z.string(),
    recorded_by_name: z.string().nullable().describe("The staff member who recorded it; null for signatures"),
    document_url: z.string().nullable().describe("Signed waivers: the PDF of the text as signed"),
    created_at: isoDateTime,
  })
  .meta({ id: "RequirementRecord" });
export type RequirementRecordDto = z.infer<typeof RequirementRecord>;

export const MissingRequirement = z
  .object({ id: uuid, name: z.string(), kind: RequirementKind, status: RequirementStatus })
  .meta({ id: "MissingRequirement", description: "An unmet requirement, as listed in SIGNUP_CLOSED details.missing" });
export type MissingRequirement = z.infer<typeof MissingRequirement>;

export const RequirementStatusItem = z
  .object({
    id: uuid,
    org_id: uuid,
    name: z.string(),
    kind: RequirementKind,
    description: z.string(),
    version: z.number().int(),
    valid_days: z.number().int().nullable(),
    min_age: z.number().int().nullable(),
    status: RequirementStatus,
    expires_at: isoDateTime.nullable().describe("When the record that meets it expires"),
    record: RequirementRecord.nullable().describe("The latest signature or record, if any"),
  })
  .meta({ id: "RequirementStatusItem" });
export type RequirementStatusItemDto = z.infer<typeof RequirementStatusItem>;

export const VolunteerRequirementsQuery = z.object({
  opportunity_id: uuid.optional().describe("Only the requirements that apply to this opportunity (minimum age judged at its start, expiry now)"),
});
export type VolunteerRequirementsQuery = z.infer<typeof VolunteerRequirementsQuery>;

export const VolunteerRequirements = z
  .object({
    volunteer_id: uuid,
    opportunity_id: uuid.nullable(),
    requirements: z.array(RequirementStatusItem),
    total: z.number().int(),
  })
  .meta({ id: "VolunteerRequirements" });
