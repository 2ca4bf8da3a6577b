// Seat transactions: every write of seats runs in one, holding the opportunity's row lock, so
// counting seats, handing out offers and waitlist positions and drawing a lottery never race.
// The rule itself is in seat-rule.ts; bringing seats to the truth is settle.ts.
import type { Db, DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";

/**
 * The opportunity's row lock: concurrent seat changes for it queue here. FOR NO KEY UPDATE, not FOR
 * UPDATE: it queues every other seat transaction just the same, but lets inserts that merely
 * reference the opportunity (a notification's foreign key takes FOR KEY SHARE) go on. With FOR
 * UPDATE an accepted offer (which holds its signup row and then notifies) and a settle that lapses
 * that offer (which holds this lock and then updates the signup) waited for each other: PostgreSQL
 * broke the deadlock by failing the accept with a 500.
 */
export async function lockOpportunity(tx: DbTx, id: string): Promise<Opportunity> {
  const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM opportunities WHERE id = ${id}::uuid FOR NO KEY UPDATE`;
  if (locked.length === 0) throw ApiError.notFound("Opportunity");
  return tx.opportunity.findUniqueOrThrow({ where: { id } });
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
