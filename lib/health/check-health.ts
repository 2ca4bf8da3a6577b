// GET /api/health: whether the primary answers, and each replica's state and lag. It reads no
// credential and no user row, so it answers while the rest of the app cannot.
import { db } from "@/lib/db/client";
import { replicas } from "@/lib/replicas/replicas";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import type { HealthReport } from "./health-schemas";

/** A load balancer's check must get its answer quickly, also from a database that hangs. */
const PRIMARY_TIMEOUT_MS = 3_000;

async function checkPrimary(): Promise<HealthReport["database"]["primary"]> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db().$queryRaw`SELECT 1`,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PRIMARY_TIMEOUT_MS} ms`)), PRIMARY_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, latency_ms: Math.round((performance.now() - started) * 10) / 10 };
  } catch (err) {
    // The reason stays in the server log: it may name hosts or users.
    logger.warn("health: the primary database does not answer", { err: err instanceof Error ? err.message : String(err) });
    return { ok: false, latency_ms: null };
  } finally {
    clearTimeout(timer);
  }
}

export function appVersion(): string {
  const version = env().APP_VERSION ?? "unknown";
  const commit = env().VERCEL_GIT_COMMIT_SHA;
  return commit ? `${version}+${commit.slice(0, 12)}` : version;
}

export async function checkHealth(): Promise<HealthReport> {
  const [primary, replicaStates] = await Promise.all([checkPrimary(), Promise.all(replicas().map((r) => r.currentStatus()))]);
  // A replica is ok when it may serve reads: it answers and lags no more than the setting allows.
  const maxLag = env().DATABASE_REPLICA_MAX_LAG_S;
  const replicaReports = replicaStates.map((r) => ({ ok: r.ok && r.lag_s !== null && r.lag_s <= maxLag, lag_s: r.lag_s }));
  const status = !primary.ok ? "unavailable" : replicaReports.every((r) => r.ok) ? "ok" : "degraded";
  return { status, database: { primary, replicas: replicaReports }, version: appVersion() };
}
