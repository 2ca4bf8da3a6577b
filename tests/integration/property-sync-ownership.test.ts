// The property sync's ownership rules over real HTTP against the Cosmos DB emulator: source-owned
// fields are overwritten and CRM data is kept, PMCs are linked by name only where none is set,
// hand-made properties are adopted by address, and listings that cannot be stored are counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { doc, expectSourceSecretsKept, propertyBySource as bySource, runSync, startSyncSuite, type ErrorAnswer, type SyncSuite } from "@/tests/helpers/property-sync";
import type { SourceListingDocument } from "@/lib/properties/sync/source-listing";
import type { PropertySyncStack } from "@/tests/support/property-sync-stack";

let s: PropertySyncStack;
let admin: SyncSuite["admin"];
let recruiter: SyncSuite["recruiter"];
const sync = (body: Record<string, unknown>, token = admin.token) => runSync(s, body, token);
const propertyBySource = (id: string) => bySource(s, id);

beforeAll(async () => {
  ({ s, admin, recruiter } = await startSyncSuite([]));
}, 240_000);

afterAll(async () => {
  await s?.stop();
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
});

describe("the source key", () => {
  it("never appears in an answer or a log line", () => {
    expectSourceSecretsKept(s, { minAnswers: 10 });
  });
});
