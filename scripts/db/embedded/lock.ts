// The lock held while the server is found, initialised, started, repaired or stopped, so two
// processes starting at once never both run initdb or pg_ctl (docs/decisions/041).
//
// Taken atomically with its owner already inside: the owner is written to a file of our own,
// which is then hard-linked to the lock's name (link fails if the name exists). A lock file is
// therefore never seen empty while it is held. One that still reads empty or unparseable (a
// crash of an older version, a full disk) is held, not dead, until it is older than
// UNREADABLE_GRACE_MS; only a lock whose owner is gone, or such an old unreadable one, is removed.
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { isAlive, me, parseOwner, sleepSync } from "./processes";

const LOCK_TIMEOUT_MS = 120_000;
export const UNREADABLE_GRACE_MS = 5_000;

type Attempt = { taken: true } | { taken: false; holder: string };

function tryTake(lockFile: string): Attempt {
  const mine = `${lockFile}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(mine, me, { mode: 0o600 });
  try {
    linkSync(mine, lockFile);
    return { taken: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    rmSync(mine, { force: true });
  }
  let stat;
  let text;
  try {
    stat = statSync(lockFile);
    text = readFileSync(lockFile, "utf8");
  } catch {
    return { taken: false, holder: "" }; // released between our link and read: try again
  }
  const owner = parseOwner(text);
  const dead = owner ? !isAlive(owner.pid, owner.startTime) : Date.now() - stat.mtimeMs > UNREADABLE_GRACE_MS;
  if (dead) removeIfSame(lockFile, stat.ino);
  return { taken: false, holder: owner ? `process ${owner.pid}` : "an unreadable lock file" };
}

/**
 * Removes the dead lock whose inode was seen, and only that one: it is renamed away first (one
 * atomic step), and put back if a live owner's lock had taken its place in between.
 */
function removeIfSame(lockFile: string, ino: number): void {
  const aside = `${lockFile}.dead.${process.pid}`;
  try {
    renameSync(lockFile, aside);
  } catch {
    return;
  }
  try {
    if (statSync(aside).ino !== ino) linkSync(aside, lockFile);
  } catch {
    // a new owner took the name meanwhile: it holds the lock, which is what counts
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Removes the lock if it is still ours. */
function release(lockFile: string): void {
  try {
    if (readFileSync(lockFile, "utf8") === me) rmSync(lockFile, { force: true });
  } catch {
    // already gone
  }
}

function timeoutError(lockFile: string, holder: string): Error {
  return new Error(`embedded PostgreSQL: ${lockFile} is held by ${holder || "another process"}; if no other process of this project runs, delete that file`);
}

export function withLock<T>(lockFile: string, fn: () => T): T {
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (;;) {
    const attempt = tryTake(lockFile);
    if (attempt.taken) break;
    if (Date.now() > deadline) throw timeoutError(lockFile, attempt.holder);
    sleepSync(20 + Math.random() * 30);
  }
  try {
    return fn();
  } finally {
    release(lockFile);
  }
}

/** withLock for asynchronous work (the password repair talks to the server). */
export async function withLockAsync<T>(lockFile: string, fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (;;) {
    const attempt = tryTake(lockFile);
    if (attempt.taken) break;
    if (Date.now() > deadline) throw timeoutError(lockFile, attempt.holder);
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
  }
  try {
    return await fn();
  } finally {
    release(lockFile);
  }
}
