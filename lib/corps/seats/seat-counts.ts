// Seat counts in SQL, built from the seat rule's status lists (seat-rule.ts): one grouped query
// for many opportunities, and fragments for reports, dashboards and list queries that count in
// SQL, so a report's "seats taken" is the opportunity's own.
import type { DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { CONFIRMED_STATUSES, NO_SEATS, SEAT_STATUSES, type SeatCounts } from "./seat-rule";

const list = (statuses: readonly string[]) => Prisma.raw(`(${statuses.map((s) => `'${s}'`).join(", ")})`);

/** SEAT_STATUSES as a SQL list: `s.status IN ${SEAT_STATUSES_SQL}`. */
export const SEAT_STATUSES_SQL = list(SEAT_STATUSES);
/** CONFIRMED_STATUSES as a SQL list. */
export const CONFIRMED_STATUSES_SQL = list(CONFIRMED_STATUSES);

/** Seats held on the opportunity whose id is `oppId` (a SQL expression such as o.id), party_size summed. */
export function seatsHeldSql(oppId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(SUM(s.party_size), 0)::int FROM signups s WHERE s.opportunity_id = ${oppId} AND s.status IN ${SEAT_STATUSES_SQL})`;
}

/** Confirmed seats (confirmed, checked in, completed) on `oppId`, party_size summed. */
export function confirmedSeatsSql(oppId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT COALESCE(SUM(s.party_size), 0)::int FROM signups s WHERE s.opportunity_id = ${oppId} AND s.status IN ${CONFIRMED_STATUSES_SQL})`;
}

/**
 * The columns of SeatCounts for the signups `s` of one group (for GROUP BY opportunity_id or a
 * LATERAL subquery): confirmed, pending, offered, waitlist, entered.
 */
export const SEAT_COUNT_COLUMNS = Prisma.sql`
  COALESCE(SUM(s.party_size) FILTER (WHERE s.status IN ${CONFIRMED_STATUSES_SQL}), 0)::int AS confirmed,
  COALESCE(SUM(s.party_size) FILTER (WHERE s.status = 'pending'), 0)::int AS pending,
  COALESCE(SUM(s.party_size) FILTER (WHERE s.status = 'offered'), 0)::int AS offered,
  COALESCE(SUM(s.party_size) FILTER (WHERE s.status = 'waitlist'), 0)::int AS waitlist,
  COALESCE(SUM(s.party_size) FILTER (WHERE s.status = 'entered'), 0)::int AS entered`;

type CountRow = SeatCounts & { opportunity_id: string };

/** Seat counts for many opportunities in one grouped query; opportunities without signups get NO_SEATS. */
export async function countsFor(tx: DbTx, ids: readonly string[]): Promise<Map<string, SeatCounts>> {
  const out = new Map<string, SeatCounts>();
  if (ids.length === 0) return out;
  const rows = await tx.$queryRaw<CountRow[]>`
    SELECT s.opportunity_id, ${SEAT_COUNT_COLUMNS}
    FROM signups s
    WHERE s.opportunity_id = ANY(${[...ids]}::uuid[]) AND s.status IN ('pending', 'confirmed', 'checked_in', 'completed', 'offered', 'waitlist', 'entered')
    GROUP BY s.opportunity_id`;
  for (const id of ids) out.set(id, NO_SEATS);
  for (const r of rows) out.set(r.opportunity_id, { confirmed: r.confirmed, pending: r.pending, offered: r.offered, waitlist: r.waitlist, entered: r.entered });
  return out;
}

/** Seats held on one opportunity (inside its lock when the answer decides a write). */
export async function seatsTaken(tx: DbTx, opportunityId: string): Promise<number> {
  const rows = await tx.$queryRaw<{ n: number }[]>`SELECT ${seatsHeldSql(Prisma.sql`${opportunityId}::uuid`)} AS n`;
  return rows[0]?.n ?? 0;
}
