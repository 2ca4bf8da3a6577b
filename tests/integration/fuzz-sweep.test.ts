// Every route of the served OpenAPI document (so routes added later are covered too) with bad
// ids, malformed and deeply nested JSON, huge, negative and non-numeric numbers, impossible dates
// and NUL characters: every answer is a 4xx in the error envelope, never a 5xx.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/error-codes";
import { api } from "@/tests/helpers/api";
import { cronOnly, fillPath, openApi, resolveSchema, type Operation, type SchemaObject } from "./openapi-operations";
import { routeFixtures, type RouteFixtures } from "./route-fixtures";

// Quick against the build; `next dev` compiles each route on its first request.
const SWEEP_TIMEOUT = 600_000;
const NUL = "a\u0000b";
const LONG = "x".repeat(20_000);
const INT_OVERFLOW = 2_147_483_648;

let operations: Operation[];
let schemas: Record<string, SchemaObject>;
let fx: RouteFixtures;

beforeAll(async () => {
  ({ operations, schemas } = await openApi());
  fx = await routeFixtures("Fuzz");
});

interface Problem {
  request: string;
  status: number;
  body: string;
}

/** 5xx answers, and error answers without the envelope. SOURCE_NOT_CONFIGURED (503) is a state of the server, not of the input. */
function check(problems: Problem[], request: string, res: { status: number; body: unknown; text: string }, mustBe400 = false) {
  const error = (res.body as { error?: { code?: string } } | null)?.error;
  const envelopeOk = res.status < 400 || (typeof error?.code === "string" && (ERROR_CODES as string[]).includes(error.code));
  const serverFault = res.status >= 500 && error?.code !== "SOURCE_NOT_CONFIGURED";
  if (serverFault || !envelopeOk || (mustBe400 && res.status !== 400)) problems.push({ request, status: res.status, body: res.text.slice(0, 300) });
}

function typeOf(schema: SchemaObject | undefined): string {
  const s = resolveSchema(schema, schemas);
  if (!s) return "unknown";
  if (s.enum) return "enum";
  const variant = s.anyOf ?? s.oneOf;
  if (variant) return typeOf(variant.find((v) => resolveSchema(v, schemas)?.type !== "null") ?? variant[0]);
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  if (t === "string" && (s.format === "date" || s.format === "date-time")) return s.format;
  return t ?? "unknown";
}

