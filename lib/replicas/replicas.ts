// The read replicas of DATABASE_REPLICA_URLS: a client per replica with its own pool, and what
// is known of each (reachable, how far behind), measured at most every STATUS_TTL_MS and kept
// meanwhile. docs/decisions/100-read-replicas.md says why it works this way.
import type pg from "pg";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { databasePoolSettings, env, replicaUrls } from "@/lib/env";
import { logger } from "@/lib/logger";
import { createDb, db, pgPoolOf } from "@/lib/db/client";
import { ReplicaPool } from "@/lib/db/replica-pool";

/** How long a replica's measured state is trusted before it is measured again. */
export const STATUS_TTL_MS = 5_000;
/** A status query slower than this counts as the replica being down. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * How far behind the replica is, in seconds. Caught up with all the WAL it received while its WAL
 * receiver runs is 0: an idle primary sends nothing, and then "time since the last replayed
 * transaction" would grow without the replica missing anything. Otherwise (receiving behind, or
 * not streaming at all) that time is the honest bound. `pg_stat_wal_receiver.pid` is visible to
 * every user, unlike its other columns. A server not in recovery is a primary: nothing to lag.
 */
const LAG_SQL = `SELECT CASE
    WHEN NOT pg_is_in_recovery() THEN 0
    WHEN (SELECT pid FROM pg_stat_wal_receiver) IS NOT NULL
         AND pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
    ELSE COALESCE(EXTRACT(EPOCH FROM now() - pg_last_xact_replay_timestamp()), 0)
  END::float8 AS lag_s`;

export interface ReplicaStatus {
  ok: boolean;
  /** Seconds behind the primary; null when it could not be measured. */
  lag_s: number | null;
}

export class Replica {
  /** 1-based, as in logs and application_name; the URL (with its password) is never logged. */
  readonly name: string;
  readonly client: PrismaClient;
  private readonly pool: ReplicaPool;
  private status: ReplicaStatus | null = null;
  private measuredAt = 0;
  private measuring: Promise<ReplicaStatus> | null = null;
  private lastWarning = 0;

  constructor(url: string, index: number, primary: PrismaClient) {
    this.name = `replica-${index + 1}`;
    const { max, idleMs } = databasePoolSettings();
    this.pool = new ReplicaPool(
      {
        connectionString: url,
        max,
        idleTimeoutMillis: idleMs,
        application_name: `corps-${this.name}`,
        // A replica that does not answer must not hold a request longer than this before the
        // primary serves it.
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      },
      pgPoolOf(primary),
      { onUnavailable: (err) => this.markDown(err) },
      () => this.status?.ok !== false,
    );
    // A pg.Pool but for the callback forms of query(), which neither Prisma nor the app uses.
    this.client = createDb(url, max, { pool: this.pool as unknown as pg.Pool });
  }

  /** Whether it may serve reads now: reachable and no further behind than DATABASE_REPLICA_MAX_LAG_S. */
  async usable(): Promise<boolean> {
    const s = await this.currentStatus();
    const usable = s.ok && s.lag_s !== null && s.lag_s <= env().DATABASE_REPLICA_MAX_LAG_S;
    if (!usable) this.warn(s.ok ? "replica lags too far behind; its reads go to the primary" : "replica is down; its reads go to the primary", s);
    return usable;
  }

  /** The kept status, measured again when older than STATUS_TTL_MS (one measurement at a time). */
  async currentStatus(): Promise<ReplicaStatus> {
    if (this.status && Date.now() - this.measuredAt < STATUS_TTL_MS) return this.status;
    this.measuring ??= this.measure().finally(() => {
      this.measuring = null;
    });
    return this.measuring;
  }

  private async measure(): Promise<ReplicaStatus> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const res = await Promise.race([
        this.pool.queryReplica(LAG_SQL),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
        }),
      ]);
      const lag = Number((res.rows[0] as { lag_s: number }).lag_s);
      this.status = { ok: true, lag_s: Math.max(0, Math.round(lag * 1000) / 1000) };
    } catch (err) {
      this.status = { ok: false, lag_s: null };
      this.warn("replica status query failed; its reads go to the primary", this.status, err);
    } finally {
      clearTimeout(timer);
    }
    this.measuredAt = Date.now();
    return this.status;
  }

  private markDown(err: Error): void {
    const wasUp = this.status?.ok !== false;
    this.status = { ok: false, lag_s: null };
    this.measuredAt = Date.now();
    if (wasUp) this.lastWarning = 0;
    this.warn("replica failed a statement; the primary answered it instead", this.status, err);
  }

  /** One warning per replica per STATUS_TTL_MS: a down replica must not flood the log. */
  private warn(msg: string, status: ReplicaStatus, err?: unknown): void {
    if (Date.now() - this.lastWarning < STATUS_TTL_MS) return;
    this.lastWarning = Date.now();
    logger.warn(msg, {
      replica: this.name,
      lag_s: status.lag_s,
      max_lag_s: env().DATABASE_REPLICA_MAX_LAG_S,
      ...(err instanceof Error ? { error: err.message } : {}),
    });
  }
}

const globalForReplicas = globalThis as unknown as { __corpsReplicas?: Replica[] };

/** The configured replicas (none without DATABASE_REPLICA_URLS), made once per process. */
export function replicas(): Replica[] {
  if (globalForReplicas.__corpsReplicas) return globalForReplicas.__corpsReplicas;
  const primary = db();
  globalForReplicas.__corpsReplicas = replicaUrls().map((url, i) => new Replica(url, i, primary));
  return globalForReplicas.__corpsReplicas;
}

let next = 0;

/** A usable replica's client, taking turns between them; null when none is usable. */
export async function pickReplica(): Promise<PrismaClient | null> {
  const all = replicas();
  for (let i = 0; i < all.length; i++) {
    const r = all[(next + i) % all.length];
    if (await r.usable()) {
      next = (next + i + 1) % all.length;
      return r.client;
    }
  }
  return null;
}
