// The property sync over real HTTP against a Cosmos DB emulator read through the real SDK (via a
// throttle proxy): who may sync, an unconfigured source, counts and field mapping, storing the
// listings' text, the city filter, and re-running a recorded run. Ownership, PMC links and
// adoption are in property-sync-ownership.test.ts; failures, locks and cron in
// property-sync-failures.test.ts.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LISTING_SHAPE } from "@/lib/properties/listings/listing-json";
import { SAMPLE_PMC_NAMES } from "@/lib/properties/sync/sample-listings";
import { sourceListingSchema } from "@/lib/properties/sync/source-listing";
import { api, testDb, tokenFor } from "@/tests/helpers/api";
import { expectedPmc, expectSourceSecretsKept, OR_LISTINGS, runSync, SAMPLE, startSyncSuite, type ErrorAnswer, type Run, type SyncSuite } from "@/tests/helpers/property-sync";
import type { PropertySyncStack } from "@/tests/support/property-sync-stack";

let s: PropertySyncStack;
let admin: SyncSuite["admin"];
let recruiter: SyncSuite["recruiter"];
let volunteer: SyncSuite["volunteer"];
const sync = (body: Record<string, unknown>, token = admin.token) => runSync(s, body, token);

beforeAll(async () => {
  ({ s, admin, recruiter, volunteer } = await startSyncSuite(SAMPLE));
}, 240_000);

afterAll(async () => {
  await s?.stop();
});

