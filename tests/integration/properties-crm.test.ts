// The property CRM API over real HTTP: who may use it, the filtered list with sync health, the
// record with its units, tenants, inspections and contacts, and the PMCs.
import { beforeAll, describe, expect, it } from "vitest";
import { api, testDb, tokenFor, uniq } from "@/tests/helpers/api";

type ErrorAnswer = { error: { code: string; message: string; details?: { fields?: Record<string, string> } & Record<string, unknown> } };
type ListItem = { id: string; address: string; city: string; status: string; priority: string | null; health: string; origin: string; pm_company: { id: string; company_name: string } | null; price: number | null };
type List = { properties: ListItem[]; total: number; page: number; limit: number };
type Detail = Record<string, unknown> & {
  id: string;
  units: { id: string; unit_number: string; tenants: { id: string }[] }[];
  inspections: { id: string; inspection_date: string }[];
  contacts: { id: string; role: string; is_owner: boolean }[];
  owner_contact_id: string | null;
};

const NONE = "00000000-0000-4000-8000-000000000000";
let recruiter: string;
let corpsAdmin: string;
let volunteer: string;
let city: string;

async function createProperty(body: Record<string, unknown>, inCity = city) {
  const res = await api<Detail>("/api/properties", { token: recruiter, body: { city: inCity, state: "OR", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Turns a hand-made property into a synced one, last synced `hoursAgo` hours ago (or never). */
async function markSynced(id: string, hoursAgo: number | null) {
  await testDb().property.update({
    where: { id },
    data: { sourceListingId: `crm-test-${uniq()}`, syncStatus: "synced", lastSyncedAt: hoursAgo === null ? null : new Date(Date.now() - hoursAgo * 3_600_000) },
  });
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

describe("units and tenants", () => {
  it("adds, edits and removes units and tenants, scoped to their property", async () => {
    const p = await createProperty({ address: "20 Unit St" });
    const other = await createProperty({ address: "21 Unit St" });
    const unit = await api<{ id: string; status: string; rent: number | null; tenants: unknown[] }>(`/api/properties/${p.id}/units`, { token: corpsAdmin, body: { unit_number: "1A", beds: 2, baths: 1, sqft: 800, rent: 1395.5 } });
    expect(unit.status).toBe(201);
    expect(unit.body).toMatchObject({ status: "vacant", rent: 1395.5, tenants: [] });
    const dup = await api<ErrorAnswer>(`/api/properties/${p.id}/units`, { token: corpsAdmin, body: { unit_number: "1A" } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("CONFLICT");
    // The same number on another property is fine; a unit seen through the wrong property is not found.
    expect((await api(`/api/properties/${other.id}/units`, { token: corpsAdmin, body: { unit_number: "1A" } })).status).toBe(201);
    expect((await api(`/api/properties/${other.id}/units/${unit.body.id}`, { method: "PATCH", token: corpsAdmin, body: { rent: 1 } })).status).toBe(404);

    const tenant = await api<{ id: string; lease_start: string; lease_end: string }>(`/api/properties/${p.id}/units/${unit.body.id}/tenants`, {
      token: corpsAdmin,
      body: { first_name: "Tara", last_name: "Tenant", email: "tara@example.com", lease_start: "2026-03-01", lease_end: "2027-02-28", rent: 1395 },
    });
    expect(tenant.status).toBe(201);
    expect(tenant.body).toMatchObject({ lease_start: "2026-03-01", lease_end: "2027-02-28" });
    const badLease = await api<ErrorAnswer>(`/api/properties/${p.id}/units/${unit.body.id}/tenants`, { token: corpsAdmin, body: { first_name: "X", last_name: "Y", lease_start: "2026-03-01", lease_end: "2026-01-01" } });
    expect(badLease.body.error.details?.fields).toEqual({ lease_end: "Must not be before lease_start" });
    const badEnd = await api<ErrorAnswer>(`/api/properties/${p.id}/units/${unit.body.id}/tenants/${tenant.body.id}`, { method: "PATCH", token: corpsAdmin, body: { lease_end: "2026-02-01" } });
    expect(badEnd.body.error.details?.fields).toEqual({ lease_end: "Must not be before lease_start" });
    const moved = await api<{ lease_end: string }>(`/api/properties/${p.id}/units/${unit.body.id}/tenants/${tenant.body.id}`, { method: "PATCH", token: corpsAdmin, body: { lease_end: "2027-06-30" } });
    expect(moved.body.lease_end).toBe("2027-06-30");

    const updated = await api<{ status: string; unit_number: string; tenants: { id: string }[] }>(`/api/properties/${p.id}/units/${unit.body.id}`, { method: "PATCH", token: corpsAdmin, body: { status: "occupied", unit_number: "1B" } });
    expect(updated.body).toMatchObject({ status: "occupied", unit_number: "1B", tenants: [{ id: tenant.body.id }] });
    expect((await api(`/api/properties/${p.id}/units/${unit.body.id}`, { method: "PATCH", token: corpsAdmin, body: { status: "sold" } })).status).toBe(400);

    const units = await api<{ units: { id: string; tenants: unknown[] }[] }>(`/api/properties/${p.id}/units`, { token: corpsAdmin });
    expect(units.body.units).toHaveLength(1);
    expect((await api(`/api/properties/${p.id}/units/${unit.body.id}/tenants/${tenant.body.id}`, { method: "DELETE", token: corpsAdmin })).status).toBe(204);
    expect((await api(`/api/properties/${p.id}/units/${unit.body.id}`, { method: "DELETE", token: corpsAdmin })).status).toBe(204);
    expect((await api<{ units: unknown[] }>(`/api/properties/${p.id}/units`, { token: corpsAdmin })).body.units).toEqual([]);
  });
});

describe("inspections", () => {
  it("records, lists newest first, edits and deletes inspections", async () => {
    const p = await createProperty({ address: "30 Inspect St" });
    const older = await api<{ id: string; kind: string; result: string }>(`/api/properties/${p.id}/inspections`, { token: recruiter, body: { inspection_date: "2026-01-10", inspector: "Ida" } });
    expect(older.status).toBe(201);
    expect(older.body).toMatchObject({ kind: "annual", result: "scheduled" });
    const newer = await api<{ id: string }>(`/api/properties/${p.id}/inspections`, { token: recruiter, body: { inspection_date: "2026-06-10", kind: "move_in", result: "failed", notes: "Mold" } });
    expect((await api(`/api/properties/${p.id}/inspections`, { token: recruiter, body: { inspection_date: "2026-13-01" } })).status).toBe(400);
    const listed = await api<{ inspections: { id: string }[] }>(`/api/properties/${p.id}/inspections`, { token: recruiter });
    expect(listed.body.inspections.map((i) => i.id)).toEqual([newer.body.id, older.body.id]);
    const passed = await api<{ result: string; notes: string }>(`/api/properties/${p.id}/inspections/${newer.body.id}`, { method: "PATCH", token: recruiter, body: { result: "passed" } });
    expect(passed.body).toMatchObject({ result: "passed", notes: "Mold" });
    expect((await api(`/api/properties/${p.id}/inspections/${older.body.id}`, { method: "DELETE", token: recruiter })).status).toBe(204);
    expect((await api<Detail>(`/api/properties/${p.id}`, { token: recruiter })).body.inspections.map((i) => i.id)).toEqual([newer.body.id]);
  });
});

describe("contacts", () => {
  it("creates, links, edits and unlinks contacts without deleting them", async () => {
    const a = await createProperty({ address: "40 Contact St" });
    const b = await createProperty({ address: "41 Contact St" });
    const created = await api<{ id: string; role: string; kind: string }>(`/api/properties/${a.id}/contacts`, { token: corpsAdmin, body: { first_name: "Cora", last_name: "Owner", kind: "owner", phone: "(503) 555-0100" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "owner", role: "owner" });
    const linked = await api<{ id: string; role: string }>(`/api/properties/${b.id}/contacts`, { token: corpsAdmin, body: { contact_id: created.body.id, role: "manager" } });
    expect(linked.status).toBe(201);
    expect(linked.body).toMatchObject({ id: created.body.id, role: "manager" });
    expect((await api<ErrorAnswer>(`/api/properties/${b.id}/contacts`, { token: corpsAdmin, body: { contact_id: created.body.id } })).body.error.code).toBe("CONFLICT");
    const mixed = await api<ErrorAnswer>(`/api/properties/${b.id}/contacts`, { token: corpsAdmin, body: { contact_id: created.body.id, first_name: "X" } });
    expect(mixed.body.error.details?.fields).toEqual({ first_name: "Not allowed together with contact_id" });
    expect((await api<ErrorAnswer>(`/api/properties/${b.id}/contacts`, { token: corpsAdmin, body: { last_name: "Only" } })).body.error.details?.fields).toEqual({ first_name: "Required" });
    expect((await api<ErrorAnswer>(`/api/properties/${b.id}/contacts`, { token: corpsAdmin, body: { contact_id: NONE } })).body.error.details?.fields).toEqual({ contact_id: "No such contact" });

    // Editing the contact shows on both properties; the role is per link.
    const edited = await api<{ email: string; role: string }>(`/api/properties/${a.id}/contacts/${created.body.id}`, { method: "PATCH", token: corpsAdmin, body: { email: "cora@example.com", role: "other" } });
    expect(edited.body).toMatchObject({ email: "cora@example.com", role: "other" });
    const onB = await api<{ contacts: { email: string; role: string }[] }>(`/api/properties/${b.id}/contacts`, { token: corpsAdmin });
    expect(onB.body.contacts).toEqual([expect.objectContaining({ email: "cora@example.com", role: "manager" })]);

    // Unlinking the owner contact clears owner_contact_id; the contact stays for the other property.
    await api(`/api/properties/${a.id}`, { method: "PATCH", token: corpsAdmin, body: { owner_contact_id: created.body.id } });
    expect((await api(`/api/properties/${a.id}/contacts/${created.body.id}`, { method: "DELETE", token: corpsAdmin })).status).toBe(204);
    const afterA = await api<Detail>(`/api/properties/${a.id}`, { token: corpsAdmin });
    expect(afterA.body).toMatchObject({ owner_contact_id: null, contacts: [] });
    expect((await api<{ contacts: unknown[] }>(`/api/properties/${b.id}/contacts`, { token: corpsAdmin })).body.contacts).toHaveLength(1);
    expect(await testDb().contact.findUnique({ where: { id: created.body.id } })).not.toBeNull();
  });
});

describe("property management companies", () => {
  it("lists PMCs by name with their property counts, and refuses a duplicate name", async () => {
    const name = `Aardvark Rentals ${uniq()}`;
    const created = await api<{ id: string; property_count: number }>("/api/pm-companies", { token: recruiter, body: { company_name: name, website: "https://aardvark.example", phone: "503-555-0199" } });
    expect(created.status).toBe(201);
    expect(created.body.property_count).toBe(0);
    await createProperty({ address: "50 PMC St", pm_company_id: created.body.id });
    await createProperty({ address: "51 PMC St", pm_company_id: created.body.id });
    const found = await api<{ pm_companies: { id: string; property_count: number }[]; total: number; page: number; limit: number }>(`/api/pm-companies?search=${encodeURIComponent(name.toLowerCase())}`, { token: recruiter });
    expect(found.body).toMatchObject({ total: 1, page: 1, limit: 25, pm_companies: [{ id: created.body.id, property_count: 2 }] });
    const dup = await api<ErrorAnswer>("/api/pm-companies", { token: recruiter, body: { company_name: ` ${name.toUpperCase()} ` } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("CONFLICT");
    const bad = await api<ErrorAnswer>("/api/pm-companies", { token: recruiter, body: { company_name: "", website: "not a url", id: NONE } });
    expect(Object.keys(bad.body.error.details?.fields ?? {}).toSorted()).toEqual(["company_name", "id", "website"]);
    // The demo seed's PMCs are there.
    const all = await api<{ pm_companies: { company_name: string }[] }>("/api/pm-companies?limit=100", { token: recruiter });
    expect(all.body.pm_companies.map((c) => c.company_name)).toContain("Cascade Property Management");
  });
});

describe("personal data of tenants and contacts", () => {
  const PERSONAL = ["first_name", "last_name", "email", "phone", "lease_start", "lease_end"];

  it("a recruiter reads properties and units without any tenant or contact field, and writing one is 403", async () => {
    const p = await createProperty({ address: "21 Private Way" });
    const unit = (await api<{ id: string }>(`/api/properties/${p.id}/units`, { token: recruiter, body: { unit_number: "1", rent: 1100 } })).body;
    const tenant = await api<{ id: string }>(`/api/properties/${p.id}/units/${unit.id}/tenants`, {
      token: corpsAdmin,
      body: { first_name: "Tamsin", last_name: "Private", email: "tamsin@example.org", phone: "503-555-0199", lease_start: "2026-01-01", lease_end: "2026-12-31", rent: 1234 },
    });
    expect(tenant.status).toBe(201);
    const contact = await api<{ id: string }>(`/api/properties/${p.id}/contacts`, { token: corpsAdmin, body: { first_name: "Corin", last_name: "Secret", email: "corin@example.org", kind: "owner" } });
    expect(contact.status).toBe(201);
    expect((await api(`/api/properties/${p.id}`, { method: "PATCH", token: corpsAdmin, body: { owner_contact_id: contact.body.id } })).status).toBe(200);

    const detail = await api<Detail>(`/api/properties/${p.id}`, { token: recruiter });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: p.id, address: "21 Private Way", owner_contact_id: contact.body.id, units: [{ id: unit.id, unit_number: "1", rent: 1100 }] });
    expect(detail.body).not.toHaveProperty("contacts");
    expect(detail.body).not.toHaveProperty("owner_contact");
    expect(detail.body.units[0]).not.toHaveProperty("tenants");
    for (const secret of ["Tamsin", "tamsin@example.org", "503-555-0199", "Corin", "corin@example.org", "1234"]) expect(detail.text).not.toContain(secret);
    const units = await api<{ units: Record<string, unknown>[] }>(`/api/properties/${p.id}/units`, { token: recruiter });
    expect(units.body.units[0]).not.toHaveProperty("tenants");
    expect(units.text).not.toContain("Tamsin");

    const tenantPath = `/api/properties/${p.id}/units/${unit.id}/tenants`;
    const writes: [string, string, unknown?][] = [
      ["GET", `/api/properties/${p.id}/contacts`],
      ["POST", `/api/properties/${p.id}/contacts`, { first_name: "New", last_name: "Contact" }],
      ["PATCH", `/api/properties/${p.id}/contacts/${contact.body.id}`, { phone: "1" }],
      ["DELETE", `/api/properties/${p.id}/contacts/${contact.body.id}`],
      ["POST", tenantPath, { first_name: "New", last_name: "Tenant" }],
      ["PATCH", `${tenantPath}/${tenant.body.id}`, { ["last_name"]: "Changed" }],
      ["DELETE", `${tenantPath}/${tenant.body.id}`],
      ["PATCH", `/api/properties/${p.id}`, { owner_contact_id: null }],
      // Deleting a unit would delete its tenants' records.
      ["DELETE", `/api/properties/${p.id}/units/${unit.id}`],
    ];
    for (const [method, path, body] of writes) {
      const res = await api<ErrorAnswer>(path, { method, body, token: recruiter });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe("FORBIDDEN");
    }
    // The refused writes changed nothing; a corps_admin reads and writes every field.
    const full = await api<Detail & { units: { tenants: Record<string, unknown>[] }[]; contacts: Record<string, unknown>[] }>(`/api/properties/${p.id}`, { token: corpsAdmin });
    expect(full.body).toMatchObject({
      owner_contact: { id: contact.body.id, first_name: "Corin" },
      contacts: [{ id: contact.body.id, email: "corin@example.org", is_owner: true }],
      units: [{ tenants: [{ id: tenant.body.id, last_name: "Private", rent: 1234, lease_end: "2026-12-31" }] }],
    });
    for (const field of PERSONAL) expect(full.body.units[0].tenants[0]).toHaveProperty(field);
    const changed = await api<{ last_name: string }>(`${tenantPath}/${tenant.body.id}`, { method: "PATCH", token: corpsAdmin, body: { last_name: "Changed" } });
    expect(changed.body.last_name).toBe("Changed");
    // A recruiter still manages units and may delete one without tenants.
    const empty = (await api<{ id: string }>(`/api/properties/${p.id}/units`, { token: recruiter, body: { unit_number: "2" } })).body;
    expect((await api(`/api/properties/${p.id}/units/${empty.id}`, { method: "DELETE", token: recruiter })).status).toBe(204);
  });
});
