// The property sync over real HTTP against a Cosmos DB emulator read through the real SDK (via a
// throttle proxy): counts, matching and adoption, field ownership, PMC auto-link, errors,
// throttling, one run at a time, the cron route, the run history, and that the key never leaks.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LISTING_SHAPE } from "@/lib/properties/listings/listing-json";
import { generateSampleListings, generateSampleListingsForCity, SAMPLE_PMC_NAMES, type SampleListing } from "@/lib/properties/sync/sample-listings";
import { sourceListingSchema, type SourceListingDocument } from "@/lib/properties/sync/source-listing";
import { startPropertySyncStack, type PropertySyncStack } from "@/tests/support/property-sync-stack";
import { api, testDb, tokenFor, type ErrorBody } from "@/tests/helpers/api";

type Result = { total: number; created: number; updated: number; autoLinked: number; errors: number };
type SyncAnswer = { success: boolean; result: Result };
type ErrorAnswer = ErrorBody;
type Run = { id: string; status: string; params: { state: string; city: string | null; limit: number | null }; result: Result; error: string | null; triggered_by: string; started_at: string; finished_at: string | null };

// The source: sample listings (OR has more than one 1000-listing page) plus hand-made documents in
// states of their own, so each scenario controls exactly what the source holds.
const SAMPLE = generateSampleListings({ seed: 5, count: 2500 });
const inState = (state: string) => SAMPLE.filter((l) => l.state === state);
const OR_LISTINGS = inState("OR");
const TEXAS = generateSampleListingsForCity("Austin, TX", 3, 1200);

let s: PropertySyncStack;
let admin: { token: string; email: string };
let recruiter: { token: string };
let volunteer: { token: string };

function doc(id: string, state: string, fields: Partial<SourceListingDocument> = {}): SourceListingDocument {
  return { id, address: `${id} Test Ave`, city: "Testville", state, zip_code: "59001", price: 1200, beds: 1, baths: 1, property_manager: null, ...fields };
}

async function sync(body: Record<string, unknown>, token = admin.token) {
  return s.call<SyncAnswer & ErrorAnswer>("/api/sync-properties", { token, body });
}

/** The PMC the rule picks for a manager name: either name contains the other, longest wins. */
function expectedPmc(manager: string | null, companies: readonly string[]): string | null {
  const m = manager?.trim().toLowerCase();
  if (!m) return null;
  const hits = companies.filter((c) => m.includes(c.toLowerCase()) || c.toLowerCase().includes(m));
  return hits.toSorted((a, b) => b.length - a.length || a.localeCompare(b))[0] ?? null;
}

async function propertyBySource(id: string) {
  return s.db.property.findUnique({ where: { sourceListingId: id }, include: { pmCompany: true } });
}