describe("who may sync, and what a sync request must look like", () => {
  it("answers 401 without credentials and 403 below corps_admin", async () => {
    expect((await s.call("/api/sync-properties", { body: { state: "OR" } })).status).toBe(401);
    for (const caller of [volunteer, recruiter]) {
      const res = await sync({ state: "OR" }, caller.token);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN");
    }
    expect((await s.call("/api/sync-properties")).status).toBe(401);
    expect((await s.call("/api/sync-properties", { token: volunteer.token })).status).toBe(403);
    expect((await s.call("/api/sync-properties", { token: recruiter.token })).status).toBe(200);
    expect((await s.call("/api/sync-properties/runs", { token: volunteer.token })).status).toBe(403);
    expect((await s.call("/api/sync-properties/runs")).status).toBe(401);
    // Nothing was synced by any of these.
    expect(await s.db.syncRun.count()).toBe(0);
  });

  it("rejects a body without a two-letter state, a bad limit or unknown fields, naming each field", async () => {
    const cases: [unknown, string][] = [
      [{}, "state"],
      [{ state: "Oregon" }, "state"],
      [{ state: 41 }, "state"],
      [{ state: "OR", limit: 0 }, "limit"],
      [{ state: "OR", limit: -5 }, "limit"],
      [{ state: "OR", limit: 2.5 }, "limit"],
      [{ state: "OR", limit: "10" }, "limit"],
      [{ state: "OR", city: "" }, "city"],
      [{ state: "OR", priority: "High" }, "priority"],
    ];
    for (const [body, field] of cases) {
      const res = await sync(body as Record<string, unknown>);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(res.body.error.details?.fields as object), JSON.stringify(body)).toContain(field);
    }
    const malformed = await s.call<ErrorAnswer>("/api/sync-properties", { token: admin.token, rawBody: "{state:", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe("VALIDATION_ERROR");
    expect((await s.call("/api/sync-properties/runs/not-a-uuid", { token: recruiter.token })).status).toBe(400);
    expect((await s.call("/api/sync-properties/runs?limit=101", { token: recruiter.token })).status).toBe(400);
    const unknown = await s.call<ErrorAnswer>("/api/sync-properties/runs/00000000-0000-4000-8000-000000000000", { token: recruiter.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");
  });
});

describe("a source that is not configured", () => {
  // The shared test stack runs without any COSMOS_* setting.
  it("fails the sync with SOURCE_NOT_CONFIGURED and reports the markers as missing", async () => {
    const { token } = await tokenFor({ email: "nocosmos-admin@test.org", role: "corps_admin", org: "No Cosmos Org" });
    const runsBefore = await testDb().syncRun.count();
    const res = await api<ErrorAnswer>("/api/sync-properties", { token, body: { state: "OR", limit: 10 } });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe("SOURCE_NOT_CONFIGURED");
    expect(res.body.error.message).toMatch(/source database is not configured/i);
    expect(res.body.error.details?.missing).toEqual(["COSMOS_ENDPOINT", "COSMOS_KEY", "COSMOS_DATABASE", "COSMOS_CONTAINER"]);
    expect(await testDb().syncRun.count()).toBe(runsBefore);

    const status = await api<{ success: boolean; sourceStatus: Record<string, unknown> }>("/api/sync-properties", { token });
    expect(status.status).toBe(200);
    expect(status.body.sourceStatus).toEqual({ configured: false, endpoint: "missing", key: "missing", database: "missing", container: "missing" });

    const cron = await api<ErrorAnswer>("/api/cron/sync-properties", { headers: { authorization: `Bearer ${inject("cronSecret")}` } });
    expect(cron.status).toBe(503);
    expect(cron.body.error.code).toBe("SOURCE_NOT_CONFIGURED");
  });
});

describe("syncing listings", () => {
  it("limit 10 creates exactly ten properties from the state's listings and records the run", async () => {
    const res = await sync({ state: "or", limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, result: { total: 10, created: 10, updated: 0, errors: 0 } });
    const rows = await s.db.property.findMany({ where: { state: "OR", sourceListingId: { not: null } } });
    expect(rows).toHaveLength(10);
    const ids = new Set(OR_LISTINGS.map((l) => l.id));
    expect(rows.every((r) => ids.has(r.sourceListingId ?? "") && r.syncStatus === "synced" && r.lastSyncedAt !== null)).toBe(true);
    const linked = rows.filter((r) => r.pmCompanyId !== null).length;
    expect(res.body.result.autoLinked).toBe(linked);

    const runs = await s.call<{ runs: Run[]; total: number; page: number; limit: number }>("/api/sync-properties/runs", { token: recruiter.token });
    expect(runs.body).toMatchObject({ total: 1, page: 1, limit: 25 });
    expect(runs.body.runs[0]).toMatchObject({
      status: "succeeded",
      params: { state: "OR", city: null, limit: 10 },
      result: res.body.result,
      error: null,
      triggered_by: `user:${admin.email}`,
    });
    expect(runs.body.runs[0].finished_at).toMatch(/Z$/);
  });

  it("a full sync creates the rest, updates the ten, links PMCs by the rule and maps every source field", async () => {
    const before = await s.db.property.findMany({ where: { state: "OR", sourceListingId: { not: null } }, select: { pmCompanyId: true } });
    const res = await sync({ state: "OR" });
    expect(res.status).toBe(200);
    expect(OR_LISTINGS.length).toBeGreaterThan(1000);
    expect(res.body.result).toMatchObject({ total: OR_LISTINGS.length, created: OR_LISTINGS.length - 10, updated: 10, errors: 0 });

    // Auto-link: every listing ends up with the PMC the rule picks among the seeded PMCs.
    const expectedLinked = OR_LISTINGS.filter((l) => expectedPmc(l.property_manager, SAMPLE_PMC_NAMES) !== null).length;
    expect(expectedLinked).toBeGreaterThan(100);
    expect(res.body.result.autoLinked + before.filter((r) => r.pmCompanyId).length).toBe(expectedLinked);
    const stored = await s.db.property.findMany({ where: { state: "OR", sourceListingId: { not: null } }, include: { pmCompany: true } });
    expect(stored).toHaveLength(OR_LISTINGS.length);
    const bySource = new Map(stored.map((p) => [p.sourceListingId, p]));
    for (const listing of OR_LISTINGS) {
      expect(bySource.get(listing.id)?.pmCompany?.companyName ?? null, listing.property_manager ?? "no manager").toBe(expectedPmc(listing.property_manager, SAMPLE_PMC_NAMES));
    }

    // Field mapping of one complete listing.
    const listing = OR_LISTINGS.find((l) => l.fees !== null && typeof l.availability === "object" && l.images.length > 0) ?? OR_LISTINGS[0];
    const parsed = sourceListingSchema.parse(listing);
    const row = bySource.get(listing.id);
    expect(row).toMatchObject({
      propertyName: parsed.address,
      address: parsed.address,
      city: parsed.city,
      state: parsed.state,
      zipCode: parsed.zip_code,
      beds: parsed.beds,
      baths: parsed.baths,
      sqft: parsed.sqft,
      description: parsed.description,
      fullDescription: parsed.full_description,
      propertyManager: parsed.property_manager,
      propertyManagerPhone: parsed.property_manager_phone,
      images: parsed.images,
      availability: parsed.availability,
      marketStatus: parsed.market_status,
      pets: parsed.pets,
      parkingDetail: parsed.parking_detail,
      fees: parsed.fees,
      acceptsVoucher: parsed.accepts_section8,
      status: "Prospect",
      priority: null,
      syncStatus: "synced",
    });
    expect(Number(row?.price)).toBe(parsed.price);
    expect(row?.sourceCreatedAt?.toISOString()).toBe(parsed.created_at?.toISOString());
    expect(row?.sourceUpdatedAt?.toISOString()).toBe(parsed.updated_at?.toISOString());
    // _ts is the emulator's own clock (epoch seconds) at the time the test seeded the listing.
    expect(Math.abs((row?.sourceTs?.getTime() ?? 0) - Date.now())).toBeLessThan(15 * 60_000);
    expect((row?.sourceTs?.getTime() ?? 1) % 1000).toBe(0);
  });

  it("re-running creates nothing new", async () => {
    const count = await s.db.property.count();
    const res = await sync({ state: "OR" });
    expect(res.body.result).toEqual({ total: OR_LISTINGS.length, created: 0, updated: OR_LISTINGS.length, autoLinked: 0, errors: 0 });
    expect(await s.db.property.count()).toBe(count);
    const health = await s.db.$queryRaw<{ health: string; n: number }[]>`
      SELECT health, count(*)::int AS n FROM properties_sync_status WHERE state = 'OR' AND origin = 'synced' GROUP BY health`;
    expect(health).toEqual([{ health: "Up to Date", n: OR_LISTINGS.length }]);
  });

  it("stores the synced listings' text after answering, so the first read after a sync has nothing to build", async () => {
    // No listing was read in this file: the text comes from the sync's own after-answer step.
    const missing = async () =>
      (
        await s.db.$queryRaw<{ listed: number; missing: number }[]>`
          SELECT count(*)::int AS listed,
                 (count(*) FILTER (WHERE listing_json IS NULL OR listing_json_shape IS DISTINCT FROM ${LISTING_SHAPE}))::int AS missing
            FROM properties WHERE state = 'OR' AND price > 0`
      )[0];
    await expect.poll(async () => (await missing()).missing, { timeout: 30_000 }).toBe(0);
    expect((await missing()).listed).toBeGreaterThan(1000);
    const res = await s.call<{ count: number; listings: { id: string; monthlyRent: number }[] }>("/api/rental-listings?state=OR", { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe((await missing()).listed);
  });

  it("filters by city, case-insensitively", async () => {
    const eugene = OR_LISTINGS.filter((l) => l.city === "Eugene");
    const res = await sync({ state: "OR", city: "eUGENE" });
    expect(res.body.result).toMatchObject({ total: eugene.length, created: 0, updated: eugene.length });
    const run = await s.db.syncRun.findFirst({ orderBy: { startedAt: "desc" } });
    expect(run?.params).toEqual({ state: "OR", city: "eUGENE", limit: null });
  });
});

describe("re-running a recorded sync", () => {
  it("accepts a run's params as the history reports them, null meaning omitted", async () => {
    const history = await s.call<{ runs: Run[] }>("/api/sync-properties/runs?limit=100", { token: recruiter.token });
    const recorded = history.body.runs.find((r) => r.status === "succeeded" && r.params.state === "OR" && r.params.limit === null && r.params.city === null);
    expect(recorded?.params).toEqual({ state: "OR", city: null, limit: null });
    const again = await sync({ ...recorded?.params });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ total: OR_LISTINGS.length, created: 0, updated: OR_LISTINGS.length, autoLinked: 0, errors: 0 });
    const trial = await sync({ state: "OR", city: null, limit: 2 });
    expect(trial.status).toBe(200);
    expect(trial.body.result.total).toBe(2);
  });
});

describe("the source key", () => {
  it("never appears in an answer or a log line", () => {
    expectSourceSecretsKept(s, { minAnswers: 10 });
  });
});
