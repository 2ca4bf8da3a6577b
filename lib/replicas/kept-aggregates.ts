// Organization-wide aggregates kept in this process and served again while the data they read is
// unchanged (docs/decisions/112-kept-aggregates.md). Exact, not time-limited: a kept answer is
// returned only after a look-up on the primary, made after the request arrived, finds that no
// transaction changed the organization's signups, hours, opportunities or volunteer profiles
// since the snapshot the answer was computed in (data_changes, written by triggers).
import { env } from "@/lib/env";
import { db, type Db } from "@/lib/db/client";
import { onReadReplica } from "./read-replica";
import type { WriterRef } from "./recent-writes";

/** The organization a TRUNCATE records: every organization's data changed, so every check reads it. */
export const EVERY_ORG = "00000000-0000-0000-0000-000000000000";

/** A kept answer is recomputed after this long however quiet the data (data_changes lives an hour). */
export const KEPT_MAX_AGE_MS = 10 * 60_000;

/**
 * What the kept answers of one instance may hold in all, as JSON characters: most answers are a
 * few kB, but hours-summary by day over years can be hundreds. The least recently used go first.
 */
export const KEPT_MAX_CHARS = 16_000_000;

/**
 * What a snapshot (pg_current_snapshot()) hides: transactions from `from` on, and those listed in
 * `running`. Anything else was committed before it (or never will be).
 */
interface Snapshot {
  from: bigint;
  running: bigint[];
}

interface Kept {
  value: unknown;
  /** The answer's size as JSON, for KEPT_MAX_CHARS. */
  chars: number;
  snapshot: Snapshot;
  org: string | null;
  keptAt: number;
  /** The answer depends on the clock too: it is recomputed from this instant (ms), e.g. an upcoming event starts. */
  validUntil: number | null;
}

export interface Computed<T> {
  value: T;
  /** When the clock alone changes the answer (an event in it starts); none when only data changes it. */
  validUntil?: Date | null;
}

export interface KeptSpec {
  /** Everything the answer depends on besides the data: the aggregate, its scope and its resolved parameters. */
  key: string;
  /** The organization whose data the answer reads; null for every organization. */
  org: string | null;
}

const globalForKept = globalThis as unknown as {
  __corpsKept?: { entries: Map<string, Kept>; computing: Map<string, Promise<Kept | null>>; chars: number };
};
const store = (globalForKept.__corpsKept ??= { entries: new Map(), computing: new Map(), chars: 0 });

function forget(key: string): void {
  const kept = store.entries.get(key);
  if (!kept) return;
  store.entries.delete(key);
  store.chars -= kept.chars;
}

/** Keeps `entry` as the most recently used, dropping the least recently used beyond the limits. */
function keep(key: string, entry: Kept, capacity: number): void {
  forget(key);
  if (entry.chars > KEPT_MAX_CHARS / 4) return;
  store.entries.set(key, entry);
  store.chars += entry.chars;
  while (store.entries.size > capacity || store.chars > KEPT_MAX_CHARS) forget(store.entries.keys().next().value as string);
}

/**
 * The answer of `compute`, kept and served again while the organization's data is unchanged.
 * `compute` receives the context to read with (a replica's when one may serve). With no spec
 * (an answer not worth keeping, such as one volunteer's), inside a transaction or with a client
 * other than the app's, or with AGGREGATE_CACHE_ENTRIES=0, it simply computes.
 */
