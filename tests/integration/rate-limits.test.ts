// Rate limits on servers of their own (low limits, a 10-second window: long enough for a loaded
// machine to make a test's requests within one window), two app instances on one
// PostgreSQL: failed authentication per client address, expensive routes per caller.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb, type Db } from "@/lib/db/client";
import { startSecondAppServer, type AppServer } from "../support/app-server";
import { startTestStack, type TestStack } from "../support/test-stack";

const LIMITS = { RATE_LIMIT_FAILED_AUTH: "5", RATE_LIMIT_EXPENSIVE: "3", RATE_LIMIT_WINDOW_SECONDS: "10" };

let first: TestStack;
let second: AppServer;
let db: Db;
let n = 0;

async function tokenFor(role: "volunteer" | "corps_admin") {
  const user = await ensureUser(db, { email: `rl-${role}-${++n}-${Date.now()}@test.org`, role, org: "Rate Limit Org", name: "Rate Limited" });
  return issueToken(user, first.secret, 1);
}

async function get(base: string, path: string, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, { headers });
  const text = await res.text();
  const json = res.headers.get("content-type")?.includes("json") && text;
  return { status: res.status, headers: res.headers, body: json ? (JSON.parse(text) as { error?: { code: string; details?: { retry_after_seconds?: number } } }) : null };
}

beforeAll(async () => {
  first = await startTestStack({ extraEnv: LIMITS });
  second = await startSecondAppServer(first, LIMITS);
  db = createDb(first.databaseUrl, 2);
}, 180_000);

afterAll(async () => {
  await db?.$disconnect();
  await second?.stop();
  await first?.stop();
});

describe("failed authentication, per client address", () => {
  it("answers 429 with Retry-After past the limit, never to a valid credential, and works again after the window", async () => {
    const ip = { "x-real-ip": "203.0.113.10" };
    const bad = { ...ip, authorization: "Bearer not-a-token" };
    for (let i = 0; i < 5; i++) expect((await get(first.baseUrl, "/api/corps/opportunities", i % 2 ? bad : ip)).status).toBe(401);
    const limited = await get(first.baseUrl, "/api/corps/opportunities", bad);
    expect(limited.status).toBe(429);
    expect(limited.body?.error?.code).toBe("RATE_LIMITED");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect(limited.body?.error?.details?.retry_after_seconds).toBe(retryAfter);
    // Anonymous requests count as failures too.
    expect((await get(first.baseUrl, "/api/corps/opportunities", ip)).status).toBe(429);

    // A valid credential from the same address is never refused by this limit.
    const token = await tokenFor("volunteer");
    for (let i = 0; i < 3; i++) expect((await get(first.baseUrl, "/api/corps/opportunities", { ...ip, authorization: `Bearer ${token}` })).status).toBe(200);
    // Another address is not affected.
    expect((await get(first.baseUrl, "/api/corps/opportunities", { "x-real-ip": "203.0.113.11" })).status).toBe(401);

    await new Promise((r) => setTimeout(r, retryAfter * 1000 + 300));
    expect((await get(first.baseUrl, "/api/corps/opportunities", bad)).status).toBe(401);
  }, 60_000);

  it("is one count across two app instances on one database", async () => {
    const ip = { "x-real-ip": "203.0.113.20", authorization: "Bearer forged" };
    for (let i = 0; i < 3; i++) expect((await get(first.baseUrl, "/api/corps/hours/me", ip)).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await get(second.baseUrl, "/api/corps/hours/me", ip)).status).toBe(401);
    expect((await get(second.baseUrl, "/api/corps/hours/me", ip)).status).toBe(429);
    expect((await get(first.baseUrl, "/api/corps/hours/me", ip)).status).toBe(429);
    const [row] = await db.$queryRawUnsafe<{ points: number }[]>(`SELECT points FROM rate_limits WHERE key = 'auth:203.0.113.20'`);
    expect(row?.points).toBe(7);
  }, 60_000);
});

describe("expensive routes, per caller", () => {
  it("limits each caller's exports across instances; invalid requests and other callers are not counted", async () => {
    const token = await tokenFor("corps_admin");
    const other = await tokenFor("corps_admin");
    const auth = { authorization: `Bearer ${token}` };
    // Refused input costs nothing.
    for (let i = 0; i < 4; i++) expect((await get(first.baseUrl, "/api/corps/reports/export?report_type=nope", auth)).status).toBe(400);
    expect((await get(first.baseUrl, "/api/corps/reports/export?report_type=hours&format=csv", auth)).status).toBe(200);
    expect((await get(second.baseUrl, "/api/corps/reports/export?report_type=hours&format=csv", auth)).status).toBe(200);
    expect((await get(first.baseUrl, "/api/corps/reports/export?report_type=hours&format=csv", auth)).status).toBe(200);
    const limited = await get(second.baseUrl, "/api/corps/reports/export?report_type=hours&format=csv", auth);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await get(first.baseUrl, "/api/corps/reports/export?report_type=hours&format=csv", { authorization: `Bearer ${other}` })).status).toBe(200);
    // Reports are a budget of their own.
    expect((await get(first.baseUrl, "/api/corps/reports/participation", auth)).status).toBe(200);
  }, 60_000);
});
