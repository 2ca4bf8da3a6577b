// The one Prisma client of the app, on the pg driver adapter (Prisma 7 needs one).
import { PrismaPg } from "@prisma/adapter-pg";
import { attachDatabasePool } from "@vercel/functions";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { databasePoolSettings, env } from "@/lib/env";

export type Db = PrismaClient;
/** A client or an interactive transaction: services accept either. */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/**
 * What a bulk read needs of the pool: one query answering rows as arrays. Prisma's $queryRaw
 * turns every row into a typed object through several intermediate copies; for the few reads
 * that stream tens of thousands of rows that garbage was most of the server's memory growth
 * (bench/rental-listings.ts measured it against the same rows as pg arrays).
 */
export interface ArrayQueryable {
  query(config: pg.QueryArrayConfig): Promise<pg.QueryArrayResult>;
}

// On globalThis so a dev reload of this module keeps the client and knows its pool.
const globalForDb = globalThis as unknown as { __corpsDb?: PrismaClient; __corpsPools?: WeakMap<PrismaClient, pg.Pool> };
const pools = (globalForDb.__corpsPools ??= new WeakMap<PrismaClient, pg.Pool>());

/** application_name of the app's connections to the primary (replicas: corps-replica-N). */
export const PRIMARY_APPLICATION_NAME = "corps";

export interface PoolOptions {
  /** Idle connections close after this long (pg's default: 10 s). */
  idleMs?: number;
  /** application_name of its connections, which tells them apart in pg_stat_activity and logs. */
  applicationName?: string;
  /** The pool to use instead of a new one from url (a replica's pool that falls back to the primary). */
  pool?: pg.Pool;
}

/**
 * How long a request waits for a connection (a new one, or a free one of the pool) before it
 * fails; pg's default is forever, which would leave requests hanging on a database that does not
 * answer. The failure is answered 503 SERVICE_UNAVAILABLE (docs/decisions/045).
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/** A pg pool with the app's settings. */
export function createPool(url: string, poolSize: number, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.idleMs !== undefined ? { idleTimeoutMillis: options.idleMs } : {}),
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  // An idle connection the server dropped (restart, network cut) is an 'error' event of the
  // pool; unheard it would end the process. The pool discards that connection, and the next
  // request that finds the database gone answers 503 through the route wrapper.
  pool.on("error", () => undefined);
  return pool;
}

export function createDb(url: string, poolSize = 10, options: PoolOptions = {}): PrismaClient {
  // The client owns the pool (disposeExternalPool: $disconnect ends it). It is created here
  // rather than by the adapter so bulk reads share the client's connections instead of opening
  // a second pool beside it.
  const pool = options.pool ?? createPool(url, poolSize, options);
  // A suspended Vercel function keeps its sockets open; attached, the instance stays alive until
  // its idle connections have closed (a no-op off Vercel).
  if (env().VERCEL) attachDatabasePool(pool);
  const client = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(client, pool);
  return client;
}

/** The pg pool under a client made by createDb. */
export function poolOf(client: PrismaClient): ArrayQueryable {
  return pgPoolOf(client);
}

/**
 * The shared client. DATABASE_URL is set by the operator, or by scripts/run.ts after it
 * started the embedded PostgreSQL; `next start` alone without it cannot know where data is.
 */
export function db(): PrismaClient {
  if (globalForDb.__corpsDb) return globalForDb.__corpsDb;
  const url = env().DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the app with `npm run dev` or `npm start`, which start the " +
        "embedded database, or set DATABASE_URL to a PostgreSQL database.",
    );
  }
  // The same settings everywhere: the embedded default is a real PostgreSQL server too.
  const { max, idleMs } = databasePoolSettings();
  globalForDb.__corpsDb = createDb(url, max, { idleMs, applicationName: PRIMARY_APPLICATION_NAME });
  return globalForDb.__corpsDb;
}

/** The pg pool under a client made by createDb (replicas fall back to the primary's). */
export function pgPoolOf(client: PrismaClient): pg.Pool {
  const pool = pools.get(client);
  if (!pool) throw new Error("pgPoolOf: this client was not made by createDb");
  return pool;
}
