// Seat handoffs (issue 28, point 4): the request and answer shapes of the handoff routes.
import { z } from "zod";
import { isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import { Guest, MAX_PARTY_SIZE, Signup } from "../signups/signup-schemas";

/** Offering and accepting close this long before the start. */
export const HANDOFF_CLOSES_HOURS = 2;

export const HandoffStatus = z.enum(["open", "accepted", "withdrawn", "expired"]);

export const HandoffCreate = z
  .strictObject({
    to_volunteer_id: uuid.optional().describe("A colleague of the same organization; without it anyone eligible may take the seat"),
    message: z.string().trim().max(1000, "At most 1000 characters").optional(),
  })
  .meta({ id: "HandoffCreate" });
export type HandoffCreate = z.infer<typeof HandoffCreate>;

export const Handoff = z
  .object({
    id: uuid,
    signup_id: uuid,
    opportunity_id: uuid,
    opportunity_title: z.string(),
    start_datetime: isoDateTime,
    from_volunteer_id: uuid,
    from_name: z.string().describe("The giver's first name"),
    to_volunteer_id: uuid.nullable(),
    party_size: z.number().int().describe("The giver's party: an acceptor's party may be at most this large"),
    message: z.string(),
    status: HandoffStatus,
    expires_at: isoDateTime.describe(`${HANDOFF_CLOSES_HOURS} h before the start`),
  })
  .meta({ id: "Handoff" });
export type HandoffDto = z.infer<typeof Handoff>;

export const HandoffListQuery = z.object({ opportunity_id: uuid.optional() });
export type HandoffListQuery = z.infer<typeof HandoffListQuery>;

export const HandoffList = z.object({ handoffs: z.array(Handoff), total: z.number().int() }).meta({ id: "HandoffList" });

export const HandoffAccept = z
  .strictObject({
    party_size: z.number().int("Must be a whole number").min(1, "Must be at least 1").max(MAX_PARTY_SIZE).default(1).describe("At most the giver's party_size"),
    guests: z.array(Guest).max(MAX_PARTY_SIZE - 1).default([]).describe("Exactly party_size - 1 guests"),
  })
  .superRefine((b, ctx) => {
    if (b.guests.length !== b.party_size - 1) {
      ctx.addIssue({ code: "custom", path: ["guests"], message: `A party of ${b.party_size} names ${b.party_size - 1} guest${b.party_size === 2 ? "" : "s"}` });
    }
  })
  .meta({ id: "HandoffAccept" });
export type HandoffAccept = z.infer<typeof HandoffAccept>;

export const HandoffAccepted = z
  .object({ id: uuid, status: z.literal("accepted"), transferred_signup_id: uuid, signup: Signup })
  .meta({ id: "HandoffAccepted", description: "The giver's signup is now transferred; signup is the acceptor's new confirmed one" });

export const HandoffWithdrawn = z.object({ id: uuid, status: z.literal("withdrawn") }).meta({ id: "HandoffWithdrawn" });
