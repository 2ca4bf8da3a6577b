// Connections per instance (DATABASE_POOL_MAX), `npm run db:migrate` through DIRECT_DATABASE_URL,
// and GET /api/health with the database up and cut off. The app here runs on a database of its
// own behind a TCP proxy the test can cut, so "the database stopped" stops nothing shared.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { databaseUrl } from "@/scripts/db/database-admin";
import { listMigrations, migrate } from "@/scripts/db/migrate";
import { startAppServer, type AppServer } from "../support/app-server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { freePort, freshDatabase } from "../support/test-stack";

type Health = { status: string; database: { primary: { ok: boolean; latency_ms: number | null }; replicas: unknown[] }; version: string };

let database: { url: string; drop(): Promise<void> };
let proxy: TcpProxy;
let app: AppServer & { logs(): string };
let admin: pg.Client;
let token: string;
const secret = randomBytes(32).toString("base64url");

/** The database's URL with the proxy's port instead of the server's. */
function viaProxy(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}

beforeAll(async () => {
  database = await freshDatabase("pool");
  await migrate(database.url);
  const db = createDb(database.url, 1);
  const user = await ensureUser(db, { email: `pool-${randomBytes(3).toString("hex")}@test.org`, role: "recruiter", org: "Pool Org", name: "Pat Pool" });
  const start = new Date(Date.now() + 86_400_000);
  await db.opportunity.createMany({
    data: Array.from({ length: 30 }, (_, i) => ({ orgId: user.orgId as string, title: `Shift ${i}`, status: "published" as const, startDatetime: start, endDatetime: new Date(start.getTime() + 3_600_000) })),
  });
  await db.$disconnect();
  token = await issueToken(user, secret, 1);

  const server = new URL(database.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  admin = new pg.Client({ connectionString: databaseUrl(database.url, "postgres") });
  await admin.connect();
  app = await startAppServer({
    DATABASE_URL: viaProxy(database.url, proxy.port),
    DATABASE_POOL_MAX: "2",
    NEXTAUTH_SECRET: secret,
    // One failing credential per window: any counting of the health check would show at once.
    RATE_LIMIT_FAILED_AUTH: "1",
  });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await admin?.end();
  await database?.drop();
});

async function get<T>(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: T; text: string }> {
  const res = await fetch(`${app.baseUrl}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, body: (text.startsWith("{") ? JSON.parse(text) : text) as T, text };
}

describe("DATABASE_POOL_MAX", () => {
  it("holds at most 2 server connections while 50 requests run at once", async () => {
    const name = new URL(database.url).pathname.slice(1);
    let most = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const { rows } = await admin.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [name]);
        most = Math.max(most, rows[0].n);
        await new Promise((r) => setTimeout(r, 2));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => get<{ total: number }>(`/api/corps/opportunities?page=${(i % 3) + 1}&limit=10&status=published`, { authorization: `Bearer ${token}` })),
    );
    polling = false;
    await poll;
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(answers[0].body.total).toBe(30);
    expect(most).toBeGreaterThanOrEqual(1);
    expect(most).toBeLessThanOrEqual(2);
    // They are the app's pool, named so in pg_stat_activity.
    const { rows } = await admin.query<{ app: string }>("SELECT DISTINCT application_name AS app FROM pg_stat_activity WHERE datname = $1", [name]);
    expect(rows.map((r) => r.app)).toEqual(["corps"]);
  });
});

describe("GET /api/health", () => {
  it("is 200 with the primary's state while the database answers", async () => {
    const res = await get<Health>("/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", database: { primary: { ok: true, latency_ms: expect.any(Number) }, replicas: [] }, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it("ignores credentials and is never rate limited", async () => {
    // A protected route counts a failing token: the second is over the limit of 1.
    await get("/api/corps/opportunities", { authorization: "Bearer not-a-token" });
    expect((await get("/api/corps/opportunities", { authorization: "Bearer not-a-token" })).status).toBe(429);
    for (let i = 0; i < 10; i++) {
      const res = await get<Health>("/api/health", { authorization: "Bearer not-a-token", cookie: "next-auth.session-token=garbage" });
      expect(res.status).toBe(200);
    }
  });

  it("is 503 while the database is cut off, without saying where it is, and 200 again once it is back", async () => {
    await proxy.cut();
    try {
      const res = await get<Health>("/api/health");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: "unavailable", database: { primary: { ok: false, latency_ms: null }, replicas: [] }, version: expect.any(String) });
      expect(res.text).not.toMatch(/127\.0\.0\.1|postgres|ECONNREFUSED|password/i);
      expect(app.logs()).toMatch(/health: the primary database does not answer/);
    } finally {
      await proxy.restore();
    }
    expect((await get("/api/health")).status).toBe(200);
  });

  it("documents both answers and serves no other method", async () => {
    const doc = await get<{ paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }> }>> }>("/api/openapi.json");
    const op = doc.body.paths["/api/health"].get;
    expect(op.responses["200"].content?.["application/json"].schema.$ref).toBe("#/components/schemas/HealthReport");
    expect(op.responses["503"].content?.["application/json"].schema.$ref).toBe("#/components/schemas/HealthReport");
    const post = await fetch(`${app.baseUrl}/api/health`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toContain("GET");
  });
});

/** Runs `npm run db:migrate` with these settings; resolves with its exit code and output. */
function dbMigrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "db:migrate"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("npm run db:migrate", () => {
  it("migrates through DIRECT_DATABASE_URL when DATABASE_URL (the pooler) refuses connections", async () => {
    const target = await freshDatabase("direct");
    try {
      const refusing = `postgres://nobody@127.0.0.1:${await freePort()}/nowhere`;
      const without = await dbMigrate({ DATABASE_URL: refusing, DIRECT_DATABASE_URL: "" });
      expect(without.code).not.toBe(0);
      expect(without.output).toMatch(/ECONNREFUSED|connect/i);

      const res = await dbMigrate({ DATABASE_URL: refusing, DIRECT_DATABASE_URL: target.url });
      expect(res.code, res.output).toBe(0);
      expect(res.output).toMatch(new RegExp(`Applied ${listMigrations().length} migration`));
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL");
      await client.end();
      expect(rows[0].n).toBe(listMigrations().length);
    } finally {
      await target.drop();
    }
  }, 120_000);
});
