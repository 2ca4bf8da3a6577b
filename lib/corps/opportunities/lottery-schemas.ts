// The lottery replay's answer (issue 27; docs/decisions/052-lottery-draw.md).
import { z } from "zod";
import { isoDateTime, uuid } from "@/lib/schemas/common-schemas";

export const LotteryEntry = z
  .object({
    signup_id: uuid,
    party_size: z.number().int(),
    tier: z.number().int().nullable().describe("0: entered a lottery of the same organization in the last 30 days and was not seated; else 1. null before the draw"),
    ticket: z.string().nullable().describe("hex(HMAC-SHA256(key = the 32 seed bytes, message = signup_id in lower case)); null before the draw"),
    outcome: z.enum(["seated", "waitlist", "not_selected"]).nullable().describe("What the draw gave the entry; null before the draw"),
    mine: z.literal(true).optional().describe("Present on the caller's own entry"),
    volunteer_name: z.string().optional().describe("Only for the organization's staff"),
  })
  .meta({ id: "LotteryEntry" });

export const Lottery = z
  .object({
    opportunity_id: uuid,
    signup_mode: z.literal("lottery"),
    closes_at: isoDateTime.nullable(),
    seed_sha256: z.string().nullable().describe("The commitment: hex SHA-256 of the 32 seed bytes, public from publishing on"),
    max_volunteers: z.number().int().nullable(),
    status: z.enum(["open", "drawn"]),
    seed: z.string().nullable().describe("The 32 seed bytes in hex, only once drawn"),
    drawn_at: isoDateTime.nullable(),
    entries: z.array(LotteryEntry).describe("Before the draw: the entries in arrival order; after: in draw order"),
    order: z.array(uuid).describe("Signup ids in draw order: by (tier, ticket); empty before the draw"),
  })
  .meta({ id: "Lottery", description: "A lottery's commitment, entries and, once drawn, its seed and order for anyone to recompute" });
export type LotteryDto = z.infer<typeof Lottery>;