beforeAll(async () => {
  s = await startPropertySyncStack({ extraEnv: { SYNC_STATES: "ID" } });
  await s.upsert([...SAMPLE, ...TEXAS]);
  admin = await s.tokenFor("corps_admin");
  recruiter = await s.tokenFor("recruiter");
  volunteer = await s.tokenFor("volunteer");
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

describe("field ownership", () => {
  const originals = [doc("nv-1", "NV"), doc("nv-2", "NV"), doc("nv-3", "NV", { property_manager: "Private Owner" })];

  it("overwrites every source field on re-sync and leaves CRM fields, units, tenants, inspections and contacts as they were", async () => {
    await s.upsert(originals);
    expect((await sync({ state: "NV" })).body.result).toMatchObject({ total: 3, created: 3, updated: 0, errors: 0 });
    const property = await propertyBySource("nv-1");
    if (!property) throw new Error("nv-1 was not created");

    // A CRM user works the record (a corps_admin: tenants and contacts are personal data).
    const lighthouse = await s.db.pmCompany.findUniqueOrThrow({ where: { companyName: "Lighthouse Property Management" } });
    const contact = await s.call<{ id: string }>(`/api/properties/${property.id}/contacts`, {
      token: admin.token,
      body: { first_name: "Olive", last_name: "Owner", email: "olive@example.com", kind: "owner" },
    });
    expect(contact.status).toBe(201);
    const patch = await s.call(`/api/properties/${property.id}`, {
      method: "PATCH",
      token: admin.token,
      body: {
        property_name: "The Nevada One",
        status: "Active",
        priority: "High",
        notes: "Owner wants to talk in spring.",
        pm_company_id: lighthouse.id,
        owner_contact_id: contact.body.id,
        management_type: "Property Manager",
      },
    });
    expect(patch.status).toBe(200);
    const unit = await s.call<{ id: string }>(`/api/properties/${property.id}/units`, { token: admin.token, body: { unit_number: "A", beds: 2, rent: 1300, status: "occupied" } });
    expect(unit.status).toBe(201);
    expect((await s.call(`/api/properties/${property.id}/units/${unit.body.id}/tenants`, { token: admin.token, body: { first_name: "Tia", last_name: "Tenant", lease_start: "2026-01-01", lease_end: "2026-12-31", rent: 1250 } })).status).toBe(201);
    expect((await s.call(`/api/properties/${property.id}/inspections`, { token: admin.token, body: { inspection_date: "2026-10-02", kind: "annual", result: "passed", inspector: "Ian" } })).status).toBe(201);

    const crmSnapshot = async () => {
      const p = await s.db.property.findUniqueOrThrow({
        where: { id: property.id },
        select: {
          propertyName: true, status: true, priority: true, notes: true, pmCompanyId: true, ownerContactId: true, managementType: true, createdAt: true,
          units: { include: { tenants: true } },
          inspections: true,
          contacts: { include: { contact: true } },
        },
      });
      return p;
    };
    const before = await crmSnapshot();

    // The source changes every field it owns (the state is the partition the run reads).
    const changed: SourceListingDocument = {
      id: "nv-1",
      state: "NV",
      address: "9 Changed Blvd Unit 4",
      city: "Reno",
      zip_code: "89501",
      price: 2222,
      beds: 3,
      baths: 2.5,
      sqft: 1500,
      description: "Changed description",
      full_description: "Changed full description",
      property_manager: "Cascade Property Management",
      property_manager_phone: "(775) 555-0100",
      images: ["https://img.example/changed.jpg"],
      availability: { available_date: "2027-01-15" },
      market_status: "Pending",
      pets: { cats: true, dogs: false },
      parking_detail: "Garage",
      fees: { application_fee: 75 },
      accepts_section8: true,
      created_at: "2026-02-01T10:00:00Z",
      updated_at: "2026-11-20T10:00:00Z",
    };
    await s.upsert([changed]);
    const res = await sync({ state: "NV" });
    expect(res.body.result).toEqual({ total: 3, created: 0, updated: 3, autoLinked: 0, errors: 0 });

    const after = await s.db.property.findUniqueOrThrow({ where: { id: property.id } });
    expect(after).toMatchObject({
      address: "9 Changed Blvd Unit 4",
      city: "Reno",
      zipCode: "89501",
      beds: 3,
      baths: 2.5,
      sqft: 1500,
      description: "Changed description",
      fullDescription: "Changed full description",
      propertyManager: "Cascade Property Management",
      propertyManagerPhone: "(775) 555-0100",
      images: ["https://img.example/changed.jpg"],
      availability: { available_date: "2027-01-15" },
      marketStatus: "Pending",
      pets: { cats: true, dogs: false },
      parkingDetail: "Garage",
      fees: { application_fee: 75 },
      acceptsVoucher: true,
    });
    expect(Number(after.price)).toBe(2222);
    expect(after.sourceCreatedAt?.toISOString()).toBe("2026-02-01T10:00:00.000Z");
    expect(after.sourceUpdatedAt?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    // CRM-owned: all as the user left them, including the PMC the manager name would now match.
    expect(await crmSnapshot()).toEqual(before);
    expect(after.pmCompanyId).toBe(lighthouse.id);
    expect(before.units[0].tenants).toHaveLength(1);
    expect(before.contacts).toHaveLength(1);

    // The API shows the same: source fields from the source, CRM fields from the user.
    const detail = await s.call<Record<string, unknown>>(`/api/properties/${property.id}`, { token: recruiter.token });
    expect(detail.body).toMatchObject({ address: "9 Changed Blvd Unit 4", price: 2222, status: "Active", priority: "High", property_name: "The Nevada One", health: "Up to Date", origin: "synced" });
  });

  it("refuses to edit a source-owned field of a synced property", async () => {
    const property = await propertyBySource("nv-2");
    const res = await s.call<ErrorAnswer>(`/api/properties/${property?.id}`, { method: "PATCH", token: recruiter.token, body: { address: "1 Elsewhere", price: 1, notes: "ok" } });
    expect(res.status).toBe(400);
    expect(res.body.error.details?.fields).toEqual({
      address: "Owned by the source listing: read-only on a synced property",
      price: "Owned by the source listing: read-only on a synced property",
    });
    expect((await propertyBySource("nv-2"))?.notes).toBeNull();
  });
});

describe("PMC auto-link", () => {
  it("links only properties without a PMC, either name containing the other, the longest name winning", async () => {
    for (const companyName of ["Summit", "Summit Residential Partners"]) {
      expect((await s.call("/api/pm-companies", { token: recruiter.token, body: { company_name: companyName } })).status).toBe(201);
    }
    await s.upsert([
      doc("wy-longest", "WY", { property_manager: "SUMMIT RESIDENTIAL PARTNERS LLC" }),
      doc("wy-contained", "WY", { property_manager: "  rose city " }),
      doc("wy-owner", "WY", { property_manager: "Private Owner" }),
      doc("wy-none", "WY", { property_manager: null }),
      doc("wy-kept", "WY", { property_manager: "Unknown Management Co" }),
    ]);
    const first = await sync({ state: "WY" });
    expect(first.body.result).toEqual({ total: 5, created: 5, updated: 0, autoLinked: 2, errors: 0 });
    const pmcOf = async (id: string) => (await propertyBySource(id))?.pmCompany?.companyName ?? null;
    expect(await pmcOf("wy-longest")).toBe("Summit Residential Partners");
    expect(await pmcOf("wy-contained")).toBe("Rose City Rentals");
    expect(await pmcOf("wy-owner")).toBeNull();
    expect(await pmcOf("wy-none")).toBeNull();
    expect(await pmcOf("wy-kept")).toBeNull();

    // A user links one property by hand and clears another's link.
    const lighthouse = await s.db.pmCompany.findUniqueOrThrow({ where: { companyName: "Lighthouse Property Management" } });
    const kept = await propertyBySource("wy-kept");
    const longest = await propertyBySource("wy-longest");
    expect((await s.call(`/api/properties/${kept?.id}`, { method: "PATCH", token: recruiter.token, body: { pm_company_id: lighthouse.id } })).status).toBe(200);
    expect((await s.call(`/api/properties/${longest?.id}`, { method: "PATCH", token: recruiter.token, body: { pm_company_id: null } })).status).toBe(200);
    // The source now names a known company for the hand-linked property.
    await s.upsert([doc("wy-kept", "WY", { property_manager: "Summit Residential Partners" })]);

    const second = await sync({ state: "WY" });
    // Only the cleared one is linked again; the hand-set PMC is never overwritten.
    expect(second.body.result).toEqual({ total: 5, created: 0, updated: 5, autoLinked: 1, errors: 0 });
    expect(await pmcOf("wy-longest")).toBe("Summit Residential Partners");
    expect(await pmcOf("wy-kept")).toBe("Lighthouse Property Management");
    expect(await pmcOf("wy-contained")).toBe("Rose City Rentals");
  });
});

describe("adopting hand-made properties", () => {
  it("a listing adopts the oldest hand-made property with the same normalized address, city and state", async () => {
    const create = async (body: Record<string, unknown>) => {
      const res = await s.call<{ id: string; origin: string; health: string }>("/api/properties", { token: recruiter.token, body });
      expect(res.status).toBe(201);
      return res.body;
    };
    const h1 = await create({ address: "742 Evergreen Terrace, Apt. 3", city: "springfield", state: "MT", notes: "Met the owner at a fair", status: "Active", priority: "High" });
    expect(h1).toMatchObject({ origin: "manual", health: "Manual Entry" });
    const otherCity = await create({ address: "742 Evergreen Terrace, Apt. 3", city: "Shelbyville", state: "MT" });
    const otherState = await create({ address: "742 Evergreen Terrace, Apt. 3", city: "Springfield", state: "IL" });
    const twin = await create({ address: "742 EVERGREEN TER #3", city: "Springfield", state: "MT", notes: "Entered twice" });

    await s.upsert([doc("mt-evergreen", "MT", { address: "742 Evergreen Ter Unit 3", city: "Springfield", price: 1800 }), doc("mt-elm", "MT", { address: "9 Elm St", city: "Springfield" })]);
    const res = await sync({ state: "MT" });
    expect(res.body.result).toEqual({ total: 2, created: 1, updated: 1, autoLinked: 0, errors: 0 });

    const adopted = await s.db.property.findUniqueOrThrow({ where: { id: h1.id } });
    expect(adopted).toMatchObject({ sourceListingId: "mt-evergreen", address: "742 Evergreen Ter Unit 3", city: "Springfield", notes: "Met the owner at a fair", status: "Active", priority: "High", syncStatus: "synced" });
    for (const untouched of [otherCity, otherState, twin]) {
      expect(await s.db.property.findUniqueOrThrow({ where: { id: untouched.id } })).toMatchObject({ sourceListingId: null, syncStatus: "manual" });
    }
    const view = await s.call<{ health: string; origin: string }>(`/api/properties/${h1.id}`, { token: recruiter.token });
    expect(view.body).toMatchObject({ health: "Up to Date", origin: "synced" });

    // Re-running adopts nothing more and creates nothing new.
    const again = await sync({ state: "MT" });
    expect(again.body.result).toEqual({ total: 2, created: 0, updated: 2, autoLinked: 0, errors: 0 });
    expect(await s.db.property.findUniqueOrThrow({ where: { id: twin.id } })).toMatchObject({ sourceListingId: null });
  });
});

describe("listings that cannot be stored", () => {
  it("counts them in errors, stores the rest, and marks a property whose listing went bad", async () => {
    await s.upsert([
      doc("ut-1", "UT"),
      doc("ut-2", "UT"),
      doc("ut-unpriced", "UT", { price: "Call for pricing" }),
      // Valid for the schema, refused by PostgreSQL (a JSON string with a NUL character).
      doc("ut-nul", "UT", { pets: { note: "no\u0000pets" } }),
    ]);
    const first = await sync({ state: "UT" });
    expect(first.status).toBe(200);
    expect(first.body.result).toEqual({ total: 4, created: 2, updated: 0, autoLinked: 0, errors: 2 });
    expect(await propertyBySource("ut-unpriced")).toBeNull();
    expect(await propertyBySource("ut-nul")).toBeNull();

    await s.upsert([doc("ut-1", "UT", { price: "Call for pricing" })]);
    const second = await sync({ state: "UT" });
    expect(second.body.result).toEqual({ total: 4, created: 0, updated: 1, autoLinked: 0, errors: 3 });
    const bad = await propertyBySource("ut-1");
    expect(bad?.syncStatus).toBe("error");
    expect(bad?.syncError).toMatch(/price/);
    expect((await propertyBySource("ut-2"))?.syncStatus).toBe("synced");
    const status = await s.call<{ syncStats: { error: number } }>("/api/sync-properties", { token: recruiter.token });
    expect(status.body.syncStats.error).toBe(1);

    await s.upsert([doc("ut-1", "UT")]);
    await sync({ state: "UT" });
    expect(await propertyBySource("ut-1")).toMatchObject({ syncStatus: "synced", syncError: null });
  });
});

describe("a throttled source", () => {
  it("stops with 'Request rate is large' once the SDK's retries run out, keeping the page already stored", async () => {
    // The first query page goes through; every later one is answered 429.
    s.proxy.configure({ throttleAfterQueries: s.proxy.stats.queriesForwarded + 1, retryAfterMs: 1 });
    const throttledBefore = s.proxy.stats.throttled;
    const res = await sync({ state: "TX" });
    s.proxy.configure({ throttleAfterQueries: undefined });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("RATE_LIMITED");
    expect(res.body.error.message).toContain("Request rate is large");
    expect(res.body.error.details?.result).toEqual({ total: 1000, created: 1000, updated: 0, autoLinked: 0, errors: 0 });
    // The SDK retried (9 times by default) before giving up.
    expect(s.proxy.stats.throttled - throttledBefore).toBe(10);

    const stored = await s.db.property.findMany({ where: { state: "TX" } });
    expect(stored).toHaveLength(1000);
    const byId = new Map(TEXAS.map((l) => [l.id, l]));
    for (const row of stored) {
      const listing = byId.get(row.sourceListingId ?? "") as SampleListing;
      expect(row.address).toBe(listing.address);
      expect(Number(row.price)).toBe(listing.price);
      expect(row.syncStatus).toBe("synced");
    }
    const run = await s.db.syncRun.findFirstOrThrow({ orderBy: { startedAt: "desc" } });
    expect(run).toMatchObject({ status: "failed", total: 1000, created: 1000 });
    expect(run.error).toContain("Request rate is large");
    expect(run.finishedAt).not.toBeNull();

    // The lock was released: the next run finishes the state.
    const retry = await sync({ state: "TX" });
    expect(retry.body.result).toEqual({ total: 1200, created: 200, updated: 1000, autoLinked: 0, errors: 0 });
  });
});

describe("one sync at a time", () => {
  it("answers SYNC_IN_PROGRESS to a second sync while the first runs", async () => {
    // Slow the first run down: its first requests are throttled and retried after 400 ms each.
    s.proxy.configure({ throttleAll: true, maxThrottles: s.proxy.stats.throttled + 3, retryAfterMs: 400 });
    const first = sync({ state: "ID" });
    await new Promise((r) => setTimeout(r, 300));
    const second = await sync({ state: "OR", limit: 5 });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("SYNC_IN_PROGRESS");
    expect(typeof second.body.error.details?.run_id).toBe("string");
    const done = await first;
    s.proxy.configure({ throttleAll: false, maxThrottles: undefined, retryAfterMs: 1 });
    expect(done.status).toBe(200);
    expect(done.body.result.total).toBe(inState("ID").length);
    expect(await s.db.syncRun.findUnique({ where: { id: String(second.body.error.details?.run_id) } })).toMatchObject({ status: "succeeded" });
  });

  it("lets exactly one of two simultaneous syncs run", async () => {
    const answers = await Promise.all([sync({ state: "ID" }), sync({ state: "ID" })]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
  });

  it("is blocked by a live lock but not by the expired lock of a run that crashed", async () => {
    const crashed = await s.db.syncRun.create({ data: { params: { state: "ID" }, triggeredBy: "user:gone@sync.test" } });
    await s.db.jobLock.create({ data: { name: "property-sync", holder: crashed.id, expiresAt: new Date(Date.now() + 60_000) } });
    const blocked = await sync({ state: "ID" });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.details?.run_id).toBe(crashed.id);

    await s.db.jobLock.update({ where: { name: "property-sync" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await sync({ state: "ID" });
    expect(res.status).toBe(200);
    expect(await s.db.syncRun.findUniqueOrThrow({ where: { id: crashed.id } })).toMatchObject({ status: "failed", error: expect.stringMatching(/Interrupted/) });
    expect(await s.db.jobLock.count()).toBe(0);
  });
});

describe("the cron route", () => {
  it("answers 401 without the cron secret and syncs SYNC_STATES with it", async () => {
    expect((await s.call("/api/cron/sync-properties")).status).toBe(401);
    expect((await s.call("/api/cron/sync-properties", { headers: { authorization: "Bearer wrong-secret" } })).status).toBe(401);
    expect((await s.call("/api/cron/sync-properties", { token: admin.token })).status).toBe(401);
    expect((await s.call("/api/cron/sync-properties", { headers: { authorization: `Bearer ${s.stack.cronSecret}x` } })).status).toBe(401);
    expect((await s.call("/api/cron/sync-properties", { headers: { authorization: `Basic ${s.stack.cronSecret}` } })).status).toBe(401);
    expect(await s.db.syncRun.count({ where: { triggeredBy: "cron" } })).toBe(0);
    // Stored listing text of ID cleared by hand: the cron run stores it again after answering.
    const idMissing = async () =>
      (await s.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM properties WHERE state = 'ID' AND price > 0 AND listing_json IS NULL`)[0].n;
    await s.db.$executeRaw`UPDATE properties SET listing_json = NULL WHERE state = 'ID'`;
    expect(await idMissing()).toBeGreaterThan(0);

    const res = await s.call<{ success: boolean; runs: { state: string; result: Result }[] }>("/api/cron/sync-properties", {
      headers: { authorization: `Bearer ${s.stack.cronSecret}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, runs: [{ state: "ID", result: { total: inState("ID").length, created: 0, updated: inState("ID").length, autoLinked: 0, errors: 0 } }] });
    expect(await s.db.syncRun.findFirst({ where: { triggeredBy: "cron" } })).toMatchObject({ status: "succeeded", params: { state: "ID", city: null, limit: null } });
    await expect.poll(idMissing, { timeout: 30_000 }).toBe(0);

    // The POST endpoint takes the cron secret too.
    const post = await s.call<SyncAnswer>("/api/sync-properties", { body: { state: "WY" }, headers: { authorization: `Bearer ${s.stack.cronSecret}` } });
    expect(post.status).toBe(200);
    expect(post.body.result.total).toBe(5);
    expect(await s.db.syncRun.count({ where: { triggeredBy: "cron" } })).toBe(2);

    // The auth scheme is case-insensitive (RFC 9110), for the secret as for user tokens.
    const lower = await s.call("/api/cron/sync-properties", { headers: { authorization: `bearer ${s.stack.cronSecret}` } });
    expect(lower.status).toBe(200);
    expect(await s.db.syncRun.count({ where: { triggeredBy: "cron" } })).toBe(3);
  });
});

describe("status and history", () => {
  it("reports the source with markers only, and property counts that match the database", async () => {
    const res = await s.call<{ success: boolean; sourceStatus: Record<string, unknown>; syncStats: Record<string, unknown> }>("/api/sync-properties", { token: recruiter.token });
    expect(res.status).toBe(200);
    expect(res.body.sourceStatus).toEqual({ configured: true, endpoint: "set", key: "set", database: s.database, container: s.container });
    const [counts] = await s.db.$queryRaw<{ total: number; synced: number; manual: number; error: number; last: Date }[]>`
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE sync_status = 'synced'))::int AS synced,
             (count(*) FILTER (WHERE sync_status = 'manual'))::int AS manual, (count(*) FILTER (WHERE sync_status = 'error'))::int AS error,
             max(last_synced_at) AS last FROM properties`;
    expect(res.body).toEqual({
      success: true,
      sourceStatus: expect.any(Object),
      syncStats: { total: counts.total, synced: counts.synced, manual: counts.manual, error: counts.error, lastSyncDate: counts.last.toISOString() },
    });
    expect(counts.manual).toBeGreaterThanOrEqual(4);
  });

  it("lists runs newest first with their counts and errors, page by page", async () => {
    const all = await s.db.syncRun.findMany({ orderBy: [{ startedAt: "desc" }, { id: "desc" }] });
    const page1 = await s.call<{ runs: Run[]; total: number; page: number; limit: number }>("/api/sync-properties/runs?limit=3", { token: recruiter.token });
    const page2 = await s.call<{ runs: Run[]; total: number; page: number; limit: number }>("/api/sync-properties/runs?limit=3&page=2", { token: recruiter.token });
    expect(page1.body).toMatchObject({ total: all.length, page: 1, limit: 3 });
    expect([...page1.body.runs, ...page2.body.runs].map((r) => r.id)).toEqual(all.slice(0, 6).map((r) => r.id));
    const failed = all.find((r) => r.status === "failed" && r.error?.includes("Request rate is large"));
    const one = await s.call<Run>(`/api/sync-properties/runs/${failed?.id}`, { token: recruiter.token });
    expect(one.body).toMatchObject({ status: "failed", params: { state: "TX" }, result: { total: 1000, created: 1000 } });
    expect(one.body.error).toContain("Request rate is large");
  });
});

describe("re-running a recorded sync", () => {
  it("accepts a run's params as the history reports them, null meaning omitted", async () => {
    const history = await s.call<{ runs: Run[] }>("/api/sync-properties/runs?limit=100", { token: recruiter.token });
    const recorded = history.body.runs.find((r) => r.status === "succeeded" && r.params.state === "WY");
    expect(recorded?.params).toEqual({ state: "WY", city: null, limit: null });
    const again = await sync({ ...recorded?.params });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ total: 5, created: 0, updated: 5, autoLinked: 0, errors: 0 });
    const trial = await sync({ state: "WY", city: null, limit: 2 });
    expect(trial.status).toBe(200);
    expect(trial.body.result.total).toBe(2);
  });
});

describe("database trouble", () => {
  // This stack has a database of its own, so breaking it for a moment disturbs no other test.
  function expectGeneric500(res: { status: number; text: string; body: ErrorAnswer }, internals: string[]) {
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe("INTERNAL_ERROR");
    expect(res.body.error.message).toMatch(/^Something went wrong\. Reference: \S+$/);
    for (const word of ["SELECT", "relation", "column", "prisma", "    at ", ...internals]) expect(res.text, word).not.toContain(word);
  }

  it("answers the rental listings with a 500 envelope that reveals nothing", async () => {
    // A column every batch read uses (the fingerprint of the stored listing text).
    await s.db.$executeRawUnsafe(`ALTER TABLE properties RENAME COLUMN listing_json_shape TO listing_json_shape_gone`);
    try {
      const res = await s.call<ErrorAnswer>("/api/rental-listings", { token: recruiter.token });
      expectGeneric500(res, ["listing_json", "properties"]);
    } finally {
      await s.db.$executeRawUnsafe(`ALTER TABLE properties RENAME COLUMN listing_json_shape_gone TO listing_json_shape`);
    }
    expect((await s.call("/api/rental-listings", { token: recruiter.token })).status).toBe(200);
  });

  it("answers a failed sync with a 500 envelope and frees the lock for the next run", async () => {
    await s.db.$executeRawUnsafe(`ALTER TABLE sync_runs RENAME TO sync_runs_gone`);
    try {
      const res = await s.call<ErrorAnswer>("/api/sync-properties", { token: admin.token, body: { state: "WY" } });
      expectGeneric500(res, ["sync_runs", "job_locks"]);
    } finally {
      await s.db.$executeRawUnsafe(`ALTER TABLE sync_runs_gone RENAME TO sync_runs`);
    }
    const next = await sync({ state: "WY" });
    expect(next.status).toBe(200);
    expect(next.body.result.total).toBe(5);
  });
});

describe("the source key", () => {
  function filesUnder(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  }

  it("never appears in an answer, a log line, or the browser bundles", async () => {
    const endpoints = [s.proxy.endpoint, s.emulator.endpoint].map((e) => new URL(e).host);
    expect(s.responses.length).toBeGreaterThan(40);
    for (const text of s.responses) {
      expect(text.includes(s.key)).toBe(false);
      for (const host of endpoints) expect(text.includes(host), host).toBe(false);
    }
    const logs = s.stack.logs();
    expect(logs).toContain("property sync finished");
    expect(logs.includes(s.key)).toBe(false);

    const staticDir = path.resolve(".next/static");
    const files = filesUnder(staticDir);
    expect(files.length).toBeGreaterThan(0);
    const needles = [s.key, "COSMOS_KEY", "emulator-key-any-value-works", ...(process.env.COSMOS_KEY ? [process.env.COSMOS_KEY] : [])];
    for (const file of files) {
      const content = readFileSync(file, "utf8");
      for (const needle of needles) expect(content.includes(needle), `${needle} in ${file}`).toBe(false);
    }
  });
});
