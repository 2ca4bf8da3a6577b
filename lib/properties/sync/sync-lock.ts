// The "one sync at a time" lock: a row in job_locks with an expiry that every page of a run
// extends, so a run whose process died stops blocking once the expiry passes.
import type { DbTx } from "@/lib/db/client";

export const SYNC_LOCK_NAME = "property-sync";
/** Long enough for one page even when the SDK waits out throttling; each page renews it. */
export const SYNC_LOCK_TTL_MS = 10 * 60 * 1000;

/** Takes the lock for `holder` unless a live holder has it; returns whether it was taken. */
export async function acquireSyncLock(db: DbTx, holder: string, ttlMs = SYNC_LOCK_TTL_MS): Promise<boolean> {
  // One statement, so two callers racing for the lock cannot both win (the primary key decides).
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO job_locks (name, holder, acquired_at, expires_at)
    VALUES (${SYNC_LOCK_NAME}, ${holder}, now(), now() + ${ttlMs}::int * INTERVAL '1 millisecond')
    ON CONFLICT (name) DO UPDATE
      SET holder = EXCLUDED.holder, acquired_at = EXCLUDED.acquired_at, expires_at = EXCLUDED.expires_at
      WHERE job_locks.expires_at < now()
    RETURNING holder`;
  return rows.length === 1 && rows[0].holder === holder;
}

/** Extends the lock; false when it expired and another run took it over. */
export async function renewSyncLock(db: DbTx, holder: string, ttlMs = SYNC_LOCK_TTL_MS): Promise<boolean> {
  const count = await db.$executeRaw`
    UPDATE job_locks SET expires_at = now() + ${ttlMs}::int * INTERVAL '1 millisecond'
    WHERE name = ${SYNC_LOCK_NAME} AND holder = ${holder}`;
  return count === 1;
}

export async function releaseSyncLock(db: DbTx, holder: string): Promise<void> {
  await db.$executeRaw`DELETE FROM job_locks WHERE name = ${SYNC_LOCK_NAME} AND holder = ${holder}`;
}

/** The run holding a live lock, if any. */
export async function currentSyncLockHolder(db: DbTx): Promise<string | null> {
  const rows = await db.$queryRaw<{ holder: string }[]>`
    SELECT holder FROM job_locks WHERE name = ${SYNC_LOCK_NAME} AND expires_at >= now()`;
  return rows[0]?.holder ?? null;
}
