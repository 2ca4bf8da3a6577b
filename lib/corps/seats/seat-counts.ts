// Seat counts of opportunities (party_size summed, so a party of 3 counts 3) and whether that
// fills one: what the opportunity answers, the series and the recruiter's calendar show.
import type { DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";

export interface SeatCounts {
  confirmed: number;
  pending: number;
  waitlist: number;
}

/** Seat counts (party_size summed, so a party of 3 counts 3) for many opportunities in one grouped query. */
export async function countsFor(tx: DbTx, ids: string[]): Promise<Map<string, SeatCounts>> {
  const out = new Map<string, SeatCounts>();
  if (ids.length === 0) return out;
  const rows = await tx.$queryRaw<{ opportunity_id: string; confirmed: number; pending: number; waitlist: number }[]>`
    SELECT opportunity_id,
           COALESCE(SUM(party_size) FILTER (WHERE status IN ('confirmed', 'checked_in', 'completed')), 0)::int AS confirmed,
           COALESCE(SUM(party_size) FILTER (WHERE status = 'pending'), 0)::int AS pending,
           COALESCE(SUM(party_size) FILTER (WHERE status = 'waitlist'), 0)::int AS waitlist
    FROM signups
    WHERE opportunity_id = ANY(${ids}::uuid[]) AND status IN ('confirmed', 'checked_in', 'completed', 'pending', 'waitlist')
    GROUP BY opportunity_id`;
  for (const r of rows) out.set(r.opportunity_id, { confirmed: r.confirmed, pending: r.pending, waitlist: r.waitlist });
  return out;
}

export function isFull(o: Opportunity, c: SeatCounts): boolean {
  return o.status === "full" || (o.maxVolunteers !== null && c.confirmed + c.pending >= o.maxVolunteers);
}