export async function keptAggregate<C extends { db: Db; caller?: WriterRef | null }, T>(
  ctx: C,
  spec: KeptSpec | null,
  compute: (ctx: C) => Promise<Computed<T>>,
): Promise<T> {
  const capacity = env().AGGREGATE_CACHE_ENTRIES;
  if (!spec || capacity === 0 || ctx.db !== db()) return (await compute(await onReadReplica(ctx))).value;

  const kept = store.entries.get(spec.key);
  if (kept && (await stillTrue(kept))) {
    // Most recently used last: the first entry is the one to drop when full.
    if (store.entries.get(spec.key) === kept) keep(spec.key, kept, capacity);
    return kept.value as T;
  }

  // A computation already under way is shared, but only if its snapshot is checked afterwards
  // like any kept answer: it may have started before a change this caller just made. When it is
  // out of date, the waiters join the next one instead of each computing their own.
  for (let tries = 0; tries < 3; tries++) {
    const running = store.computing.get(spec.key);
    if (!running) break;
    const shared = await running;
    if (shared && (await stillTrue(shared))) return shared.value as T;
  }

  let settle!: (k: Kept | null) => void;
  const mine = new Promise<Kept | null>((resolve) => (settle = resolve));
  if (!store.computing.has(spec.key)) store.computing.set(spec.key, mine);
  try {
    const rctx = await onReadReplica(ctx);
    const snapshot = await takeSnapshot(rctx.db, rctx.db !== ctx.db);
    const { value, validUntil } = await compute(rctx);
    const entry: Kept | null = snapshot
      ? { value, chars: JSON.stringify(value).length, snapshot, org: spec.org, keptAt: Date.now(), validUntil: validUntil ? validUntil.getTime() : null }
      : null;
    if (entry) {
      // Shared by every later request: frozen, so a caller that changed it would fail at once
      // instead of changing what the next caller reads.
      deepFreeze(value);
      keep(spec.key, entry, capacity);
    }
    settle(entry);
    return value;
  } catch (err) {
    settle(null);
    throw err;
  } finally {
    if (store.computing.get(spec.key) === mine) store.computing.delete(spec.key);
  }
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/**
 * The snapshot the answer is about to be computed in, taken on the server that computes it
 * before any of its statements: what they read is at least what this snapshot sees, so a change
 * it hides is never missed (at worst an answer that already had the change is recomputed). On a
 * replica, an answer from the primary instead (the replica's pool falls back when it fails) would
 * be newer than the replica's data that follows: then nothing is kept.
 */
async function takeSnapshot(client: Db, onReplica: boolean): Promise<Snapshot | null> {
  const rows = await client.$queryRaw<{ snap: string; standby: boolean }[]>`
    SELECT pg_current_snapshot()::text AS snap, pg_is_in_recovery() AS standby`;
  const { snap, standby } = rows[0];
  if (onReplica && !standby) return null;
  // xmin:xmax:xip,xip,… A standby keeps the primary's running transactions apart from the list
  // this function prints, so there everything from xmin on counts as hidden (more recomputing,
  // never a missed change); on the primary the list is exact.
  const [xmin, xmax, xip] = snap.split(":");
  if (standby) return { from: BigInt(xmin), running: [] };
  return { from: BigInt(xmax), running: xip ? xip.split(",").map((x) => BigInt(x)) : [] };
}

/**
 * Whether a kept answer is still the truth: young enough, before its clock deadline, and no
 * transaction that its snapshot did not see (running then, or begun since) has committed a
 * change to the organization's data, as the primary says now.
 */
async function stillTrue(kept: Kept): Promise<boolean> {
  const now = Date.now();
  if (now - kept.keptAt > KEPT_MAX_AGE_MS || (kept.validUntil !== null && now >= kept.validUntil)) return false;
  const { from, running } = kept.snapshot;
  // Each probe is an index-only scan however many changes the hour holds: the newest xid of the
  // organization (and of the TRUNCATE marker) from the (org_id, xid) key, or of all from (xid);
  // then the few xids that were running, by key.
  const rows = kept.org
    ? await db().$queryRaw<{ changed: boolean }[]>`
        SELECT COALESCE(GREATEST((SELECT max(xid) FROM data_changes WHERE org_id = ${kept.org}::uuid),
                                 (SELECT max(xid) FROM data_changes WHERE org_id = ${EVERY_ORG}::uuid)), 0) >= ${from}
            OR EXISTS (SELECT 1 FROM data_changes WHERE org_id = ANY(${[kept.org, EVERY_ORG]}::uuid[]) AND xid = ANY(${running}::bigint[])) AS changed`
    : await db().$queryRaw<{ changed: boolean }[]>`
        SELECT COALESCE((SELECT max(xid) FROM data_changes), 0) >= ${from}
            OR EXISTS (SELECT 1 FROM data_changes WHERE xid = ANY(${running}::bigint[])) AS changed`;
  return !rows[0].changed;
}

/** How long data_changes keeps a row: longer than any answer is kept, plus any transaction's length. */
export const DATA_CHANGES_KEPT_FOR = "1 hour";

/**
 * Forgets changes older than DATA_CHANGES_KEPT_FOR (the every-minute cron). An answer is kept at
 * most KEPT_MAX_AGE_MS, so a change it could have missed is at most that old, unless its
 * transaction ran for the rest of the hour after its write.
 */
export async function pruneDataChanges(client: Db): Promise<number> {
  return client.$executeRawUnsafe(`DELETE FROM data_changes WHERE at < now() - interval '${DATA_CHANGES_KEPT_FOR}'`);
}
