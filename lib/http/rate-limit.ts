// Rate limits, counted by rate-limiter-flexible in PostgreSQL (table rate_limits, created by a
// migration) so that every app instance on one database shares the counts. Two kinds:
// failed authentications per client address, and expensive routes per caller.
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Caller } from "@/lib/auth/caller";
import { db, poolOf } from "@/lib/db/client";
import { env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { ApiError } from "@/lib/errors/api-error";

/** Groups of expensive routes; each caller has its own budget per group and window. */
export type RateLimitGroup = "export" | "report" | "notify" | "sync" | "listings";

type LimiterName = RateLimitGroup | "auth" | "public";

const globalForLimits = globalThis as unknown as { __corpsLimiters?: Map<LimiterName, RateLimiterAbstract> };
const limiters = (globalForLimits.__corpsLimiters ??= new Map());

function pointsOf(name: LimiterName): number {
  const e = env();
  if (name === "auth") return e.RATE_LIMIT_FAILED_AUTH;
  if (name === "listings") return e.RATE_LIMIT_LISTINGS;
  if (name === "public") return e.RATE_LIMIT_PUBLIC;
  return e.RATE_LIMIT_EXPENSIVE;
}

function limiter(name: LimiterName): RateLimiterAbstract {
  let l = limiters.get(name);
  if (!l) {
    const opts = { keyPrefix: name, points: pointsOf(name), duration: env().RATE_LIMIT_WINDOW_SECONDS };
    l = new RateLimiterPostgres({
      ...opts,
      // The app's own pool (lib/db/client.ts), so the limiter adds no connections of its own.
      storeClient: poolOf(db()),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      // Once over the limit, a key is refused from memory until its window ends: a flood of bad
      // requests then costs no query each (the count in PostgreSQL already says "over").
      inMemoryBlockOnConsumed: opts.points + 1,
      // When the database cannot be reached, count in this process rather than fail requests.
      insuranceLimiter: new RateLimiterMemory(opts),
    });
    limiters.set(name, l);
  }
  return l;
}

/** Counts one request against `key`; throws RATE_LIMITED (with retry_after_seconds) over the limit. */
async function consume(name: LimiterName, key: string): Promise<void> {
  if (pointsOf(name) === 0) return;
  try {
    await limiter(name).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw new ApiError("RATE_LIMITED", `Too many requests; try again in ${seconds} s`, { retry_after_seconds: seconds });
    }
    // Both the store and its in-memory insurance failed: never turn that into a refusal.
    logger.error("rate limiter failed", { limiter: name, err });
  }
}

/** A request whose credential was missing or failed: counted per client address. */
export function countFailedAuth(ip: string): Promise<void> {
  return consume("auth", ip);
}

/** A call to the public API (no sign-in): counted per client address. */
export function countPublicCall(ip: string): Promise<void> {
  return consume("public", ip);
}

/** A call to an expensive route: counted per caller and group. Scheduled jobs are not limited. */
export function countExpensiveCall(group: RateLimitGroup, caller: Caller): Promise<void> {
  if (caller.system) return Promise.resolve();
  return consume(group, caller.id);
}
