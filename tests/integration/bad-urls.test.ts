// Undecodable percent-encoding anywhere in a URL, on every route of the OpenAPI document and on
// unknown paths: 400 VALIDATION_ERROR in the envelope with the security headers, never Next's
// bare 500. Oversize URLs: an envelope where the app gets to answer.
import { beforeAll, describe, expect, it } from "vitest";
import { api, tokenFor, uniq } from "@/tests/helpers/api";
import { fillPath, openApi, type Operation } from "./openapi-operations";

const BAD = ["%ff", "%ED%A0%80", "%E2%82"];

function expectSecurityHeaders(headers: Headers, label: string) {
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("x-frame-options"), label).toMatch(/sameorigin|deny/i);
  expect(headers.get("referrer-policy"), label).toBeTruthy();
  expect(headers.get("content-security-policy"), label).toContain("default-src 'none'");
  expect(headers.get("x-request-id"), label).toBeTruthy();
}

let operations: Operation[];
let token: string;

beforeAll(async () => {
  operations = (await openApi()).operations;
  token = (await tokenFor({ email: `bad-url-${uniq()}@test.org`, role: "admin", org: "Bad URL Org" })).token;
});

describe("undecodable URLs", () => {
  it("answer 400 in the envelope as a path id, on every route with a path parameter", async () => {
    const withParams = operations.filter((op) => op.path.includes("{"));
    expect(withParams.length).toBeGreaterThan(20);
    for (const op of withParams) {
      for (const bad of BAD) {
        const path = fillPath(op.path, () => bad);
        const res = await api(path, { method: op.method.toUpperCase(), token });
        const label = `${op.method} ${path}`;
        expect(res.status, label).toBe(400);
        expect(res.body, label).toMatchObject({ error: { code: "VALIDATION_ERROR", details: { fields: { path: expect.any(String) } } } });
        expectSecurityHeaders(res.headers, label);
      }
    }
  });

  it("answer 400 in the envelope as a query value or key, on every route", async () => {
    for (const op of operations) {
      const path = fillPath(op.path, () => "00000000-0000-4000-8000-000000000000");
      for (const query of [`?search=${BAD[0]}`, `?x=1&${BAD[1]}=2`]) {
        const res = await api(path + query, { method: op.method.toUpperCase(), token });
        const label = `${op.method} ${path}${query}`;
        expect(res.status, label).toBe(400);
        expect(res.body, label).toMatchObject({ error: { code: "VALIDATION_ERROR", details: { fields: { query: expect.any(String) } } } });
        expectSecurityHeaders(res.headers, label);
      }
    }
  });

  it("answer 400 on unknown API paths and without a credential too", async () => {
    for (const path of ["/api/corps/nope/%ff", "/api/%ED%A0%80", "/api/corps/opportunities/%ff"]) {
      const res = await api(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
      expectSecurityHeaders(res.headers, path);
    }
  });

  it("answer a plain 400 (not 500) on pages", async () => {
    const res = await api("/opportunities/%ff");
    expect(res.status).toBe(400);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("oversize URLs", () => {
  it("a long id the server lets through is a 400 envelope", async () => {
    const res = await api(`/api/corps/opportunities/${"a".repeat(8_000)}`, { token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
  });
});
