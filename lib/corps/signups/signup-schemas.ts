// Signup request and response schemas (volunteer-network.md "Signup", "Signups").
import { z } from "zod";
import { isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { MissingRequirement, RequirementStatus, RequirementKind } from "../requirements/requirement-schemas";
import { SignupStatus } from "../enums";

export const MAX_PARTY_SIZE = 10;

export const Guest = z
  .strictObject({
    name: z.string().trim().min(1, "Required").max(200),
    email: z.email("Must be an e-mail address").max(254).optional(),
  })
  .meta({ id: "Guest", description: "Someone the account holder brings; guests have no account and log no hours" });
export type Guest = z.infer<typeof Guest>;

const partySize = z
  .number()
  .int("Must be a whole number")
  .min(1, "Must be at least 1")
  .max(MAX_PARTY_SIZE, `Must be at most ${MAX_PARTY_SIZE}`)
  .describe("Seats taken: the account holder plus party_size - 1 guests");

/** guests must name everyone but the account holder. */
function guestsMatch(b: { party_size: number; guests: Guest[] }, ctx: z.RefinementCtx) {
  if (b.guests.length !== b.party_size - 1) {
    ctx.addIssue({ code: "custom", path: ["guests"], message: `A party of ${b.party_size} names ${b.party_size - 1} guest${b.party_size === 2 ? "" : "s"}` });
  }
}

export const Party = z
  .strictObject({ party_size: partySize, guests: z.array(Guest).max(MAX_PARTY_SIZE - 1).default([]) })
  .superRefine(guestsMatch)
  .meta({ id: "PartyUpdate", description: "The whole party: party_size and exactly party_size - 1 guests" });
export type Party = z.infer<typeof Party>;

export const SignupCreate = z
  .strictObject({
    notes: z.string().trim().max(2000).default(""),
    party_size: partySize.default(1),
    guests: z.array(Guest).max(MAX_PARTY_SIZE - 1).default([]).describe("Exactly party_size - 1 guests"),
  })
  .superRefine(guestsMatch)
  .meta({ id: "SignupCreate" });
export type SignupCreate = z.infer<typeof SignupCreate>;

export const SignupCreated = z
  .object({
    id: uuid,
    status: z.enum(["confirmed", "pending", "waitlist", "entered"]).describe("entered: a lottery entry, holding no seat until the draw"),
    party_size: z.number().int(),
    message: z.string(),
  })
  .meta({ id: "SignupCreated" });

export const SignupUpdate = z
  .strictObject({
    status: z.enum(["confirmed", "declined"], { message: "Must be confirmed or declined" }).optional(),
    organizer_notes: z.string().trim().max(5000).optional(),
  })
  .refine((b) => b.status !== undefined || b.organizer_notes !== undefined, { message: "Send status or organizer_notes", path: ["status"] })
  .meta({ id: "SignupUpdate" });
export type SignupUpdate = z.infer<typeof SignupUpdate>;

export const CheckInBody = z
  .strictObject({
    check_in_at: isoDateTime.optional(),
    override_requirements: z
      .boolean()
      .default(false)
      .describe("Recruiter+ only: check in despite requirements that expired or failed since signup; the override is recorded on the signup"),
  })
  .meta({ id: "CheckIn" });
export type CheckInBody = z.infer<typeof CheckInBody>;

export const RequirementsOverride = z
  .object({
    by: uuid,
    by_name: z.string(),
    at: isoDateTime,
    requirements: z.array(MissingRequirement),
  })
  .meta({ id: "RequirementsOverride", description: "Who checked the party in despite unmet requirements, when, and which" });
export type RequirementsOverrideDto = z.infer<typeof RequirementsOverride>;
export const CheckOutBody = z.strictObject({ check_out_at: isoDateTime.optional() }).meta({ id: "CheckOut" });

export const Signup = z
  .object({
    id: uuid,
    opportunity_id: uuid,
    volunteer_id: uuid,
    volunteer_name: z.string(),
    volunteer_email: z.string(),
    status: SignupStatus,
    waitlist_position: z.number().int().nullable().describe("Stable arrival number on the waitlist (1, 2, ...)"),
    signed_up_at: isoDateTime,
    confirmed_at: isoDateTime.nullable(),
    check_in_at: isoDateTime.nullable(),
    check_out_at: isoDateTime.nullable(),
    volunteer_notes: z.string(),
    organizer_notes: z.string(),
    party_size: z.number().int().describe("Seats this signup takes: the account holder plus the guests"),
    guests: z.array(Guest),
    requirements_override: RequirementsOverride.nullable(),
    offer_expires_at: isoDateTime.nullable().describe("While status is offered: the reply deadline; then the offer lapses (status expired)"),
    lottery_tier: z.number().int().nullable().describe("Set by the lottery draw: 0 (priority) or 1"),
    lottery_ticket: z.string().nullable().describe("Set by the lottery draw: hex HMAC-SHA256(seed, signup id)"),
    requirements: z
      .array(z.object({ id: uuid, name: z.string(), kind: RequirementKind, status: RequirementStatus }))
      .optional()
      .describe("Roster only: the volunteer's status for each requirement of the opportunity, judged now"),
  })
  .meta({ id: "Signup" });
export type SignupDto = z.infer<typeof Signup>;

export const SignupRosterQuery = z.object(pagination);

export const SignupRoster = z
  .object({ signups: z.array(Signup), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "SignupRoster" });

export const SignupCancelled = z.object({ id: uuid, status: z.literal("cancelled") }).meta({ id: "SignupCancelled" });
