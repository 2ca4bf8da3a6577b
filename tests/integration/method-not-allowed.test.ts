// A method a route does not serve gets 405 METHOD_NOT_ALLOWED in the error envelope with an
// Allow header naming what it does serve, for every path of the served OpenAPI document (so
// routes added later are covered; literal paths such as /volunteers/me are checked against their
// own route, not the /volunteers/{id} beside them), signed in or not; unknown paths stay 404.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { api, tokenFor, uniq } from "@/tests/helpers/api";
import { fillPath, openApi } from "./openapi-operations";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

describe("methods a route does not serve", () => {
  it("answer 405 in the envelope with Allow on every documented path", async () => {
    const { operations } = await openApi();
    const byPath = new Map<string, Set<string>>();
    for (const op of operations) byPath.set(op.path, (byPath.get(op.path) ?? new Set()).add(op.method.toUpperCase()));
    const problems: string[] = [];
    let checked = 0;
    for (const [path, served] of byPath) {
      const url = fillPath(path, () => randomUUID());
      const allow = [...served, "OPTIONS", ...(served.has("GET") ? ["HEAD"] : [])].sort().join(", ");
      for (const method of METHODS.filter((m) => !served.has(m))) {
        checked++;
        const res = await api<{ error?: { code?: string; message?: string; details?: { allowed?: string[] } } }>(url, { method, ...(method === "GET" ? {} : { rawBody: "{}", headers: { "content-type": "application/json" } }) });
        const ok = res.status === 405 && res.body.error?.code === "METHOD_NOT_ALLOWED" && res.headers.get("allow") === allow && res.body.error.details?.allowed?.join(", ") === allow;
        if (!ok) problems.push(`${method} ${path}: ${res.status} allow=${res.headers.get("allow")} ${res.text.slice(0, 160)}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  }, 300_000);

  it("names the route in the message, says no-store, and lets a served method through", async () => {
    const { token } = await tokenFor({ email: `m405-${uniq()}@test.org`, role: "recruiter", org: `M405 ${uniq()}` });
    const put = await api<{ error: { code: string; message: string } }>("/api/rental-listings", { method: "PUT", token, rawBody: "{}", headers: { "content-type": "application/json" } });
    expect(put.status).toBe(405);
    expect(put.body.error.message).toBe("PUT is not served on /api/rental-listings; it answers GET, HEAD, OPTIONS");
    expect(put.headers.get("cache-control")).toBe("no-store");
    expect(put.headers.get("x-content-type-options")).toBe("nosniff");
    const get = await api("/api/rental-listings?city=NoSuchTownAnywhere", { token });
    expect(get.status).toBe(200);
  });

  it("leave unknown paths to the NOT_FOUND answer and OPTIONS to Next", async () => {
    const unknown = await api<{ error: { code: string } }>("/api/corps/no-such-thing", { method: "PUT", rawBody: "{}", headers: { "content-type": "application/json" } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
    const options = await api("/api/rental-listings", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toContain("GET");
  });
});
