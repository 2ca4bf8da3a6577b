import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { assertJsonContentType, isJsonContentType } from "@/lib/http/content-type";
import { assertSameOrigin } from "@/lib/http/cross-site";
import { jsonBody, MAX_JSON_DEPTH, paramsObject, queryObject, safeQueryObject } from "@/lib/http/parse-request";
import { tileSource } from "@/lib/http/security-headers";
import { undecodablePart } from "@/lib/http/url-encoding";

function req(method: string, headers: Record<string, string> = {}, body?: string) {
  return new Request("http://app.example/api/corps/things", { method, headers, body });
}

function codeOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof ApiError ? err.code : "other";
  }
}

describe("cross-site check", () => {
  const saved = { NEXTAUTH_URL: process.env.NEXTAUTH_URL, APP_URL: process.env.APP_URL };
  beforeEach(() => {
    process.env.NEXTAUTH_URL = "https://corps.example.org";
    process.env.APP_URL = "https://links.example.org/";
    resetEnvCache();
  });
  afterEach(() => {
    process.env.NEXTAUTH_URL = saved.NEXTAUTH_URL;
    process.env.APP_URL = saved.APP_URL;
    resetEnvCache();
  });

  it("passes safe methods and Authorization callers whatever their Origin", () => {
    expect(codeOf(() => assertSameOrigin(req("GET", { origin: "https://evil.example" })))).toBeNull();
    expect(codeOf(() => assertSameOrigin(req("POST", { origin: "https://evil.example", authorization: "Bearer x" })))).toBeNull();
  });

  it("passes the app's origins and the request's own host, refuses others", () => {
    const post = (headers: Record<string, string>) => codeOf(() => assertSameOrigin(req("POST", headers)));
    expect(post({ origin: "https://corps.example.org" })).toBeNull();
    expect(post({ origin: "https://links.example.org" })).toBeNull();
    expect(post({ origin: "http://app.example", host: "app.example" })).toBeNull();
    expect(post({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" })).toBeNull();
    expect(post({ origin: "http://127.0.0.1:3001", host: "127.0.0.1:3000" })).toBe("FORBIDDEN");
    expect(post({ origin: "https://corps.example.org.evil.example" })).toBe("FORBIDDEN");
    expect(post({ origin: "https://sub.corps.example.org" })).toBe("FORBIDDEN");
    expect(post({ origin: "null" })).toBe("FORBIDDEN");
  });

  it("falls back to Sec-Fetch-Site, and lets a request with neither header through", () => {
    const del = (headers: Record<string, string>) => codeOf(() => assertSameOrigin(req("DELETE", headers)));
    expect(del({ "sec-fetch-site": "same-origin" })).toBeNull();
    expect(del({ "sec-fetch-site": "none" })).toBeNull();
    expect(del({ "sec-fetch-site": "same-site" })).toBe("FORBIDDEN");
    expect(del({ "sec-fetch-site": "cross-site" })).toBe("FORBIDDEN");
    expect(del({})).toBeNull();
  });
});

describe("content type", () => {
  it("knows JSON types", () => {
    for (const t of ["application/json", "Application/JSON; charset=utf-8", "application/merge-patch+json", "application/vnd.api+json ; q=1"]) expect(isJsonContentType(t), t).toBe(true);
    for (const t of [null, "text/plain", "application/x-www-form-urlencoded", "application/jsonp", "multipart/form-data; boundary=x"]) expect(isJsonContentType(t), String(t)).toBe(false);
  });

  it("refuses a declared non-JSON type and an undeclared body on unsafe methods only", () => {
    expect(codeOf(() => assertJsonContentType(req("POST", { "content-type": "text/plain" })))).toBe("VALIDATION_ERROR");
    expect(codeOf(() => assertJsonContentType(req("POST", {}, "{}")))).toBe("VALIDATION_ERROR");
    expect(codeOf(() => assertJsonContentType(req("POST")))).toBeNull();
    expect(codeOf(() => assertJsonContentType(req("PATCH", { "content-type": "application/json" }, "{}")))).toBeNull();
    expect(codeOf(() => assertJsonContentType(req("GET", { "content-type": "text/plain" })))).toBeNull();
  });
});

describe("NUL characters and nesting", () => {
  it("are refused in queries, params and JSON, naming the field", async () => {
    expect(() => queryObject(new URLSearchParams("search=a%00b"))).toThrow(ApiError);
    expect(() => queryObject(new URLSearchParams("a%00=1"))).toThrow(ApiError);
    expect(() => paramsObject({ token: "x\u0000" })).toThrow(ApiError);
    expect(safeQueryObject(new URLSearchParams("search=a%00b"))).toEqual({ search: "a\ufffdb" });
    const nul = jsonBody(req("POST", { "content-type": "application/json" }, JSON.stringify({ a: { b: ["ok", "x\u0000"] } })));
    await expect(nul).rejects.toMatchObject({ code: "VALIDATION_ERROR", details: { fields: { "a.b.1": expect.stringMatching(/NUL/) } } });
    const deep = jsonBody(req("POST", { "content-type": "application/json" }, "[".repeat(MAX_JSON_DEPTH + 1) + "]".repeat(MAX_JSON_DEPTH + 1)));
    await expect(deep).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    const fine = jsonBody(req("POST", { "content-type": "application/json" }, "[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH)));
    await expect(fine).resolves.toBeDefined();
  });
});

describe("URL encoding", () => {
  it("finds percent-encoding that is not UTF-8 in the path or the query", () => {
    expect(undecodablePart("/api/x/%ff", "")).toBe("path");
    expect(undecodablePart("/api/x/%ED%A0%80", "")).toBe("path");
    expect(undecodablePart("/api/x", "?a=%E2%82")).toBe("query");
    expect(undecodablePart("/api/x", "?%ff=1")).toBe("query");
    expect(undecodablePart("/api/x/caf%C3%A9", "?q=%E2%82%AC+x&b")).toBeNull();
  });
});

describe("helpers", () => {
  it("derives a CSP source from a tile URL template", () => {
    expect(tileSource("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://*.tile.openstreetmap.org");
    expect(tileSource("http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8080");
    expect(tileSource("/relative/{z}.png")).toBeNull();
  });

  it("reads the client address from X-Real-IP, else the last X-Forwarded-For entry", () => {
    expect(clientIp(req("GET", { "x-real-ip": "203.0.113.1", "x-forwarded-for": "1.1.1.1" }))).toBe("203.0.113.1");
    expect(clientIp(req("GET", { "x-forwarded-for": "6.6.6.6, 203.0.113.2" }))).toBe("203.0.113.2");
    expect(clientIp(req("GET"))).toBe("unknown");
  });
});
