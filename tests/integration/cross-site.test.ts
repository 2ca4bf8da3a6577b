// Cross-site request forgery and media types, on every unsafe route of the OpenAPI document:
// a session cookie with a foreign Origin is refused and changes nothing; the app's own Origin and
// Bearer callers (any Origin) are unaffected; a body that is not JSON is refused; a caller with no
// credential is 401 before either is looked at.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { api, testDb } from "@/tests/helpers/api";
import { cronOnly, fillPath, openApi, UNSAFE, type Operation } from "./openapi-operations";
import { routeFixtures, type RouteFixtures } from "./route-fixtures";
import { sessionCookie } from "@/tests/helpers/session-cookie";

const CROSS_SITE = /Cross-site request refused/;
/**
 * Posted by others by design, and never with anyone's cookie: one-click unsubscribe (RFC 8058,
 * from a mail provider) and the SMS provider's signed webhooks. They ignore cookies altogether.
 */
const CROSS_SITE_EXEMPT = new Set(["/api/unsubscribe/{token}", "/api/sms/inbound", "/api/sms/status"]);
// Sweeps of every route: quick against the build, slower under `next dev`, which compiles each
// route on its first request.
const SWEEP_TIMEOUT = 300_000;

let unsafe: Operation[];
let fx: RouteFixtures;
let cookie: string;

/**
 * Delivery queues whose rows the server's background senders move on their own (after() drains
 * mark e-mail sent a moment after the fixtures queued it): only which rows exist is compared, since
 * a refused request could only have added rows to them.
 */
const DELIVERY_QUEUES = new Set(["email_outbox", "events_outbox", "sms_outbox", "sms_status_events", "webhook_deliveries", "webhook_attempts"]);

