// An unreachable database is a 503, not a 500 (issue 32, docs/decisions/045): every API route
// answers SERVICE_UNAVAILABLE in the envelope with Retry-After: 5, pages a short "temporarily
// unavailable" page, and service resumes by itself once the database is back. The app runs on a
// database of its own behind a TCP proxy that the test cuts (connections dropped, new ones
// refused) and restores, so nothing shared is stopped; a third case points an app at a port
// that refuses from the start.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { migrate } from "@/scripts/db/migrate";
import { startAppServer, type AppServer } from "../support/app-server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { freePort, freshDatabase } from "../support/test-stack";
import type { ErrorBody } from "../helpers/request";

let database: { url: string; drop(): Promise<void> };
let proxy: TcpProxy;
let app: AppServer & { logs(): string };
let token: string;
const secret = randomBytes(32).toString("base64url");

/** The database's URL with another port (the proxy's, or one that refuses). */
function onPort(url: string, port: number): string {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
}

/** A sample of API routes: reads of each domain, a streamed read, an export and a write. */
const ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/corps/opportunities?status=published" },
  { method: "GET", path: "/api/properties" },
  { method: "GET", path: "/api/rental-listings" },
  { method: "GET", path: "/api/corps/reports/export?report_type=hours&format=csv" },
  { method: "GET", path: "/api/corps/notifications" },
  { method: "POST", path: "/api/corps/volunteers", body: { zip_code: "97214", skills: ["Cooking"] } },
];

async function call(base: string, route: { method: string; path: string; body?: unknown }, auth = true) {
  const res = await fetch(`${base}${route.path}`, {
    method: route.method,
    headers: { ...(auth ? { authorization: `Bearer ${token}` } : {}), ...(route.body ? { "content-type": "application/json" } : {}) },
    body: route.body ? JSON.stringify(route.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

function expectUnavailable(res: { status: number; headers: Headers; text: string }, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(503);
  expect(res.headers.get("retry-after"), what).toBe("5");
  const body = JSON.parse(res.text) as ErrorBody;
  expect(body.error.code, what).toBe("SERVICE_UNAVAILABLE");
  expect(res.text, what).not.toMatch(/127\.0\.0\.1|ECONN|postgres|prisma/i);
}

/** Asks until `ok` holds or `ms` passed; the last answer is returned either way. */
async function eventually<T>(ask: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await ask();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  database = await freshDatabase("unavailable");
  await migrate(database.url);
  const db = createDb(database.url, 1);
  const user = await ensureUser(db, { email: `down-${randomBytes(3).toString("hex")}@test.org`, role: "recruiter", org: "Down Org", name: "Dana Down" });
  await db.$disconnect();
  token = await issueToken(user, secret, 1);
  const server = new URL(database.url);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  app = await startAppServer({ DATABASE_URL: onPort(database.url, proxy.port), NEXTAUTH_SECRET: secret, RATE_LIMIT_EXPENSIVE: "100000", RATE_LIMIT_LISTINGS: "100000" });
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await proxy?.close();
  await database?.drop();
});

describe("the database cut off while the app runs", () => {
  it("answers 503 SERVICE_UNAVAILABLE with Retry-After: 5 on every API route, a 503 page on pages, and serves again once it is back", async () => {
    // Up: the routes answer, and the pool holds open connections that the cut will drop.
    for (const route of ROUTES.filter((r) => r.method === "GET")) expect((await call(app.baseUrl, route)).status, route.path).toBe(200);
    expect((await fetch(`${app.baseUrl}/`)).status).toBe(200);

    await proxy.cut();
    try {
      for (const route of ROUTES) expectUnavailable(await call(app.baseUrl, route), `${route.method} ${route.path}`);
      const page = await eventually(() => fetch(`${app.baseUrl}/opportunities`), (res) => res.status === 503);
      expect(page.status).toBe(503);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      expect(page.headers.get("retry-after")).toBe("5");
      const html = await page.text();
      expect(html).toMatch(/<h1>Temporarily unavailable<\/h1>/);
      expect(html).toMatch(/<html lang="en">/);
      expect(html).not.toMatch(/127\.0\.0\.1|ECONN|postgres/i);
      // Anonymous callers are told 401 before anything is read: no database involved.
      expect((await call(app.baseUrl, ROUTES[0], false)).status).toBe(401);
    } finally {
      await proxy.restore();
    }

    // Back, with no restart of the app: every route answers again.
    for (const route of ROUTES.filter((r) => r.method === "GET")) {
      const res = await eventually(() => call(app.baseUrl, route), (r) => r.status === 200);
      expect(res.status, `${route.path}: ${res.text.slice(0, 300)}`).toBe(200);
    }
    const page = await eventually(() => fetch(`${app.baseUrl}/opportunities`), (res) => res.status !== 503);
    expect(page.status).not.toBe(503);
    expect(app.logs()).toMatch(/database unreachable/);
    expect(app.logs()).not.toMatch(/unhandled error/);
  }, 120_000);
});

describe("an app pointed at a port that refuses", () => {
  it("answers 503 on the API and the page from its first request", async () => {
    const refusing = await startAppServer({ DATABASE_URL: onPort(database.url, await freePort()), NEXTAUTH_SECRET: secret });
    try {
      for (const route of ROUTES) expectUnavailable(await call(refusing.baseUrl, route), `${route.method} ${route.path}`);
      const page = await fetch(`${refusing.baseUrl}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toMatch(/Temporarily unavailable/);
    } finally {
      await refusing.stop();
    }
  }, 120_000);
});

describe("the OpenAPI document", () => {
  type Op = { responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, unknown> }> };
  it("lists 503 SERVICE_UNAVAILABLE with Retry-After on every operation, and both media types of the report export", async () => {
    const doc = (await (await fetch(`${app.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Op>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method, op } of operations) {
      if (path === "/api/health") continue; // its 503 is its own report (HealthReport)
      const unavailable = op.responses["503"];
      expect(unavailable?.description, `${method} ${path}`).toMatch(/SERVICE_UNAVAILABLE/);
      expect(unavailable?.headers?.["Retry-After"], `${method} ${path}`).toBeDefined();
    }
    const exportOp = doc.paths["/api/corps/reports/export"].get;
    expect(Object.keys(exportOp.responses["200"].content ?? {}).sort()).toEqual(["application/pdf", "text/csv"]);
  });
});
