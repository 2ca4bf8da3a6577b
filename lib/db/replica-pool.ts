// The pg pool of a read replica: when the replica cannot serve a statement (down, restarting,
// refusing connections, a query cancelled by replay), the statement runs on the primary instead,
// so the caller never sees the replica's trouble. Only reads are sent here, so running one again
// is always safe.
import pg from "pg";

/** SQLSTATE classes and codes that say "this server cannot answer now", not "this query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  "57P01", // admin_shutdown (pg_ctl stop)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "53300", // too_many_connections
  "40001", // on a standby: canceling statement due to conflict with recovery
  "25006", // read_only_sql_transaction: a write reached a replica by mistake
]);

/** A connection-level failure (socket, timeout, shutdown) rather than an error of the statement. */
export function isUnavailableError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08")) return true;
    if (/^E[A-Z]+$/.test(code)) return true; // ECONNREFUSED, ECONNRESET, ETIMEDOUT, ENOTFOUND, EPIPE...
  }
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i.test(
    err.message,
  );
}

type QueryArgs = [textOrConfig: string | pg.QueryConfig, values?: unknown[]];

export interface ReplicaPoolEvents {
  /** The replica failed a statement or a connection; the primary served it. */
  onUnavailable(err: Error): void;
}

/**
 * A pg.Pool (the Prisma adapter requires one) on the replica's URL whose query() and connect()
 * fall back to the primary's pool. Only the promise forms are served: the adapter and the bulk
 * reads use no callbacks.
 */
export class ReplicaPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly primary: pg.Pool,
    private readonly events: ReplicaPoolEvents,
    /** False while the replica is known to be down or lagging: go to the primary at once. */
    private readonly usable: () => boolean,
  ) {
    super(config);
    // An idle connection the replica closed (pg_ctl stop) must not crash the process.
    this.on("error", (err) => events.onUnavailable(err));
  }

  // @ts-expect-error pg's overloads include callback forms this pool does not serve (see above).
  override async query(...args: QueryArgs): Promise<pg.QueryResult> {
    if (!this.usable()) return this.primary.query(...(args as [pg.QueryConfig]));
    try {
      return await super.query(...(args as [pg.QueryConfig]));
    } catch (err) {
      if (!isUnavailableError(err)) throw err;
      this.events.onUnavailable(err as Error);
      return this.primary.query(...(args as [pg.QueryConfig]));
    }
  }

  /** A statement on the replica itself, never the primary: the replica's status query. */
  queryReplica(text: string): Promise<pg.QueryResult> {
    return super.query(text);
  }

  // pg-pool's own query() calls connect(callback): that form is passed through untouched (query()
  // above handles its failure); the promise form, used by the adapter for transactions, falls
  // back to the primary.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return this.connectOrPrimary();
  }

  private async connectOrPrimary(): Promise<pg.PoolClient> {
    if (!this.usable()) return this.primary.connect();
    try {
      return await super.connect();
    } catch (err) {
      if (!isUnavailableError(err)) throw err;
      this.events.onUnavailable(err as Error);
      return this.primary.connect();
    }
  }
}
