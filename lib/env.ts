// The one place that reads process.env: every setting is validated here, once, with zod.
import { z } from "zod";
import { canonicalTimeZone } from "@/lib/time/time-zone";

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : ["1", "true", "yes", "on"].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  VERCEL: flag,
  // Set by Vercel on each deployment; reported by /api/health beside the package version.
  VERCEL_GIT_COMMIT_SHA: optionalString,
  // package.json's version, set at build time by next.config.ts (env).
  APP_VERSION: optionalString,
  DATABASE_URL: optionalString,
  // Connections per app instance (per pool: the primary's and each replica's). Unset: 10, or 1
  // on Vercel, where hundreds of instances share one database (README, Deploying).
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).optional(),
  // How long an idle connection stays open. Unset: 10 s, or 5 s on Vercel.
  DATABASE_POOL_IDLE_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  // A direct (not pooled) connection for `npm run db:migrate` only: advisory locks and DDL need one.
  DIRECT_DATABASE_URL: optionalString,
  // Read-only replicas for the heavy reads (docs/decisions/100-read-replicas.md), comma separated.
  DATABASE_REPLICA_URLS: optionalString.refine(
    (v) => v === undefined || v.split(",").every((u) => u.trim() === "" || /^postgres(ql)?:\/\/\S+$/.test(u.trim())),
    "Each entry must be a postgres:// or postgresql:// URL",
  ),
  // A replica further behind than this is skipped until it catches up.
  DATABASE_REPLICA_MAX_LAG_S: z.coerce.number().min(0).max(86_400).default(10),
  // Organization-wide aggregates kept per instance while their data is unchanged (0 turns it off):
  // docs/decisions/112-kept-aggregates.md.
  AGGREGATE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  // Set by scripts/run.ts when it started the embedded PostgreSQL for this process.
  EMBEDDED_DB: flag,
  NEXTAUTH_SECRET: optionalString,
  // Seals the organizations' credential signing keys (docs/decisions/071-issuer-keys.md): required
  // to issue or verify credentials; `npm run dev`/`start` generate one into .data/ on the embedded
  // default. Changing it makes the stored keys unreadable.
  CREDENTIALS_SECRET: optionalString.refine((v) => v === undefined || v.length >= 16, "Must be at least 16 characters"),
  NEXTAUTH_URL: optionalString,
  APP_URL: optionalString,
  DEMO_SIGNIN: flag,
  OIDC_ISSUER: optionalString,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: optionalString,
  // Expected `aud` of the provider's access tokens used as Bearer tokens; unset: none accepted.
  OIDC_AUDIENCE: optionalString,
  // 1: the provider verifies every e-mail but sends no email_verified claim (README, Settings).
  OIDC_TRUST_EMAIL: flag,
  OIDC_DEFAULT_ORG: optionalString,
  TOKEN_TTL_DAYS: z.coerce.number().int().positive().max(3650).default(30),
  CRON_SECRET: optionalString,
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalString,
  EMAIL_FROM: optionalString,
  // SMS through Twilio's Messages API (issue 31). Without the SID, token and a sender (TWILIO_FROM
  // or TWILIO_MESSAGING_SERVICE_SID) texts stay in the outbox, shown in the admin mailbox.
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: optionalString,
  // The Messages API's host; tests point it at a local recorder.
  TWILIO_API_BASE: optionalString.transform((v) => (v ?? "https://api.twilio.com").replace(/\/$/, "")),
  COSMOS_ENDPOINT: optionalString,
  COSMOS_KEY: optionalString,
  COSMOS_DATABASE: optionalString,
  COSMOS_CONTAINER: optionalString,
  SYNC_STATES: optionalString,
  TILE_URL: optionalString,
  WEBHOOK_ALLOW_PRIVATE: flag,
  // Rate limits (counted in PostgreSQL, so every instance shares them); 0 turns one off.
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  RATE_LIMIT_FAILED_AUTH: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_EXPENSIVE: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_LISTINGS: z.coerce.number().int().min(0).default(120),
  // POST /api/credentials/verify, per client address (it is public).
  RATE_LIMIT_VERIFY: z.coerce.number().int().min(0).default(60),
  // One-click unsubscribe POSTs per client address and window (issue 31).
  RATE_LIMIT_UNSUBSCRIBE: z.coerce.number().int().min(0).default(30),
  // Calls to the public API (GET /api/public/...) per client address and window.
  RATE_LIMIT_PUBLIC: z.coerce.number().int().min(0).default(120),
  // Time zone of organizations that did not choose one (recurring series keep their local time in it).
  DEFAULT_TIMEZONE: optionalString.transform((v, ctx) => {
    if (v === undefined) return undefined;
    const zone = canonicalTimeZone(v);
    if (!zone) ctx.addIssue({ code: "custom", message: `Not an IANA time zone: ${v}` });
    return zone ?? undefined;
  }),
  // bench/*.ts only: the benchmark database (never the demo one) and the running app to measure.
  BENCH_DATABASE_URL: optionalString,
  BENCH_BASE_URL: optionalString,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Validated settings. Throws one readable error listing every bad variable. */
