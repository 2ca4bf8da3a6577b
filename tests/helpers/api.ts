// Helpers for integration tests: real HTTP against the test app, tokens for callers of any
// role, and direct database access for arranging and checking rows.
import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import { inject } from "vitest";
import { ensureUser, type EnsureUserInput } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb, type Db } from "@/lib/db/client";
import { openApiViolations } from "@/tests/support/openapi-check";
import { methodOf, requestJson, type ApiResponse, type RequestOptions } from "./request";

let client: Db | undefined;

export function testDb(): Db {
  client ??= createDb(inject("databaseUrl"), 5);
  return client;
}

export type { ApiResponse, ErrorBody } from "./request";

/** A request to the test app (the one the integration suite's global setup started). */
export async function api<T = Record<string, unknown>>(path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
  const baseUrl = inject("baseUrl");
  const res = await requestJson<T>(baseUrl, path, opts);
  const violations = await openApiViolations(baseUrl, methodOf(opts), path, res, opts.body);
  if (violations.length > 0) {
    if (process.env.OPENAPI_RECORD) appendFileSync(process.env.OPENAPI_RECORD, violations.map((v) => JSON.stringify({ v, path, text: res.text.slice(0, 300) }) + "\n").join(""));
    else throw new Error(`The answer differs from the OpenAPI document:\n${violations.join("\n")}`);
  }
  return res;
}

/** A unique suffix so tests never collide with each other or the demo data. */
export function uniq(): string {
  return randomBytes(4).toString("hex");
}

export async function tokenFor(input: EnsureUserInput): Promise<{ token: string; userId: string; orgId: string | null }> {
  const user = await ensureUser(testDb(), input);
  const token = await issueToken(user, inject("secret"), 1);
  return { token, userId: user.id, orgId: user.orgId };
}

/** A fresh organization with a recruiter, a corps_admin and two volunteers (with profiles). */
export async function newOrg(label = "Org") {
  const name = `${label} ${uniq()}`;
  const s = uniq();
  const recruiter = await tokenFor({ email: `rec-${s}@test.org`, role: "recruiter", org: name, name: "Rita Recruiter" });
  const corpsAdmin = await tokenFor({ email: `ca-${s}@test.org`, role: "corps_admin", org: name, name: "Cory Admin" });
  const vol1 = await tokenFor({ email: `v1-${s}@test.org`, role: "volunteer", org: name, name: "Vera One" });
  const vol2 = await tokenFor({ email: `v2-${s}@test.org`, role: "volunteer", org: name, name: "Victor Two" });
  const p1 = await api<{ id: string }>("/api/corps/volunteers", { token: vol1.token, body: { zip_code: "97214", skills: ["Cooking"] } });
  const p2 = await api<{ id: string }>("/api/corps/volunteers", { token: vol2.token, body: { zip_code: "97202", skills: ["Tutoring"] } });
  if (p1.status !== 201 || p2.status !== 201) throw new Error(`profile creation failed: ${p1.text} ${p2.text}`);
  return {
    name,
    orgId: recruiter.orgId as string,
    recruiter,
    corpsAdmin,
    vol1: { ...vol1, volunteerId: p1.body.id },
    vol2: { ...vol2, volunteerId: p2.body.id },
  };
}
