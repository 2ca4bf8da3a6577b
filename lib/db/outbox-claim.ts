// The claim of the e-mail and SMS outboxes' drains: due rows (pending, or failed and due for
// another try, under the attempt limit), oldest due first, locked with SKIP LOCKED so concurrent
// drains never take the same row, and leased: the claim counts the attempt and moves
// next_attempt_at past the lease, so a drain that dies mid-send gives its rows back when the
// lease runs out instead of holding them forever. `ids`: only these rows (a request's own,
// right after it committed).
import type { DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

export interface OutboxClaim {
  table: "email_outbox" | "sms_outbox";
  /** The columns answered, of the claimed row `o` (e.g. Prisma.sql`o.id, o.attempts`). */
  returning: Prisma.Sql;
  maxAttempts: number;
  leaseSeconds: number;
  limit: number;
  ids?: readonly string[];
}

export function claimOutboxRows<T>(db: DbTx, c: OutboxClaim): Promise<T[]> {
  const table = Prisma.raw(c.table);
  const only = c.ids ? Prisma.sql`AND id = ANY(${c.ids}::uuid[])` : Prisma.empty;
  // A CTE runs once, so LIMIT bounds the claim (an IN-subquery may be re-evaluated per row).
  return db.$queryRaw<T[]>`
    WITH c AS (
      SELECT id FROM ${table}
      WHERE status IN ('pending', 'failed') AND next_attempt_at <= now() AND attempts < ${c.maxAttempts} ${only}
      ORDER BY next_attempt_at, created_at LIMIT ${c.limit}
      FOR UPDATE SKIP LOCKED)
    UPDATE ${table} o SET attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${c.leaseSeconds})
    FROM c
    WHERE o.id = c.id AND o.status IN ('pending', 'failed') AND o.next_attempt_at <= now()
    RETURNING ${c.returning}`;
}
