// Who changed something just now: their heavy reads stay on the primary for a while, so nobody
// reads a replica that has not yet replayed their own change (docs/decisions/101-read-your-writes.md).
// Kept in this process at once, and on the user row (users.last_write_at), which every request
// reads from the primary with the caller, for the app's other instances.
import { env, replicaUrls } from "@/lib/env";
import { logger } from "@/lib/logger";
import { db } from "@/lib/db/client";
import { STATUS_TTL_MS } from "./replicas";

/** What this module needs of a caller (lib/auth's Caller has it; this room sits beneath auth). */
export interface WriterRef {
  id: string;
  /** users.last_write_at as read with the caller. */
  lastWriteAt?: Date | null;
  /** The cron actor: no user row. */
  system?: boolean;
}

const globalForWrites = globalThis as unknown as { __corpsLastWrites?: Map<string, number> };
const lastWrites = (globalForWrites.__corpsLastWrites ??= new Map<string, number>());

/**
 * How long after a write the writer's reads stay on the primary: a replica serves only while its
 * measured lag is at most DATABASE_REPLICA_MAX_LAG_S, measured at most STATUS_TTL_MS ago, so a
 * write older than both together has been replayed on any replica that may serve.
 */
export function readYourWritesWindowMs(): number {
  return env().DATABASE_REPLICA_MAX_LAG_S * 1000 + STATUS_TTL_MS + PERSIST_EVERY_MS;
}

/** A user row is stamped at most this often per process (a server action renders several times). */
const PERSIST_EVERY_MS = 1_000;

/**
 * Records that the caller changed something. Only with replicas configured (without them every
 * read is on the primary anyway); never fails the request that wrote.
 */
export async function noteWrite(caller: WriterRef | null | undefined): Promise<void> {
  if (!caller || caller.system || replicaUrls().length === 0) return;
  const now = Date.now();
  const before = lastWrites.get(caller.id) ?? 0;
  lastWrites.set(caller.id, now);
  if (now - before < PERSIST_EVERY_MS) return;
  if (lastWrites.size > 10_000) {
    for (const [id, at] of lastWrites) if (now - at > readYourWritesWindowMs()) lastWrites.delete(id);
  }
  try {
    await db().$executeRaw`UPDATE users SET last_write_at = now() WHERE id = ${caller.id}::uuid`;
  } catch (err) {
    logger.warn("last_write_at not updated", { userId: caller.id, err });
  }
}

/** Whether the caller wrote within the read-your-writes window, in this process or another. */
export function wroteRecently(caller: WriterRef | null | undefined, now = Date.now()): boolean {
  if (!caller) return false;
  const here = lastWrites.get(caller.id) ?? 0;
  const anywhere = caller.lastWriteAt?.getTime() ?? 0;
  return now - Math.max(here, anywhere) < readYourWritesWindowMs();
}
