// The property record's parts over real HTTP: units and tenants, inspections, contacts, the
// PMCs, and who may see the personal data of tenants and contacts.
import { beforeAll, describe, expect, it } from "vitest";
import { api, testDb, tokenFor, uniq } from "@/tests/helpers/api";
import { ErrorAnswer, Detail, NONE } from "@/tests/helpers/properties";
let recruiter: string;
let corpsAdmin: string;
let city: string;

async function createProperty(body: Record<string, unknown>, inCity = city) {
  const res = await api<Detail>("/api/properties", { token: recruiter, body: { city: inCity, state: "OR", ...body } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

beforeAll(async () => {
  const s = uniq();
  recruiter = (await tokenFor({ email: `crm-rec-${s}@test.org`, role: "recruiter", org: `CRM A ${s}` })).token;
  corpsAdmin = (await tokenFor({ email: `crm-ca-${s}@test.org`, role: "corps_admin", org: `CRM B ${s}` })).token;
  city = `Crmville ${s}`;
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