export function env(): Env {
  if (cached) return cached;
  // APP_VERSION is named literally so that the build can put its value in (next.config.ts env).
  const parsed = envSchema.safeParse({ ...process.env, APP_VERSION: process.env.APP_VERSION });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change process.env between cases; production never calls this. */
export function resetEnvCache(): void {
  cached = undefined;
}

/**
 * Checks made when a server starts. On Vercel the file system is not durable, so the embedded
 * database cannot be used and a missing DATABASE_URL must stop start-up with a clear message.
 */
export function assertStartupEnv(e: Env = env()): void {
  if (e.VERCEL && !e.DATABASE_URL) {
    throw new Error(
      "DATABASE_URL is not set. On Vercel the embedded database cannot be used because the file " +
        "system is not durable: set DATABASE_URL to a managed PostgreSQL (see README, Deploy).",
    );
  }
  if (e.NODE_ENV === "production" && !e.NEXTAUTH_SECRET) {
    throw new Error("NEXTAUTH_SECRET is not set: it signs sessions and API tokens (see README).");
  }
}

/** Demo sign-in: on for the embedded default, off in production unless DEMO_SIGNIN=1. */
export function demoSignInEnabled(e: Env = env()): boolean {
  if (e.DEMO_SIGNIN !== undefined) return e.DEMO_SIGNIN;
  return Boolean(e.EMBEDDED_DB) || e.NODE_ENV !== "production";
}

export function oidcConfigured(e: Env = env()): boolean {
  return Boolean(e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET);
}

/** Public base URL used in e-mail links, calendar feeds and QR codes. */
export function appUrl(e: Env = env()): string {
  return (e.APP_URL ?? e.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, "");
}

/**
 * Map tile URL template of the heatmap (Leaflet syntax), or null: without TILE_URL the map is
 * drawn from the bundled outlines and asks no outside server. Its host is allowed by the CSP.
 */
export function tileUrl(e: Env = env()): string | null {
  return e.TILE_URL ?? null;
}

/** Pool settings of every client the app serves from (the primary and each replica). */
export function databasePoolSettings(e: Env = env()): { max: number; idleMs: number } {
  return {
    max: e.DATABASE_POOL_MAX ?? (e.VERCEL ? 1 : 10),
    idleMs: e.DATABASE_POOL_IDLE_MS ?? (e.VERCEL ? 5_000 : 10_000),
  };
}

/** DATABASE_REPLICA_URLS as a list (empty: no replicas). */
export function replicaUrls(e: Env = env()): string[] {
  return (e.DATABASE_REPLICA_URLS ?? "")
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);
}

export function cosmosConfig(e: Env = env()) {
  return {
    endpoint: e.COSMOS_ENDPOINT,
    key: e.COSMOS_KEY,
    database: e.COSMOS_DATABASE,
    container: e.COSMOS_CONTAINER,
  };
}

export function syncStates(e: Env = env()): string[] {
  return (e.SYNC_STATES ?? "OR")
    .split(",")
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
}
