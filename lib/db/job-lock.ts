// Named cross-process locks with expiry (job_locks): one holder at a time across every server
// instance, and a crashed holder's lock frees itself when it expires.
import { randomUUID } from "node:crypto";
import type { DbTx } from "./client";

async function tryAcquire(db: DbTx, name: string, holder: string, ttlSeconds: number): Promise<boolean> {
  const rows = await db.$queryRaw<{ holder: string }[]>`
    INSERT INTO job_locks (name, holder, acquired_at, expires_at)
    VALUES (${name}, ${holder}, now(), now() + make_interval(secs => ${ttlSeconds}))
    ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, acquired_at = now(), expires_at = EXCLUDED.expires_at
    WHERE job_locks.expires_at <= now()
    RETURNING holder`;
  return rows.length > 0;
}

/**
 * Runs `fn` while holding the named lock, waiting up to `waitMs` for it. Answers
 * `{ acquired: false }` when another holder kept it that long.
 */
export async function withJobLock<T>(
  db: DbTx,
  name: string,
  opts: { ttlSeconds: number; waitMs: number },
  fn: () => Promise<T>,
): Promise<{ acquired: true; value: T } | { acquired: false }> {
  const holder = randomUUID();
  const deadline = Date.now() + opts.waitMs;
  while (!(await tryAcquire(db, name, holder, opts.ttlSeconds))) {
    if (Date.now() >= deadline) return { acquired: false };
    await new Promise((r) => setTimeout(r, 200));
  }
  try {
    return { acquired: true, value: await fn() };
  } finally {
    await db.$executeRaw`DELETE FROM job_locks WHERE name = ${name} AND holder = ${holder}`;
  }
}
