// Seat accounting shared by signups and opportunity changes. Every function here runs inside a
// transaction that holds the opportunity's row lock (lockOpportunity), so counting seats and
// handing out waitlist positions never race.
import type { Db, DbTx } from "@/lib/db/client";
import { Prisma, type Opportunity, type SignupStatus } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { emitEvent } from "../events";
import { notify } from "../notifications/notify";

/** Statuses that occupy a seat: DECISIONS.md counts confirmed + pending; checked-in and completed volunteers keep theirs. */
export const SEAT_STATUSES: SignupStatus[] = ["pending", "confirmed", "checked_in", "completed"];
/**
 * SEAT_STATUSES as a SQL list, `s.status IN ${SEAT_STATUSES_SQL}`, for reports and dashboards
 * that count seats in SQL: one definition, so a report's "seats taken" equals the opportunity's.
 */
export const SEAT_STATUSES_SQL = Prisma.raw(`(${SEAT_STATUSES.map((s) => `'${s}'`).join(", ")})`);
/** Statuses that count as confirmed_count. */
export const CONFIRMED_STATUSES: SignupStatus[] = ["confirmed", "checked_in", "completed"];

/** SELECT ... FOR UPDATE on the opportunity: concurrent signups for it queue here. */
export async function lockOpportunity(tx: DbTx, id: string): Promise<Opportunity> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM opportunities WHERE id = ${id}::uuid FOR UPDATE`;
  if (locked.length === 0) throw ApiError.notFound("Opportunity");
  return tx.opportunity.findUniqueOrThrow({ where: { id } });
}

/** A signup holds party_size seats (the account holder and their guests). */
export async function seatsTaken(tx: DbTx, opportunityId: string): Promise<number> {
  const agg = await tx.signup.aggregate({ where: { opportunityId, status: { in: SEAT_STATUSES } }, _sum: { partySize: true } });
  return agg._sum.partySize ?? 0;
}

/** published <-> full follows the seats; other states are left alone. */
export async function syncFullStatus(tx: DbTx, opp: Opportunity): Promise<Opportunity["status"]> {
  if (opp.status !== "published" && opp.status !== "full") return opp.status;
  const taken = await seatsTaken(tx, opp.id);
  const next = opp.maxVolunteers !== null && taken >= opp.maxVolunteers ? "full" : "published";
  if (next !== opp.status) await tx.opportunity.update({ where: { id: opp.id }, data: { status: next } });
  return next;
}

/**
 * Waitlisted parties to seat, in waitlist order: each party that fits the seats still free is
 * taken, and one that does not fit is passed over (not waited for), so a party of 4 at the head
 * does not keep a single free seat from the volunteer behind it. Pure, for the tests' sake.
 */
export function partiesThatFit<T extends { partySize: number }>(waiting: T[], free: number | null): T[] {
  if (free === null) return waiting;
  const out: T[] = [];
  let left = free;
  for (const w of waiting) {
    if (left <= 0) break;
    if (w.partySize <= left) {
      out.push(w);
      left -= w.partySize;
    }
  }
  return out;
}

/**
 * Fills free seats from the waitlist (partiesThatFit), notifying each promoted volunteer; then
 * sets published/full. Only for published or full opportunities.
 */
export async function promoteWaitlist(tx: DbTx, opp: Opportunity): Promise<string[]> {
  if (opp.status !== "published" && opp.status !== "full") return [];
  let promoted: { id: string; volunteerId: string; userId: string; partySize: number }[] = [];
  const free = opp.maxVolunteers === null ? null : opp.maxVolunteers - (await seatsTaken(tx, opp.id));
  if (free === null || free > 0) {
    const waiting = await tx.signup.findMany({
      where: { opportunityId: opp.id, status: "waitlist", ...(free === null ? {} : { partySize: { lte: free } }) },
      orderBy: [{ waitlistPosition: "asc" }, { signedUpAt: "asc" }],
      select: { id: true, volunteerId: true, partySize: true, volunteer: { select: { userId: true } } },
    });
    promoted = partiesThatFit(waiting, free).map((s) => ({ id: s.id, volunteerId: s.volunteerId, userId: s.volunteer.userId, partySize: s.partySize }));
  }
  if (promoted.length > 0) {
    const status = opp.autoApproveSignups ? "confirmed" : "pending";
    const now = new Date();
    await tx.signup.updateMany({
      where: { id: { in: promoted.map((p) => p.id) } },
      data: { status, confirmedAt: status === "confirmed" ? now : null },
    });
    await notify(
      tx,
      promoted.map((p) => ({
        userId: p.userId,
        type: "waitlist_promoted" as const,
        title: `A spot opened: ${opp.title}`,
        message:
          status === "confirmed"
            ? `You moved off the waitlist and are confirmed for ${opp.title}.`
            : `You moved off the waitlist for ${opp.title}; the organizer will confirm your spot.`,
        opportunityId: opp.id,
        actionUrl: `/opportunities/${opp.id}`,
      })),
    );
    if (status === "confirmed") {
      for (const p of promoted) {
        await emitEvent(tx, "signup.confirmed", opp.orgId, {
          signup_id: p.id,
          opportunity_id: opp.id,
          volunteer_id: p.volunteerId,
          status,
          confirmed_at: now.toISOString(),
          party_size: p.partySize,
          via: "waitlist_promotion",
        });
      }
    }
  }
  await syncFullStatus(tx, opp);
  return promoted.map((p) => p.id);
}

/** Long enough for a queue of concurrent signups waiting on one opportunity's lock. */
export const SEAT_TX_OPTIONS = { maxWait: 30_000, timeout: 30_000 } as const;

/**
 * Runs a seat-changing transaction for one opportunity; the function must start with
 * lockOpportunity. No in-process queue on purpose: the row lock alone is what keeps seats right
 * across app instances, and the concurrency test exercises exactly that.
 */
export async function seatTransaction<T>(db: Db, fn: (tx: DbTx) => Promise<T>): Promise<T> {
  return db.$transaction((tx) => fn(tx), SEAT_TX_OPTIONS);
}
