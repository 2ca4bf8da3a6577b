import { describe, expect, it } from "vitest";
import { api, tokenFor, uniq } from "@/tests/helpers/api";

describe("HTTP contract", () => {
  it("puts a request id on every response, and echoes a sane incoming one", async () => {
    const a = await api("/api/corps/volunteers");
    expect(a.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    const b = await api("/api/openapi.json", { headers: { "x-request-id": "trace-12345678" } });
    expect(b.headers.get("x-request-id")).toBe("trace-12345678");
  });

  it("rejects a non-UUID id with 400, never 500 or 404", async () => {
    const { token } = await tokenFor({ email: `c-${uniq()}@test.org`, role: "admin", org: "Contract Org" });
    const res = await api("/api/corps/volunteers/not-a-uuid", { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "VALIDATION_ERROR", details: { fields: { id: expect.any(String) } } } });
  });

  it("rejects malformed JSON, wrong content type and bodies over 1 MB", async () => {
    const { token } = await tokenFor({ email: `c-${uniq()}@test.org`, role: "volunteer", org: "Contract Org" });
    const malformed = await api("/api/corps/volunteers", { token, method: "POST", rawBody: "{bio: ", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: { code: "VALIDATION_ERROR" } });

    const wrongType = await api("/api/corps/volunteers", { token, method: "POST", rawBody: "bio=x", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ error: { code: "VALIDATION_ERROR" } });

    const huge = await api("/api/corps/volunteers", { token, method: "POST", rawBody: JSON.stringify({ bio: "x".repeat(1_100_000) }), headers: { "content-type": "application/json" } });
    expect(huge.status).toBe(400);
    expect(huge.body).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
  });

  it("names every bad field and rejects unknown fields", async () => {
    const { token } = await tokenFor({ email: `c-${uniq()}@test.org`, role: "volunteer", org: "Contract Org" });
    const res = await api<{ error: { code: string; details: { fields: Record<string, string> } } }>("/api/corps/volunteers", {
      token,
      body: { skills: "carpentry", max_travel_miles: "far", physical_capability: "superhuman", availability: { monday: [{ start: "25:00", end: "10:00" }] } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(res.body.error.details.fields)).toEqual(
      expect.arrayContaining(["skills", "max_travel_miles", "physical_capability", "availability.monday.0.start"]),
    );
    const unknown = await api<{ error: { details: { fields: Record<string, string> } } }>("/api/corps/volunteers", {
      token,
      body: { bio: "hi", is_active: false, stats: { total_hours: 1000 } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details.fields).toMatchObject({ is_active: "Unknown field", stats: "Unknown field" });
  });

  it("enforces pagination bounds and accepts both array encodings", async () => {
    const { token } = await tokenFor({ email: `c-${uniq()}@test.org`, role: "admin", org: "Contract Org" });
    for (const q of ["limit=0", "limit=101", "page=0", "page=abc", "limit=2.5"]) {
      const res = await api(`/api/corps/volunteers?${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    }
    const repeated = await api<{ total: number }>("/api/corps/volunteers?skills=Cooking&skills=Tutoring", { token });
    const comma = await api<{ total: number }>("/api/corps/volunteers?skills=Cooking,Tutoring", { token });
    expect(repeated.status).toBe(200);
    expect(comma.body.total).toBe(repeated.body.total);
    const one = await api<{ total: number }>("/api/corps/volunteers?skills=Cooking", { token });
    expect(repeated.body.total).toBeGreaterThanOrEqual(one.body.total);
  });

  it("answers unknown API paths with NOT_FOUND in the envelope, not an HTML page", async () => {
    const { token } = await tokenFor({ email: `c-${uniq()}@test.org`, role: "volunteer", org: "Contract Org" });
    for (const [method, path] of [
      ["GET", "/api/corps/nope"],
      ["POST", "/api/corps/volunteers/me/nothing"],
      ["GET", "/api/v1/corps/volunteers"],
      ["DELETE", "/api/corps"],
    ]) {
      const res = await api(path, { token, method });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toMatch(/application\/json/);
      expect(res.body, path).toMatchObject({ error: { code: "NOT_FOUND", message: expect.stringContaining(path) } });
    }
    // Real endpoints are untouched by the fallback.
    expect((await api("/api/corps/volunteers/me", { token })).body).toMatchObject({ error: { code: "NOT_FOUND", message: expect.stringMatching(/profile/) } });
    expect((await api("/api/corps/opportunities", { token })).status).toBe(200);
  });

  it("treats an empty query value as not given (as a GET form sends unfilled fields)", async () => {
    const { token } = await tokenFor({ email: `c-${uniq()}@test.org`, role: "volunteer", org: "Contract Org" });
    const res = await api<{ page: number; limit: number; total: number }>("/api/corps/opportunities?search=&zip_code=&org_id=&start_after=&page=&limit=&status=", { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 25 });
    const all = await api<{ total: number }>("/api/corps/opportunities", { token });
    expect(res.body.total).toBe(all.body.total);
  });

  it("never leaks a stack trace or SQL", async () => {
    const { token } = await tokenFor({ email: `c-${uniq()}@test.org`, role: "admin", org: "Contract Org" });
    const res = await api("/api/corps/volunteers?search=%27%3B%20DROP%20TABLE%20users%3B--", { token });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/at \w+ \(|SELECT|prisma/i);
  });
});
