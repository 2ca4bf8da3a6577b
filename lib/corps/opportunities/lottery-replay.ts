// GET /opportunities/{id}/lottery: the draw as anyone who can see the opportunity may check it
// (issue 27). Before the draw: the commitment (seed_sha256) and the entries; after: the seed,
// each entry's tier, ticket and outcome, and the order, which drawOrder recomputes from the seed
// here exactly as the draw did. Volunteers are not named: entries carry signup ids and party
// sizes only (the caller's own entry is marked mine; the organization's staff also see names).
import { canManageOrg } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import { ApiError } from "@/lib/errors/api-error";
import { drawOrder } from "../seats/lottery-order";
import { settleDue } from "../seats/settle-due";
import { getOpportunityOrThrow } from "./lookup";
import type { LotteryDto } from "./lottery-schemas";

export async function getLottery(ctx: Ctx, id: string): Promise<LotteryDto> {
  await getOpportunityOrThrow(ctx, id);
  // The first read after the close draws (exactly once, under the opportunity's lock).
  await settleDue(ctx.db, [id]);
  const o = await getOpportunityOrThrow(ctx, id);
  if (o.signupMode !== "lottery") throw ApiError.notFound("Lottery");
  const staff = canManageOrg(ctx.caller, o.orgId);
  const drawn = o.lotteryDrawnAt !== null && o.lotterySeed !== null;
  const rows = await ctx.db.signup.findMany({
    where: drawn ? { opportunityId: id, lotteryOutcome: { not: null } } : { opportunityId: id, status: "entered" },
    select: {
      id: true,
      partySize: true,
      lotteryTier: true,
      lotteryTicket: true,
      lotteryOutcome: true,
      volunteer: { select: { userId: true, firstName: true, lastName: true } },
    },
    orderBy: [{ signedUpAt: "asc" }, { id: "asc" }],
  });
  const who = (r: (typeof rows)[number]) => ({
    ...(r.volunteer.userId === ctx.caller.id ? { mine: true as const } : {}),
    ...(staff ? { volunteer_name: `${r.volunteer.firstName} ${r.volunteer.lastName}`.trim() } : {}),
  });
  const base = {
    opportunity_id: o.id,
    signup_mode: "lottery" as const,
    closes_at: o.lotteryClosesAt?.toISOString() ?? null,
    seed_sha256: o.lotterySeedSha256,
    max_volunteers: o.maxVolunteers,
  };
  if (!drawn || !o.lotterySeed || !o.lotteryDrawnAt) {
    return {
      ...base,
      status: "open",
      seed: null,
      drawn_at: null,
      entries: rows.map((r) => ({ signup_id: r.id, party_size: r.partySize, tier: null, ticket: null, outcome: null, ...who(r) })),
      order: [],
    };
  }
  const ordered = drawOrder(
    o.lotterySeed,
    rows.map((r) => ({ id: r.id, partySize: r.partySize, tier: r.lotteryTier === 0 ? (0 as const) : (1 as const), row: r })),
  );
  return {
    ...base,
    status: "drawn",
    seed: Buffer.from(o.lotterySeed).toString("hex"),
    drawn_at: o.lotteryDrawnAt.toISOString(),
    entries: ordered.map((e) => ({
      signup_id: e.id,
      party_size: e.partySize,
      tier: e.tier,
      ticket: e.ticket,
      outcome: (e.row.lotteryOutcome ?? "not_selected") as "seated" | "waitlist" | "not_selected",
      ...who(e.row),
    })),
    order: ordered.map((e) => e.id),
  };
}
