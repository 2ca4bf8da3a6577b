// The property CRM API over real HTTP: who may use it, the filtered list with sync health, the
// record with its units, tenants, inspections and contacts, and the PMCs.
import { beforeAll, describe, expect, it } from "vitest";
import { api, testDb, tokenFor, uniq } from "@/tests/helpers/api";
import { ErrorAnswer, Detail, NONE } from "@/tests/helpers/properties";
type ListItem = { id: string; address: string; city: string; status: string; priority: string | null; health: string; origin: string; pm_company: { id: string; company_name: string } | null; price: number | null };
type List = { properties: ListItem[]; total: number; page: number; limit: number };
let recruiter: string;
let corpsAdmin: string;
let volunteer: string;
let city: string;

/** Turns a hand-made property into a synced one, last synced `hoursAgo` hours ago (or never). */
async function markSynced(id: string, hoursAgo: number | null) {
  await testDb().property.update({
    where: { id },
    data: { sourceListingId: `crm-test-${uniq()}`, syncStatus: "synced", lastSyncedAt: hoursAgo === null ? null : new Date(Date.now() - hoursAgo * 3_600_000) },
  });
}

async function createProperty(body: Record<string, unknown>, inCity = city) {
  const res = await api<Detail>("/api/properties", { token: recruiter, body: { city: inCity, state: "OR", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

beforeAll(async () => {
  const s = uniq();
  recruiter = (await tokenFor({ email: `crm-rec-${s}@test.org`, role: "recruiter", org: `CRM A ${s}` })).token;
  corpsAdmin = (await tokenFor({ email: `crm-ca-${s}@test.org`, role: "corps_admin", org: `CRM B ${s}` })).token;
  volunteer = (await tokenFor({ email: `crm-vol-${s}@test.org`, role: "volunteer", org: `CRM A ${s}` })).token;
  city = `Crmville ${s}`;
});

describe("access to the property CRM", () => {
  it("answers 401 to anonymous callers and 403 to volunteers on every endpoint, and serves recruiters of any organization", async () => {
    const p = await createProperty({ address: "1 Access Way" });
    const unit = (await api<{ id: string }>(`/api/properties/${p.id}/units`, { token: recruiter, body: { unit_number: "1" } })).body;
    const tenant = (await api<{ id: string }>(`/api/properties/${p.id}/units/${unit.id}/tenants`, { token: corpsAdmin, body: { first_name: "A", last_name: "B" } })).body;
    const inspection = (await api<{ id: string }>(`/api/properties/${p.id}/inspections`, { token: recruiter, body: { inspection_date: "2026-01-05" } })).body;
    const contact = (await api<{ id: string }>(`/api/properties/${p.id}/contacts`, { token: corpsAdmin, body: { first_name: "C", last_name: "D" } })).body;
    const endpoints: [string, string, unknown?][] = [
      ["GET", "/api/properties"],
      ["POST", "/api/properties", { address: "2 Access Way" }],
      ["GET", `/api/properties/${p.id}`],
      ["PATCH", `/api/properties/${p.id}`, { notes: "x" }],
      ["GET", `/api/properties/${p.id}/units`],
      ["POST", `/api/properties/${p.id}/units`, { unit_number: "2" }],
      ["PATCH", `/api/properties/${p.id}/units/${unit.id}`, { rent: 900 }],
      ["DELETE", `/api/properties/${p.id}/units/${unit.id}`],
      ["POST", `/api/properties/${p.id}/units/${unit.id}/tenants`, { first_name: "E", last_name: "F" }],
      ["PATCH", `/api/properties/${p.id}/units/${unit.id}/tenants/${tenant.id}`, { phone: "555" }],
      ["DELETE", `/api/properties/${p.id}/units/${unit.id}/tenants/${tenant.id}`],
      ["GET", `/api/properties/${p.id}/inspections`],
      ["POST", `/api/properties/${p.id}/inspections`, { inspection_date: "2026-02-01" }],
      ["PATCH", `/api/properties/${p.id}/inspections/${inspection.id}`, { result: "passed" }],
      ["DELETE", `/api/properties/${p.id}/inspections/${inspection.id}`],
      ["GET", `/api/properties/${p.id}/contacts`],
      ["POST", `/api/properties/${p.id}/contacts`, { first_name: "G", last_name: "H" }],
      ["PATCH", `/api/properties/${p.id}/contacts/${contact.id}`, { role: "manager" }],
      ["DELETE", `/api/properties/${p.id}/contacts/${contact.id}`],
      ["GET", "/api/pm-companies"],
      ["POST", "/api/pm-companies", { company_name: `Nobody ${uniq()}` }],
    ];
    for (const [method, path, body] of endpoints) {
      const anonymous = await api<ErrorAnswer>(path, { method, body });
      expect(anonymous.status, `${method} ${path} anonymous`).toBe(401);
      expect(anonymous.body.error.code).toBe("UNAUTHORIZED");
      const asVolunteer = await api<ErrorAnswer>(path, { method, body, token: volunteer });
      expect(asVolunteer.status, `${method} ${path} volunteer`).toBe(403);
      expect(asVolunteer.body.error.code).toBe("FORBIDDEN");
    }
    // Nothing changed through the refused calls.
    expect((await api<Detail>(`/api/properties/${p.id}`, { token: corpsAdmin })).body).toMatchObject({ notes: null, units: [{ unit_number: "1", tenants: [{ id: tenant.id }] }] });
    // The CRM is shared: a corps_admin of another organization sees and edits the same record.
    const other = await api<Detail>(`/api/properties/${p.id}`, { method: "PATCH", token: corpsAdmin, body: { priority: "Low" } });
    expect(other.status).toBe(200);
    expect(other.body.priority).toBe("Low");
  });

  it("answers 400 for ids that are not UUIDs and 404 for ones that do not exist", async () => {
    const p = await createProperty({ address: "3 Access Way" });
    expect((await api<ErrorAnswer>("/api/properties/123", { token: recruiter })).body.error.code).toBe("VALIDATION_ERROR");
    expect((await api(`/api/properties/${p.id}/units/nope`, { method: "PATCH", token: recruiter, body: {} })).status).toBe(400);
    for (const path of [`/api/properties/${NONE}`, `/api/properties/${NONE}/units`, `/api/properties/${NONE}/inspections`, `/api/properties/${NONE}/contacts`]) {
      const res = await api<ErrorAnswer>(path, { token: corpsAdmin });
      expect(res.status, path).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
    }
    expect((await api(`/api/properties/${p.id}/units/${NONE}`, { method: "DELETE", token: recruiter })).status).toBe(404);
    expect((await api(`/api/properties/${p.id}/inspections/${NONE}`, { method: "PATCH", token: recruiter, body: { notes: "x" } })).status).toBe(404);
    expect((await api(`/api/properties/${p.id}/contacts/${NONE}`, { method: "DELETE", token: corpsAdmin })).status).toBe(404);
  });
});

describe("creating and updating properties", () => {
  it("creates a hand-made property and rejects unknown, read-only or invalid fields", async () => {
    const res = await api<Detail>("/api/properties", {
      token: recruiter,
      body: { address: " 10 Create St ", city, state: "or", zip_code: "97214", price: 1450.5, beds: 2, baths: 1.5, status: "Active", priority: "High", notes: "Walk-in", management_type: "Owner Managed" },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      property_name: "10 Create St",
      address: "10 Create St",
      state: "OR",
      price: 1450.5,
      origin: "manual",
      sync_status: "manual",
      health: "Manual Entry",
      source_listing_id: null,
      last_synced_at: null,
      status: "Active",
      priority: "High",
      management_type: "Owner Managed",
      units: [],
      inspections: [],
    });
    // Contacts are personal data: a recruiter's answer has none (see "personal data" below).
    expect(res.body).not.toHaveProperty("contacts");
    const bad = await api<ErrorAnswer>("/api/properties", {
      token: recruiter,
      body: { city, state: "Oregon", price: -1, beds: 1.5, status: "Sold", source_listing_id: "x", sync_status: "synced", last_synced_at: "2026-01-01T00:00:00Z" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.fields).toMatchObject({
      address: expect.any(String),
      state: expect.any(String),
      price: expect.any(String),
      beds: expect.any(String),
      status: expect.any(String),
      source_listing_id: "Unknown field",
      sync_status: "Unknown field",
      last_synced_at: "Unknown field",
    });
  });

  it("updates CRM fields, checks references, and links the owner contact", async () => {
    const p = await createProperty({ address: "11 Update St" });
    const pmc = await api<{ id: string; company_name: string }>("/api/pm-companies", { token: recruiter, body: { company_name: `Update PMC ${uniq()}` } });
    const contact = await api<{ id: string }>(`/api/properties/${(await createProperty({ address: "12 Other St" })).id}/contacts`, {
      token: corpsAdmin,
      body: { first_name: "Owen", last_name: "Ower", kind: "owner" },
    });
    const res = await api<Detail>(`/api/properties/${p.id}`, {
      method: "PATCH",
      token: corpsAdmin,
      body: { status: "Inactive", priority: "Medium", notes: "Called twice", pm_company_id: pmc.body.id, owner_contact_id: contact.body.id, management_type: "Nonprofit", property_name: "Update House", price: 999 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "Inactive",
      priority: "Medium",
      notes: "Called twice",
      pm_company: { id: pmc.body.id, company_name: pmc.body.company_name },
      owner_contact: { id: contact.body.id, first_name: "Owen" },
      management_type: "Nonprofit",
      property_name: "Update House",
      price: 999,
      contacts: [{ id: contact.body.id, role: "owner", is_owner: true }],
    });
    const cleared = await api<Detail>(`/api/properties/${p.id}`, { method: "PATCH", token: recruiter, body: { priority: null, notes: "", pm_company_id: null } });
    expect(cleared.body).toMatchObject({ priority: null, notes: null, pm_company: null, status: "Inactive" });

    const refs = await api<ErrorAnswer>(`/api/properties/${p.id}`, { method: "PATCH", token: corpsAdmin, body: { pm_company_id: NONE, owner_contact_id: NONE } });
    expect(refs.status).toBe(400);
    expect(refs.body.error.details?.fields).toEqual({ pm_company_id: "No such property management company", owner_contact_id: "No such contact" });
    const noAddress = await api<ErrorAnswer>(`/api/properties/${p.id}`, { method: "PATCH", token: recruiter, body: { address: null } });
    expect(noAddress.body.error.details?.fields).toEqual({ address: "Required" });
  });
});

describe("the property list", () => {
  let ids: Record<string, string>;
  // A city of its own, so the filters see only this test's properties.
  const listCity = `Listville ${uniq()}`;

  beforeAll(async () => {
    const pmc = await api<{ id: string }>("/api/pm-companies", { token: recruiter, body: { company_name: `List PMC ${uniq()}` } });
    const plan: [string, Record<string, unknown>][] = [
      ["manualHigh", { address: "100 List Ave", status: "Active", priority: "High", price: 1500 }],
      ["manualLow", { address: "101 List Ave", status: "Prospect", priority: "Low", price: 900, pm_company_id: pmc.body.id }],
      ["fresh", { address: "102 List Ave", status: "Prospect", price: 2100, property_manager: "Zebra Homes" }],
      ["outdated", { address: "103 List Ave", status: "Inactive", priority: "High" }],
      ["never", { address: "104 List Ave", status: "Active" }],
    ];
    ids = {};
    // In order: the default list order (newest first) is part of what the tests below check.
    for (const [key, body] of plan) ids[key] = (await createProperty(body, listCity)).id;
    await markSynced(ids.fresh, 1);
    await markSynced(ids.outdated, 25);
    await markSynced(ids.never, null);
  });

  async function list(query: string) {
    const res = await api<List>(`/api/properties?city=${encodeURIComponent(listCity)}&${query}`, { token: recruiter });
    expect(res.status, res.text).toBe(200);
    return res.body;
  }
  const idsOf = (l: List) => l.properties.map((p) => p.id);

  it("labels sync health from the view and filters by it", async () => {
    const all = await list("limit=100");
    const health = Object.fromEntries(all.properties.map((p) => [p.id, p.health]));
    expect(health[ids.manualHigh]).toBe("Manual Entry");
    expect(health[ids.fresh]).toBe("Up to Date");
    expect(health[ids.outdated]).toBe("Outdated");
    expect(health[ids.never]).toBe("Never Synced");
    expect(idsOf(await list("health=Outdated"))).toEqual([ids.outdated]);
    expect(idsOf(await list("health=Never%20Synced,Up%20to%20Date")).toSorted()).toEqual([ids.never, ids.fresh].toSorted());
    expect((await list("origin=synced")).total).toBe(3);
  });

  it("filters by status, priority, PMC and search, and orders and pages", async () => {
    expect(idsOf(await list("status=Active&priority=High"))).toEqual([ids.manualHigh]);
    expect(idsOf(await list("status=Active&status=Inactive")).toSorted()).toEqual([ids.manualHigh, ids.outdated, ids.never].toSorted());
    expect(idsOf(await list("priority=Low"))).toEqual([ids.manualLow]);
    const withPmc = await list("pm_company_id=none");
    expect(idsOf(withPmc)).not.toContain(ids.manualLow);
    expect(withPmc.total).toBe(4);
    const manualLow = (await list("priority=Low")).properties[0];
    expect(idsOf(await list(`pm_company_id=${manualLow.pm_company?.id}`))).toEqual([ids.manualLow]);
    expect(idsOf(await list("search=zebra"))).toEqual([ids.fresh]);
    expect(idsOf(await list("search=list%20pmc"))).toEqual([ids.manualLow]);
    // Case-insensitive exact city.
    const upper = await api<List>(`/api/properties?city=${encodeURIComponent(listCity.toUpperCase())}`, { token: recruiter });
    expect(upper.body.total).toBe(5);

    expect((await list("sort=price&limit=3")).properties.map((p) => p.price)).toEqual([2100, 1500, 900]);
    const byAddress = await list("sort=address&limit=2&page=2");
    expect(byAddress).toMatchObject({ page: 2, limit: 2 });
    expect(byAddress.properties.map((p) => p.address)).toEqual(["102 List Ave", "103 List Ave"]);
    const newest = await list("limit=100");
    expect(newest.properties.length).toBe(newest.total);
    // Blank form fields mean "no filter".
    expect((await list("status=&priority=&health=&pm_company_id=&search=&sort=")).total).toBe(newest.total);
  });

  it("rejects bad filters with the field named", async () => {
    for (const [query, field] of [["limit=101", "limit"], ["page=0", "page"], ["health=Stale", "health"], ["status=Sold", "status"], ["pm_company_id=acme", "pm_company_id"], ["sort=random", "sort"], ["origin=imported", "origin"]]) {
      const res = await api<ErrorAnswer>(`/api/properties?${query}`, { token: recruiter });
      expect(res.status, query).toBe(400);
      // Array filters name the bad item (health.0).
      expect(Object.keys(res.body.error.details?.fields ?? {}).some((key) => key === field || key.startsWith(`${field}.`)), query).toBe(true);
    }
  });
});
