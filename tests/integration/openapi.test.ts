import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, inject, it } from "vitest";
import { api } from "@/tests/helpers/api";
import type { ApiResponse } from "@/tests/helpers/request";
import { openApiViolations } from "@/tests/support/openapi-check";

const run = promisify(execFile);

/** Every (method, path) served by app/api route handlers and pages/api files, in OpenAPI path syntax. */
function servedRoutes(): string[] {
  const root = path.resolve("app/api");
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry === "route.ts") {
        const rel = path.relative(path.resolve("app"), path.dirname(full)).split(path.sep);
        if (rel[1] === "auth") continue; // next-auth's own endpoints
        if (rel.some((seg) => seg.startsWith("[..."))) continue; // the NOT_FOUND answer for unknown paths
        const apiPath = "/" + rel.map((seg) => seg.replace(/^\[(\w+)\]$/, "{$1}")).join("/");
        const src = readFileSync(full, "utf8");
        for (const m of src.matchAll(/export const (GET|POST|PATCH|PUT|DELETE)\b/g)) out.push(`${m[1].toLowerCase()} ${apiPath}`);
        for (const m of src.matchAll(/export \{([^}]+)\}/g)) {
          for (const name of m[1].split(",").map((s) => s.trim().split(/\s+as\s+/).pop() ?? "")) {
            if (/^(GET|POST|PATCH|PUT|DELETE)$/.test(name)) out.push(`${name.toLowerCase()} ${apiPath}`);
          }
        }
      }
    }
  };
  walk(root);
  // Public documents outside /api: the organizations' DID documents and status lists.
  walk(path.resolve("app/orgs"));
  // pages/api: files that encode their own answer (lib/http/node-route.ts); nodeRoute names the methods.
  const pagesRoot = path.resolve("pages/api");
  const walkPages = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walkPages(full);
      else if (entry.endsWith(".ts")) {
        const rel = path.relative(path.resolve("pages"), full).replace(/\.ts$/, "").split(path.sep);
        const apiPath = "/" + rel.map((seg) => seg.replace(/^\[(\w+)\]$/, "{$1}")).join("/");
        const src = readFileSync(full, "utf8");
        const served = /nodeRoute\(\{([\s\S]*)\}\);\s*$/.exec(src)?.[1] ?? "";
        for (const m of served.matchAll(/^ {2}(GET|POST|PATCH|PUT|DELETE):/gm)) out.push(`${m[1].toLowerCase()} ${apiPath}`);
      }
    }
  };
  walkPages(pagesRoot);
  return out.sort();
}

describe("OpenAPI document", () => {
  it("lists every route that exists, and nothing that does not", async () => {
    const res = await api<{ openapi: string; paths: Record<string, Record<string, unknown>> }>("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
    const documented = Object.entries(res.body.paths)
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m} ${p}`))
      .sort();
    expect(documented).toEqual(servedRoutes());
  });

  it("passes redocly lint", async () => {
    const res = await api("/api/openapi.json");
    const dir = mkdtempSync(path.join(os.tmpdir(), "openapi-"));
    const file = path.join(dir, "openapi.json");
    writeFileSync(file, res.text);
    writeFileSync(path.join(dir, "redocly.yaml"), "extends:\n  - recommended\nrules:\n  no-server-example.com: off\n  security-defined: error\n");
    const result = await run(path.resolve("node_modules/.bin/redocly"), ["lint", file, "--config", path.join(dir, "redocly.yaml"), "--format", "stylish"], {
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
      timeout: 60_000,
    }).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? "", stderr: `${err.stderr ?? ""}\nLINT FAILED` }));
    expect(`${result.stdout}\n${result.stderr}`).not.toMatch(/LINT FAILED|error/i);
  });

  // Every answer of this suite passes through openApiViolations (tests/helpers/api.ts); this
  // shows that it refuses what the document does not describe.
  it("is what every answer of the suite is checked against: an undocumented status, media type or body shape fails", async () => {
    const baseUrl = inject("baseUrl");
    const health = await api<{ status: string; database: { primary: unknown } }>("/api/health");
    expect(health.status).toBe(200);
    const answer = (status: number, body: unknown, type = "application/json"): ApiResponse<unknown> => ({
      status,
      body,
      headers: new Headers({ "content-type": type }),
      text: typeof body === "string" ? body : JSON.stringify(body),
    });
    expect(await openApiViolations(baseUrl, "GET", "/api/health", answer(200, health.body))).toEqual([]);
    expect(await openApiViolations(baseUrl, "GET", "/api/health", answer(418, health.body))).toEqual([expect.stringMatching(/status 418 is not documented/)]);
    expect(await openApiViolations(baseUrl, "GET", "/api/health", answer(200, "ok", "text/plain"))).toEqual([expect.stringMatching(/media type text\/plain is not documented/)]);
    const wrong = await openApiViolations(baseUrl, "GET", "/api/health", answer(200, { ...health.body, status: 1, database: undefined }));
    expect(wrong.join("\n")).toMatch(/\/status must be string/);
    expect(wrong.join("\n")).toMatch(/must have required property 'database'/);
    // A body the app took must be one the document allows.
    const taken = await openApiViolations(baseUrl, "POST", "/api/corps/volunteers", answer(201, {}), { max_travel_miles: "far", bogus: 1 });
    expect(taken.join("\n")).toMatch(/POST \/api\/corps\/volunteers → 201: request body\/max_travel_miles must be/);
    expect(taken.join("\n")).toMatch(/must NOT have additional properties/);
    // So must its query: every key documented (an empty value counts as not given, as the app reads it).
    expect(await openApiViolations(baseUrl, "GET", "/api/health?verbose=1", answer(200, health.body))).toEqual([expect.stringMatching(/query parameter verbose is taken/)]);
    expect(await openApiViolations(baseUrl, "GET", "/api/corps/opportunities?page=x", answer(200, {}))).toEqual(expect.arrayContaining([expect.stringMatching(/query page must be integer/)]));
    const blank = await openApiViolations(baseUrl, "GET", "/api/corps/opportunities?search=&page=", answer(200, {}));
    expect(blank.join("\n")).not.toMatch(/query/);
    // Paths resolve as the router does: a literal segment before a template.
    const id = "00000000-0000-4000-8000-000000000000";
    const missing = await openApiViolations(baseUrl, "GET", `/api/corps/opportunities/${id}`, answer(404, { error: { code: "NOT_FOUND" } }));
    expect(missing.join("\n")).toMatch(/GET \/api\/corps\/opportunities\/\{id\} → 404: body/);
  });

  it("serves a readable reference page at /docs/api", async () => {
    const res = await api("/docs/api");
    expect(res.status).toBe(200);
    expect(res.text).toContain("/api/corps/volunteers/{id}");
    expect(res.text).toContain("Volunteers");
  });
});
