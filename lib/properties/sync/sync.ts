// The property sync: reads source listings page by page and stores them as property records,
// one run at a time, recording each run (parameters, counts, outcome) in sync_runs.
import { randomUUID } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { requireRole } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import { poolOf } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { createCosmosSource, type CosmosSourceConfig, type CosmosSourceOptions, type RawSourceDocument } from "./cosmos-source";
import { storeListingPage } from "./listing-writer";
import { storeMissingListings } from "../listings/listing-batches";
import type { SyncRequest, SyncResult } from "./sync-schemas";
import { requireSourceConfig, scrubSourceSecrets } from "./source-config";
import { acquireSyncLock, currentSyncLockHolder, releaseSyncLock, renewSyncLock } from "./sync-lock";

export interface SyncOutcome {
  runId: string;
  result: SyncResult;
}

export interface SyncOptions {
  /** The SDK's throttling retry policy (defaults to the SDK's own: 9 retries, 30 s). */
  sourceOptions?: CosmosSourceOptions;
  /**
   * Next's after(): once the answer is sent, the listings the sync changed are built and stored
   * (storeMissingListings), so the first reader after a sync does not build them. Without it
   * (scripts, a scheduled run that stores once for all its states) nothing is scheduled.
   */
  afterResponse?: (work: () => Promise<unknown>) => void;
}

const THROTTLED = "Request rate is large";

/** "cron" for the scheduler, "user:<email>" for a person (sync_runs.triggered_by). */
export function triggeredBy(caller: Caller): string {
  return caller.system ? "cron" : `user:${caller.email}`;
}

function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

function causeCode(error: unknown): unknown {
  const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined;
  return errorCode(cause);
}

const NETWORK_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "ECONNRESET", "EHOSTUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

/** The API error a failed run answers with; undefined for failures that are ours (a 500). */
function sourceFailure(error: unknown, runId: string, result: SyncResult): ApiError | undefined {
  const code = errorCode(error);
  if (code === 429) {
    return new ApiError(
      "RATE_LIMITED",
      `${THROTTLED}: the source database throttled the sync and its retries ran out. ` +
        `${result.created + result.updated} listings were stored before it stopped; run the sync again later or less often.`,
      { run_id: runId, result },
    );
  }
  if (code === 401 || code === 403) {
    return new ApiError("SOURCE_NOT_CONFIGURED", "The source database rejected the configured key (COSMOS_KEY)", { run_id: runId });
  }
  if (code === 404) {
    return new ApiError("SOURCE_NOT_CONFIGURED", "The configured source database or container does not exist (COSMOS_DATABASE, COSMOS_CONTAINER)", {
      run_id: runId,
    });
  }
  if (NETWORK_CODES.has(String(code)) || NETWORK_CODES.has(String(causeCode(error)))) {
    return new ApiError("SOURCE_NOT_CONFIGURED", "The source database could not be reached at the configured COSMOS_ENDPOINT", { run_id: runId });
  }
  return undefined;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 1000 ? `${flat.slice(0, 997)}...` : flat;
}

/** Runs left "running" by a process that died; only called by the holder of the lock. */
async function closeInterruptedRuns(ctx: Ctx, runId: string): Promise<void> {
  await ctx.db.syncRun.updateMany({
    where: { status: "running", id: { not: runId } },
    data: { status: "failed", finishedAt: new Date(), error: "Interrupted: the run stopped without finishing (server restart or crash)" },
  });
}

/**
 * Pages of the source, each one requested while the previous one is being stored, so the run
 * takes about as long as the slower of reading and writing rather than their sum.
 */
async function* prefetched(pages: AsyncGenerator<RawSourceDocument[], void, undefined>): AsyncGenerator<RawSourceDocument[], void, undefined> {
  let next = pages.next();
  for (;;) {
    const { value, done } = await next;
    if (done) return;
    next = pages.next();
    // If storing this page fails, nobody awaits the read ahead; keep its rejection from going unhandled.
    next.catch(() => undefined);
    yield value;
  }
}

/**
 * Syncs the listings of one state (optionally one city, optionally at most `limit`). Throws
 * SOURCE_NOT_CONFIGURED, SYNC_IN_PROGRESS, or RATE_LIMITED ("Request rate is large") when the
 * source stays throttled; what was stored before a failure stays stored.
 */
export async function syncProperties(ctx: Ctx, input: SyncRequest, options: SyncOptions = {}): Promise<SyncOutcome> {
  requireRole(ctx.caller, "corps_admin");
  const config: CosmosSourceConfig = requireSourceConfig();
  const runId = randomUUID();
  if (!(await acquireSyncLock(ctx.db, runId))) {
    const holder = await currentSyncLockHolder(ctx.db);
    throw new ApiError("SYNC_IN_PROGRESS", "A property sync is already running; try again when it has finished", holder ? { run_id: holder } : undefined);
  }

  const result: SyncResult = { total: 0, created: 0, updated: 0, autoLinked: 0, errors: 0 };
  const params = { state: input.state, city: input.city ?? null, limit: input.limit ?? null };
  const started = performance.now();
  try {
    await closeInterruptedRuns(ctx, runId);
    await ctx.db.syncRun.create({ data: { id: runId, params, triggeredBy: triggeredBy(ctx.caller) } });
  } catch (error) {
    await releaseSyncLock(ctx.db, runId);
    throw error;
  }

  const source = createCosmosSource(config, options.sourceOptions);
  try {
    for await (const documents of prefetched(source.readListings({ state: input.state, city: input.city, limit: input.limit }))) {
      const counts = await storeListingPage(ctx.db, documents, new Date());
      result.total += documents.length;
      result.created += counts.created;
      result.updated += counts.updated;
      result.autoLinked += counts.autoLinked;
      result.errors += counts.errors;
      // Progress for the sync panel, and proof of life for the lock.
      await ctx.db.syncRun.update({ where: { id: runId }, data: { ...result } });
      if (!(await renewSyncLock(ctx.db, runId))) throw new Error("The sync lock expired and another run took it over");
    }
    await ctx.db.syncRun.update({ where: { id: runId }, data: { ...result, status: "succeeded", finishedAt: new Date() } });
    logger.info("property sync finished", { runId, ...params, ...result, ms: Math.round(performance.now() - started) });
    options.afterResponse?.(() => storeMissingListings(poolOf(ctx.db)));
    return { runId, result };
  } catch (error) {
    const message = scrubSourceSecrets(errorText(error), config);
    await ctx.db.syncRun
      .update({ where: { id: runId }, data: { ...result, status: "failed", finishedAt: new Date(), error: message } })
      .catch((updateError: unknown) => logger.error("property sync: could not record the failed run", { runId, error: errorText(updateError) }));
    logger.warn("property sync failed", { runId, ...params, ...result, error: message });
    throw sourceFailure(error, runId, result) ?? new Error(message);
  } finally {
    source.close();
    await releaseSyncLock(ctx.db, runId).catch((releaseError: unknown) =>
      logger.error("property sync: could not release the lock (it expires on its own)", { runId, error: errorText(releaseError) }),
    );
  }
}
