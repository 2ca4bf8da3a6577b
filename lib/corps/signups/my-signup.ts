// The caller's own current signup for an opportunity, with its place in the waitlist, for the
// opportunity page ("you are number 3 on the waitlist").
import type { Ctx } from "@/lib/auth/context";
import type { Guest } from "./signup-schemas";

export interface MySignup {
  id: string;
  status: string;
  waitlist_position: number | null;
  /** Place among the parties still waiting (1 = first in line). */
  waitlist_rank: number | null;
  party_size: number;
  guests: Guest[];
}

export async function mySignup(ctx: Ctx, opportunityId: string): Promise<MySignup | null> {
  if (!ctx.caller.volunteerId) return null;
  const row = await ctx.db.signup.findFirst({
    where: { opportunityId, volunteerId: ctx.caller.volunteerId, status: { not: "cancelled" } },
    orderBy: { signedUpAt: "desc" },
    select: { id: true, status: true, waitlistPosition: true, partySize: true, guests: true },
  });
  if (!row) return null;
  let rank: number | null = null;
  if (row.status === "waitlist" && row.waitlistPosition !== null) {
    rank = (await ctx.db.signup.count({ where: { opportunityId, status: "waitlist", waitlistPosition: { lt: row.waitlistPosition } } })) + 1;
  }
  return { id: row.id, status: row.status, waitlist_position: row.waitlistPosition, waitlist_rank: rank, party_size: row.partySize, guests: row.guests as unknown as Guest[] };
}

/** Whether signups are past: an opportunity that has started takes no more signups. */
export function hasStarted(startIso: string, now: Date = new Date()): boolean {
  return new Date(startIso).getTime() <= now.getTime();
}