/** A digest of every table the app owns (rate-limit counters aside): equal digests, nothing changed. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await testDb().$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('rate_limits', '_prisma_migrations', 'job_locks') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const row = DELIVERY_QUEUES.has(name) ? "t.id::text" : "t::text";
    const [digest] = await testDb().$queryRawUnsafe<{ digest: string | null }[]>(`SELECT md5(string_agg(${row}, '|' ORDER BY ${row})) AS digest FROM "${name}" t`);
    out[name] = digest?.digest ?? "empty";
  }
  return out;
}

function send(op: Operation, headers: Record<string, string>, rawBody?: string) {
  return api(fillPath(op.path, fx.idFor), { method: op.method.toUpperCase(), headers, rawBody });
}

beforeAll(async () => {
  unsafe = (await openApi()).operations.filter((op) => UNSAFE.has(op.method) && !CROSS_SITE_EXEMPT.has(op.path));
  fx = await routeFixtures("Cross-site");
  cookie = await sessionCookie(fx.admin.userId);
});

describe("a session cookie with a foreign Origin", () => {
  it("is refused with 403 on every unsafe route, and changes nothing", async () => {
    expect(unsafe.length).toBeGreaterThan(30);
    const before = await fingerprint();
    const attempts: [Record<string, string>, string | undefined][] = [
      // What the audit sent: a form post from another site.
      [{ origin: "http://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" }, "a=1"],
      [{ origin: "http://evil.example", "sec-fetch-site": "cross-site", "content-type": "text/plain" }, "{}"],
      [{ origin: "http://evil.example", "content-type": "application/json" }, "{}"],
      // A sibling subdomain is same-site, not same-origin; sandboxed frames send Origin: null.
      [{ origin: "http://app.evil.example:1", "sec-fetch-site": "same-site" }, undefined],
      [{ origin: "null" }, undefined],
      // No Origin, but the browser says where the request came from.
      [{ "sec-fetch-site": "cross-site" }, undefined],
    ];
    for (const op of unsafe) {
      for (const [headers, body] of attempts) {
        const res = await send(op, { cookie, ...headers }, body);
        const label = `${op.method} ${op.path} ${JSON.stringify(headers)}`;
        if (cronOnly(op)) {
          expect(res.status, label).toBe(401);
          continue;
        }
        expect(res.status, label).toBe(403);
        expect(res.body, label).toMatchObject({ error: { code: "FORBIDDEN", message: expect.stringMatching(CROSS_SITE) } });
      }
    }
    expect(await fingerprint()).toEqual(before);
  }, SWEEP_TIMEOUT);

  it("is not looked at on the exempt routes, where a cookie grants nothing", async () => {
    const before = await fingerprint();
    const headers = { cookie, origin: "http://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" };
    const unsubscribe = await api("/api/unsubscribe/bm90LWEtdG9rZW4.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", { method: "POST", headers, rawBody: "List-Unsubscribe=One-Click" });
    expect(unsubscribe.status).toBe(404);
    for (const path of ["/api/sms/inbound", "/api/sms/status"]) {
      const res = await api(path, { method: "POST", headers, rawBody: "From=%2B14155550134&Body=STOP" });
      expect(res.status, path).toBe(403);
      expect(res.text, path).not.toMatch(CROSS_SITE);
    }
    expect(await fingerprint()).toEqual(before);
  });

  it("leaves the audit's examples as they were", async () => {
    const evil = { cookie, origin: "http://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" };
    const approve = await api(`/api/corps/hours/${fx.ids.hours}/approve`, { method: "POST", headers: evil, rawBody: "" });
    expect(approve.status).toBe(403);
    const entry = await api<{ status: string }>(`/api/corps/hours/${fx.ids.hours}`, { token: fx.admin.token });
    expect(entry.body.status).toBe("pending");
    const deactivate = await api(`/api/corps/volunteers/${fx.ids.volunteers}/deactivate`, { method: "POST", headers: evil });
    expect(deactivate.status).toBe(403);
    const volunteer = await api<{ is_active: boolean }>(`/api/corps/volunteers/${fx.ids.volunteers}`, { token: fx.admin.token });
    expect(volunteer.body.is_active).toBe(true);
  });
});

describe("a caller without a credential", () => {
  it("gets 401 on every unsafe route that needs one, whatever its Origin or body type, and changes nothing", async () => {
    const guarded = unsafe.filter((op) => op.security.length > 0);
    expect(guarded.length).toBeGreaterThan(30);
    const before = await fingerprint();
    const attempts: [Record<string, string>, string | undefined][] = [
      // What fetch() sends for a string body with no headers, and what curl -d sends.
      [{ "content-type": "text/plain;charset=UTF-8" }, "{}"],
      [{ "content-type": "application/x-www-form-urlencoded" }, "a=1"],
      [{ origin: "http://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/json" }, "{}"],
      [{ "content-type": "application/json" }, "{not json"],
      [{}, undefined],
    ];
    for (const op of guarded) {
      for (const [headers, body] of attempts) {
        const res = await send(op, headers, body);
        const label = `${op.method} ${op.path} ${JSON.stringify(headers)}`;
        expect(res.status, label).toBe(401);
        expect(res.body, label).toMatchObject({ error: { code: "UNAUTHORIZED" } });
      }
    }
    expect(await fingerprint()).toEqual(before);
  }, SWEEP_TIMEOUT);
});

describe("the app's own requests", () => {
  it("pass the check on every unsafe route with the app's Origin, its Host, or Sec-Fetch-Site same-origin", async () => {
    const own = inject("baseUrl");
    const host = new URL(own).host;
    const variants: Record<string, string>[] = [
      { origin: own },
      { origin: `http://${host}`, "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-origin" },
      {},
    ];
    for (const op of unsafe) {
      for (const headers of variants) {
        const res = await send(op, { cookie, "content-type": "application/json", ...headers }, "{}");
        const label = `${op.method} ${op.path} ${JSON.stringify(headers)}`;
        expect(res.status, label).toBeLessThan(500);
        expect(res.text, label).not.toMatch(CROSS_SITE);
      }
    }
  }, SWEEP_TIMEOUT);

  it("change state with a session cookie and the app's Origin", async () => {
    const fresh = await routeFixtures("Own origin");
    const ownCookie = await sessionCookie(fresh.admin.userId);
    const res = await api(`/api/corps/hours/${fresh.ids.hours}/approve`, {
      method: "POST",
      headers: { cookie: ownCookie, origin: inject("baseUrl"), "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(200);
    expect((await api<{ status: string }>(`/api/corps/hours/${fresh.ids.hours}`, { token: fresh.admin.token })).body.status).toBe("approved");
  });
});

describe("Bearer callers", () => {
  it("are never refused for their Origin", async () => {
    const fresh = await routeFixtures("Bearer");
    for (const op of unsafe) {
      const res = await api(fillPath(op.path, fresh.idFor), {
        method: op.method.toUpperCase(),
        token: fresh.admin.token,
        headers: { origin: "http://evil.example", "sec-fetch-site": "cross-site", "content-type": "application/json" },
        rawBody: "{}",
      });
      expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
      expect(res.text, `${op.method} ${op.path}`).not.toMatch(CROSS_SITE);
    }
    const approve = await api(`/api/corps/volunteers/${fresh.org.vol2.volunteerId}/deactivate`, {
      method: "POST",
      token: fresh.admin.token,
      headers: { origin: "http://evil.example" },
    });
    expect(approve.status).toBe(200);
  }, SWEEP_TIMEOUT);
});

describe("media types", () => {
  it("a body that is not JSON, or a declared type that is not JSON, is a 400 on every unsafe route", async () => {
    for (const op of unsafe) {
      for (const [headers, body] of [
        [{ "content-type": "application/x-www-form-urlencoded" }, "a=1"],
        [{ "content-type": "text/plain" }, ""],
        [{ "content-type": "multipart/form-data; boundary=x" }, "--x--"],
        [{}, "{}"],
      ] as [Record<string, string>, string][]) {
        // An upload route documents the media types it reads besides JSON (the CSV import).
        const type = headers["content-type"]?.split(";")[0];
        if (type && op.mediaTypes.includes(type)) continue;
        const token = cronOnly(op) ? inject("cronSecret") : fx.admin.token;
        const res = await api(fillPath(op.path, fx.idFor), { method: op.method.toUpperCase(), token, headers, rawBody: body });
        const label = `${op.method} ${op.path} ${JSON.stringify(headers)}`;
        expect(res.status, label).toBe(400);
        expect(res.body, label).toMatchObject({ error: { code: "VALIDATION_ERROR", details: { fields: { "content-type": expect.any(String) } } } });
      }
    }
  }, SWEEP_TIMEOUT);

  it("JSON with a charset or a +json suffix is accepted", async () => {
    for (const type of ["application/json; charset=utf-8", "application/merge-patch+json"]) {
      const res = await api("/api/corps/notifications/read-all", { method: "POST", token: fx.admin.token, headers: { "content-type": type }, rawBody: "{}" });
      expect(res.status, type).toBe(200);
    }
  });
});

describe("Cache-Control", () => {
  it("is no-store on authenticated answers, errors included", async () => {
    expect((await api("/api/corps/opportunities", { token: fx.admin.token })).headers.get("cache-control")).toBe("no-store");
    expect((await api(`/api/corps/hours/${fx.ids.hours}`, { headers: { cookie } })).headers.get("cache-control")).toBe("no-store");
    expect((await api("/api/corps/opportunities")).headers.get("cache-control")).toBe("no-store");
  });
});