/** A value the schema could accept, so that one bad field at a time reaches deep checks. */
function plausible(schema: SchemaObject | undefined, depth = 0): unknown {
  const s = resolveSchema(schema, schemas);
  if (!s || depth > 4) return undefined;
  if (s.enum) return s.enum[0];
  const variant = s.anyOf ?? s.oneOf;
  if (variant) return plausible(variant.find((v) => resolveSchema(v, schemas)?.type !== "null") ?? variant[0], depth + 1);
  switch (typeOf(s)) {
    case "date":
      return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    case "date-time":
      return new Date(Date.now() + 7 * 86_400_000).toISOString();
    case "string":
      return s.format === "uuid" ? randomUUID() : s.format === "email" ? "fuzz@example.org" : s.format === "uri" ? "https://93.184.215.14/fuzz" : "Fuzz";
    case "integer":
    case "number":
      return Math.max(1, s.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return [];
    case "object": {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = plausible(s.properties?.[key], depth + 1);
      return out;
    }
    default:
      return undefined;
  }
}

/** Bad values for a field of the given type (a value of the wrong type is always among them). */
function badValues(type: string): unknown[] {
  const common = [NUL, { $gt: "" }, [NUL]];
  switch (type) {
    case "integer":
    case "number":
      return [...common, INT_OVERFLOW, 1e308, -1e308, -1, 1.5, "12abc", 99_999_999_999];
    case "date":
    case "date-time":
      return [...common, "2026-02-30", "2026-13-01T25:61:00Z", "99999-01-01", "0000-00-00", 1e308];
    case "boolean":
      return [...common, "yes", 2];
    case "array":
      return [...common, [1e308, null], Array.from({ length: 2_000 }, (_, i) => `v${i}`)];
    default:
      return [...common, LONG, 1e308, -1, "2026-02-30"];
  }
}

function queryBadValues(type: string): string[] {
  const all = ["%00", "a%00b", "-1", "1e400", "abc", "2147483648", "99999999999", "2026-02-30", "0000-00-00", encodeURIComponent(LONG.slice(0, 4_000))];
  return type === "enum" ? [...all, "nope"] : all;
}

async function call(op: Operation, path: string, init: { rawBody?: string; headers?: Record<string, string> } = {}) {
  // A cron route is 401 to anyone else before its input is looked at. Its probes (a NUL in the
  // query) are refused before its handler runs, so the job itself never runs here.
  const token = cronOnly(op) ? inject("cronSecret") : fx.admin.token;
  return api(path, { method: op.method.toUpperCase(), token, ...init });
}

describe("fuzz sweep of every route in the OpenAPI document", () => {
  it("bad ids in the path answer 4xx", async () => {
    const problems: Problem[] = [];
    for (const op of operations.filter((o) => o.path.includes("{"))) {
      for (const bad of ["not-a-uuid", "-1", "1e400", "%00", "00000000-0000-0000-0000-00000000000g", "%27%20OR%201%3D1--", "x".repeat(300), "..%2F..%2Fetc"]) {
        const path = fillPath(op.path, () => bad);
        const res = await call(op, path, op.body ? { rawBody: "{}", headers: { "content-type": "application/json" } } : {});
        check(problems, `${op.method} ${path}`, res);
        if (res.status < 400) problems.push({ request: `${op.method} ${path}`, status: res.status, body: "a bad id was accepted" });
      }
    }
    expect(problems).toEqual([]);
  }, SWEEP_TIMEOUT);

  it("bad query values answer 4xx (a NUL exactly 400)", async () => {
    const problems: Problem[] = [];
    for (const op of operations) {
      const path = fillPath(op.path, fx.idFor);
      for (const param of op.parameters.filter((p) => p.in === "query")) {
        for (const bad of queryBadValues(typeOf(param.schema))) {
          const res = await call(op, `${path}?${param.name}=${bad}`);
          check(problems, `${op.method} ${path}?${param.name}=${bad.slice(0, 40)}`, res, bad.includes("%00"));
        }
      }
      // A NUL in a parameter the route does not take is refused alike.
      check(problems, `${op.method} ${path}?zzz=%00`, await call(op, `${path}?zzz=%00`), true);
    }
    expect(problems).toEqual([]);
  }, SWEEP_TIMEOUT);

  it("malformed, deeply nested and wrongly shaped JSON bodies answer 400", async () => {
    const problems: Problem[] = [];
    const deepArray = "[".repeat(5_000) + "]".repeat(5_000);
    const deepObject = '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000);
    for (const op of operations.filter((o) => o.body)) {
      const path = fillPath(op.path, fx.idFor);
      for (const raw of ['{"a":', "{'a':1}", "nul", deepArray, deepObject, "[]", '"text"', "1e400", "null", `{"x":"${"\\u0000"}"}`]) {
        const res = await call(op, path, { rawBody: raw, headers: { "content-type": "application/json" } });
        check(problems, `${op.method} ${path} ${raw.slice(0, 30)}`, res, true);
      }
    }
    expect(problems).toEqual([]);
  }, SWEEP_TIMEOUT);

  it("bad field values (huge, negative, non-numeric, impossible dates, NUL) answer 4xx, one field at a time", async () => {
    const problems: Problem[] = [];
    for (const op of operations.filter((o) => o.body)) {
      const path = fillPath(op.path, fx.idFor);
      const schema = resolveSchema(op.body, schemas);
      const base = (plausible(schema) ?? {}) as Record<string, unknown>;
      for (const [field, fieldSchema] of Object.entries(schema?.properties ?? {})) {
        for (const bad of badValues(typeOf(fieldSchema))) {
          const res = await call(op, path, { rawBody: JSON.stringify({ ...base, [field]: bad }), headers: { "content-type": "application/json" } });
          check(problems, `${op.method} ${path} ${field}=${JSON.stringify(bad).slice(0, 40)}`, res, JSON.stringify(bad).includes("\\u0000"));
        }
      }
    }
    expect(problems).toEqual([]);
  }, SWEEP_TIMEOUT);
});

describe("NUL characters (U+0000)", () => {
  it("in a search or city query answer 400 VALIDATION_ERROR naming the parameter", async () => {
    for (const path of [
      "/api/corps/volunteers?search=%00",
      "/api/corps/opportunities?search=x%00",
      "/api/properties?search=%00",
      "/api/pm-companies?search=%00",
      "/api/properties?city=%00",
      "/api/rental-listings?state=OR&city=%00",
    ]) {
      const res = await api(path, { token: fx.admin.token });
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ error: { code: "VALIDATION_ERROR", details: { fields: expect.any(Object) } } });
    }
  });

  it("in a JSON string or key answers 400 VALIDATION_ERROR naming the field", async () => {
    const profile = `/api/corps/volunteers/${fx.org.vol1.volunteerId}`;
    const bio = await api(profile, { method: "PATCH", token: fx.org.vol1.token, body: { bio: "hello\u0000world" } });
    expect(bio.status).toBe(400);
    expect(bio.body).toMatchObject({ error: { code: "VALIDATION_ERROR", details: { fields: { bio: expect.stringMatching(/NUL/) } } } });
    const title = await api(`/api/corps/opportunities/${fx.ids.opportunities}`, { method: "PATCH", token: fx.org.recruiter.token, body: { title: "\u0000" } });
    expect(title.status).toBe(400);
    expect(title.body).toMatchObject({ error: { details: { fields: { title: expect.stringMatching(/NUL/) } } } });
    const key = await api(profile, { method: "PATCH", token: fx.org.vol1.token, body: { availability: { "mon\u0000": [] } } });
    expect(key.status).toBe(400);
    // Nothing was stored.
    expect((await api<{ bio: string | null }>("/api/corps/volunteers/me", { token: fx.org.vol1.token })).body.bio).not.toContain("\u0000");
  });
});
