// What the property-sync suites share: the source's documents, the answer types, a started sync
// stack with callers of three roles, and the check that the source key never left the server.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { generateSampleListings, generateSampleListingsForCity } from "@/lib/properties/sync/sample-listings";
import type { SourceListingDocument } from "@/lib/properties/sync/source-listing";
import { startPropertySyncStack, type PropertySyncStack } from "@/tests/support/property-sync-stack";
import type { ErrorBody } from "./request";

export type Result = { total: number; created: number; updated: number; autoLinked: number; errors: number };
export type SyncAnswer = { success: boolean; result: Result };
export type ErrorAnswer = ErrorBody;
export type Run = { id: string; status: string; params: { state: string; city: string | null; limit: number | null }; result: Result; error: string | null; triggered_by: string; started_at: string; finished_at: string | null };

// The source: sample listings (OR has more than one 1000-listing page) plus hand-made documents in
// states of their own, so each scenario controls exactly what the source holds.
export const SAMPLE = generateSampleListings({ seed: 5, count: 2500 });
export const inState = (state: string) => SAMPLE.filter((l) => l.state === state);
export const OR_LISTINGS = inState("OR");
export const TEXAS = generateSampleListingsForCity("Austin, TX", 3, 1200);

export function doc(id: string, state: string, fields: Partial<SourceListingDocument> = {}): SourceListingDocument {
  return { id, address: `${id} Test Ave`, city: "Testville", state, zip_code: "59001", price: 1200, beds: 1, baths: 1, property_manager: null, ...fields };
}

/** The PMC the rule picks for a manager name: either name contains the other, longest wins. */
export function expectedPmc(manager: string | null, companies: readonly string[]): string | null {
  const m = manager?.trim().toLowerCase();
  if (!m) return null;
  const hits = companies.filter((c) => m.includes(c.toLowerCase()) || c.toLowerCase().includes(m));
  return hits.toSorted((a, b) => b.length - a.length || a.localeCompare(b))[0] ?? null;
}

export interface SyncSuite {
  s: PropertySyncStack;
  admin: { token: string; email: string };
  recruiter: { token: string };
  volunteer: { token: string };
}

/** A sync stack whose source holds `documents`, and a corps_admin, a recruiter and a volunteer. */
export async function startSyncSuite(documents: SourceListingDocument[], extraEnv: Record<string, string> = {}): Promise<SyncSuite> {
  const s = await startPropertySyncStack({ extraEnv });
  await s.upsert(documents);
  return { s, admin: await s.tokenFor("corps_admin"), recruiter: await s.tokenFor("recruiter"), volunteer: await s.tokenFor("volunteer") };
}

export function runSync(s: PropertySyncStack, body: Record<string, unknown>, token: string) {
  return s.call<SyncAnswer & ErrorAnswer>("/api/sync-properties", { token, body });
}

export function propertyBySource(s: PropertySyncStack, id: string) {
  return s.db.property.findUnique({ where: { sourceListingId: id }, include: { pmCompany: true } });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * The source key and the source's address never appear in an answer of the stack, nor in its log;
 * with `bundles`, not in the browser bundles of the build either.
 */
export function expectSourceSecretsKept(s: PropertySyncStack, opts: { minAnswers: number; bundles?: boolean }): void {
  const endpoints = [s.proxy.endpoint, s.emulator.endpoint].map((e) => new URL(e).host);
  expect(s.responses.length).toBeGreaterThan(opts.minAnswers);
  for (const text of s.responses) {
    expect(text.includes(s.key)).toBe(false);
    for (const host of endpoints) expect(text.includes(host), host).toBe(false);
  }
  const logs = s.stack.logs();
  expect(logs).toContain("property sync finished");
  expect(logs.includes(s.key)).toBe(false);
  if (!opts.bundles) return;
  const files = filesUnder(path.resolve(".next/static"));
  expect(files.length).toBeGreaterThan(0);
  const needles = [s.key, "COSMOS_KEY", "emulator-key-any-value-works", ...(process.env.COSMOS_KEY ? [process.env.COSMOS_KEY] : [])];
  for (const file of files) {
    const content = readFileSync(file, "utf8");
    for (const needle of needles) expect(content.includes(needle), `${needle} in ${file}`).toBe(false);
  }
}
