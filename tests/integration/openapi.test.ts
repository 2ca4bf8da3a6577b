import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { api } from "@/tests/helpers/api";

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

  it("serves a readable reference page at /docs/api", async () => {
    const res = await api("/docs/api");
    expect(res.status).toBe(200);
    expect(res.text).toContain("/api/corps/volunteers/{id}");
    expect(res.text).toContain("Volunteers");
  });
});
