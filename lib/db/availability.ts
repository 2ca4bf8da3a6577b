// Whether the primary database answers, as pages need to know before rendering: while it does
// not, proxy.ts answers pages with a short 503 page instead of an error page (docs/decisions/045).
// API routes need no probe: the route wrapper maps the failed query itself.
//
// A state, refreshed by a `SELECT 1` on a one-connection pool of its own at most every
// REFRESH_MS: the request that finds it stale waits for that probe (one round trip; concurrent
// requests share it), the others use the state as it is. The route wrapper also marks the
// database down when a query finds it unreachable, so pages follow the API at once.
import pg from "pg";
import { env } from "@/lib/env";

const REFRESH_MS = 2_000;
const PROBE_TIMEOUT_MS = 3_000;

interface State {
  up: boolean;
  checkedAt: number;
  probing: Promise<boolean> | null;
  pool: pg.Pool | null;
  url: string | null;
}

const state: State = ((globalThis as unknown as { __corpsDbAvailability?: State }).__corpsDbAvailability ??= {
  up: true,
  checkedAt: 0,
  probing: null,
  pool: null,
  url: null,
});

function poolFor(url: string): pg.Pool {
  if (state.pool && state.url === url) return state.pool;
  state.pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 5_000, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS, application_name: "corps-probe" });
  state.pool.on("error", () => undefined); // a dropped idle connection: the next probe says so
  state.url = url;
  return state.pool;
}

function probe(url: string): Promise<boolean> {
  state.probing ??= poolFor(url)
    .query("SELECT 1")
    .then(
      () => true,
      () => false,
    )
    .then((up) => {
      state.up = up;
      state.checkedAt = Date.now();
      state.probing = null;
      return up;
    });
  return state.probing;
}

/** False when the database did not answer its latest probe. */
export async function databaseAnswers(): Promise<boolean> {
  const url = env().DATABASE_URL;
  if (!url) return true; // nothing to probe: db() explains the missing setting itself
  if (state.probing) return state.up ? true : state.probing;
  return Date.now() - state.checkedAt > REFRESH_MS ? probe(url) : state.up;
}

/** A query found the database unreachable: pages answer 503 until a probe finds it back. */
export function noteDatabaseUnreachable(): void {
  state.up = false;
  state.checkedAt = 0;
}
