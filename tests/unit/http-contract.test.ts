import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/errors/api-error";
import { errorResponse } from "@/lib/http/error-response";
import { pagination, queryArray, queryBoolean } from "@/lib/schemas/common-schemas";
import { jsonBody, queryObject } from "@/lib/http/parse-request";

describe("error envelope", () => {
  it("maps ApiError codes to their status with details", async () => {
    const res = errorResponse(ApiError.invalidState("draft", "completed"), "req-1");
    expect(res.status).toBe(409);
    expect(res.headers.get("x-request-id")).toBe("req-1");
    expect(await res.json()).toEqual({
      error: { code: "INVALID_STATE", message: "Cannot change status from draft to completed", details: { from: "draft", to: "completed" } },
    });
  });

  it("turns zod errors into VALIDATION_ERROR naming each field, unknown keys included", async () => {
    const schema = z.strictObject({ a: z.number(), b: z.object({ c: z.string() }) });
    const parsed = schema.safeParse({ a: "x", b: { c: 1 }, extra: true });
    const res = errorResponse(parsed.error, "req-2");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { fields: Record<string, string> } } };
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(body.error.details.fields).sort()).toEqual(["a", "b.c", "extra"]);
    expect(body.error.details.fields.extra).toBe("Unknown field");
  });

  it("answers unknown errors with a generic 500 and no internals", async () => {
    const res = errorResponse(new Error('relation "users" does not exist at Object.<anonymous>'), "req-3");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).toContain("INTERNAL_ERROR");
    expect(text).toContain("req-3");
    expect(text).not.toContain("relation");
  });

  it("maps Prisma's unique violation to CONFLICT and not-found to NOT_FOUND", async () => {
    const p2002 = Object.assign(new Error("Unique constraint failed"), { name: "PrismaClientKnownRequestError", code: "P2002" });
    expect(errorResponse(p2002, "r").status).toBe(409);
    const p2025 = Object.assign(new Error("Record not found"), { name: "PrismaClientKnownRequestError", code: "P2025" });
    expect(errorResponse(p2025, "r").status).toBe(404);
  });
});

describe("query parsing", () => {
  const schema = z.object({ skills: queryArray(z.string()), active: queryBoolean.optional(), ...pagination });

  it("accepts repeated keys and comma lists for arrays", () => {
    const repeated = schema.parse(queryObject(new URLSearchParams("skills=a&skills=b")));
    const comma = schema.parse(queryObject(new URLSearchParams("skills=a,b")));
    const mixed = schema.parse(queryObject(new URLSearchParams("skills=a,b&skills=c")));
    expect(repeated.skills).toEqual(["a", "b"]);
    expect(comma.skills).toEqual(["a", "b"]);
    expect(mixed.skills).toEqual(["a", "b", "c"]);
    expect(schema.parse({}).skills).toBeUndefined();
  });

  it("drops keys with an empty value", () => {
    expect(queryObject(new URLSearchParams("search=&page=2&limit=%20&skills="))).toEqual({ page: "2" });
  });

  it("defaults and bounds pagination", () => {
    expect(schema.parse({})).toMatchObject({ page: 1, limit: 25 });
    expect(schema.safeParse({ limit: "101" }).success).toBe(false);
    expect(schema.safeParse({ limit: "0" }).success).toBe(false);
    expect(schema.safeParse({ page: "1.5" }).success).toBe(false);
    expect(schema.parse({ limit: "100" }).limit).toBe(100);
  });

  it("parses booleans strictly", () => {
    expect(schema.parse({ active: "true" }).active).toBe(true);
    expect(schema.parse({ active: "0" }).active).toBe(false);
    expect(schema.safeParse({ active: "maybe" }).success).toBe(false);
  });
});

describe("JSON bodies", () => {
  const req = (body: string, type = "application/json", length?: number) =>
    new Request("http://x/", { method: "POST", body, headers: { "content-type": type, ...(length ? { "content-length": String(length) } : {}) } });

  it("parses JSON and treats an empty body as absent", async () => {
    expect(await jsonBody(req('{"a":1}'))).toEqual({ a: 1 });
    expect(await jsonBody(req(""))).toBeUndefined();
    expect(await jsonBody(req('{"a":1}', "application/merge-patch+json"))).toEqual({ a: 1 });
  });

  it("rejects malformed JSON, other content types and bodies over 1 MB", async () => {
    await expect(jsonBody(req("{a"))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(jsonBody(req("a=1", "application/x-www-form-urlencoded"))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(jsonBody(req(JSON.stringify({ a: "x".repeat(1024 * 1024) })))).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
  });
});
