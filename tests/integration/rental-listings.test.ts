

import { describe, expect, it } from "vitest";
import { api, testDb, tokenFor, uniq } from "@/tests/helpers/api";
import { poolOf } from "@/lib/db/client";
import { LISTING_SHAPE, storeListingJson } from "@/lib/properties/listings/listing-json";
import { storeMissingListings } from "@/lib/properties/listings/listing-batches";
import type { RentalListing } from "@/lib/properties/listings/rental-listing-schemas";

type Listings = { success: boolean; count: number; listings: RentalListing[] };

async function recruiter() {
  const s = uniq();
  return (await tokenFor({ email: `rl-rec-${s}@test.org`, role: "recruiter", org: `Listings ${s}`, name: "Rhea Recruiter" })).token;
}

/** Properties in a city name no other test uses, created one minute apart (first = oldest). */
async function arrange(rows: { price: number | null; beds?: number | null; city?: string | null; state?: string; zip?: string | null; voucher?: boolean | null; description?: string }[]) {
  const town = `Rentville${uniq()}`;
  const base = Date.UTC(2026, 10, 1);
  const created = [];
  for (const [i, r] of rows.entries()) {
    created.push(
      await testDb().property.create({
        data: {
          address: `${100 + i} Test St`,
          city: r.city === undefined ? town : r.city,
          state: r.state ?? "OR",
          zipCode: r.zip === undefined ? "97214" : r.zip,
          price: r.price,
          beds: r.beds === undefined ? 1 : r.beds,
          propertyManager: "Cascade Property Management",
          availability: "Available now",
          acceptsVoucher: r.voucher ?? null,
          description: r.description ?? "Bright unit",
          createdAt: new Date(base + i * 60_000),
        },
      }),
    );
  }
  return { town, ids: created.map((p) => p.id) };
}

describe("GET /api/rental-listings", () => {
  it("returns priced listings in the camelCase shape, newest first", async () => {
    const token = await recruiter();
    const { town, ids } = await arrange([
      { price: 1200, beds: 0 },
      { price: 1500, beds: 2, voucher: true },
      { price: 2800, beds: 4, description: "Big house. Section 8 welcome." },
      { price: 3100, beds: 6 },
      { price: 1400, beds: null, zip: null },
      { price: 0 },
      { price: null },
    ]);
    const res = await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.body.success).toBe(true);
    expect(res.body.count).toBe(5);
    expect(res.body.listings.map((l) => l.id)).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    const [nullBeds, sixBeds, fourBeds, twoBeds, studio] = res.body.listings;
    expect(studio).toEqual({
      id: ids[0],
      unitType: "Studio",
      bedrooms: 0,
      monthlyRent: 1200,
      zipCode: "97214",
      neighborhood: town,
      acceptsVoucher: false,
      address: "100 Test St",
      propertyManager: "Cascade Property Management",
      availability: "Available now",
    });
    expect(twoBeds).toMatchObject({ unitType: "2BR", bedrooms: 2, acceptsVoucher: true });
    expect(fourBeds).toMatchObject({ unitType: "4BR+", bedrooms: 4, acceptsVoucher: true, monthlyRent: 2800 });
    expect(sixBeds).toMatchObject({ unitType: "4BR+", bedrooms: 6 });
    expect(nullBeds).not.toHaveProperty("unitType");
    expect(nullBeds).not.toHaveProperty("zipCode");
    expect(nullBeds.bedrooms).toBeNull();
  });

  it("matches city case-insensitively and partially, and treats % and _ as letters", async () => {
    const token = await recruiter();
    const { town } = await arrange([{ price: 1000 }, { price: 1100 }]);
    const partial = await api<Listings>(`/api/rental-listings?city=${town.slice(3).toUpperCase()}`, { token });
    expect(partial.body.count).toBe(2);
    const wildcard = await api<Listings>(`/api/rental-listings?city=${encodeURIComponent(`${town.slice(0, 4)}%${town.slice(6)}`)}`, { token });
    expect(wildcard.status).toBe(200);
    expect(wildcard.body).toEqual({ success: true, listings: [], count: 0 });
  });

  it("names a missing city Unknown", async () => {
    const token = await recruiter();
    // No city to filter by: a state no other test uses isolates the row.
    const { ids } = await arrange([{ price: 1234.5, city: null, state: "ZZ" }]);
    const res = await api<Listings>(`/api/rental-listings?state=ZZ&minPrice=1234.5&maxPrice=1234.5`, { token });
    const mine = res.body.listings.find((l) => l.id === ids[0]);
    expect(mine).toMatchObject({ neighborhood: "Unknown", monthlyRent: 1234.5 });
  });

  it("filters state by equality, OR by default", async () => {
    const token = await recruiter();
    const town = `Statetown${uniq()}`;
    const { ids: orIds } = await arrange([{ price: 1000, city: town }]);
    const { ids: waIds } = await arrange([{ price: 1000, city: town, state: "WA" }]);
    const byDefault = await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    expect(byDefault.body.listings.map((l) => l.id)).toEqual(orIds);
    // A blank state (a form submitted without one) means the default, like a blank price bound.
    const blank = await api<Listings>(`/api/rental-listings?city=${town}&state=`, { token });
    expect(blank.status).toBe(200);
    expect(blank.body.listings.map((l) => l.id)).toEqual(orIds);
    const wa = await api<Listings>(`/api/rental-listings?city=${town}&state=wa`, { token });
    expect(wa.body.listings.map((l) => l.id)).toEqual(waIds);
    const none = await api<Listings>(`/api/rental-listings?city=${town}&state=CA`, { token });
    expect(none.body).toEqual({ success: true, listings: [], count: 0 });
  });

  it("applies minPrice and maxPrice inclusively", async () => {
    const token = await recruiter();
    const { town, ids } = await arrange([{ price: 999.99 }, { price: 1000 }, { price: 1500 }, { price: 2000 }, { price: 2000.01 }]);
    const res = await api<Listings>(`/api/rental-listings?city=${town}&minPrice=1000&maxPrice=2000`, { token });
    expect(res.body.listings.map((l) => l.monthlyRent)).toEqual([2000, 1500, 1000]);
    expect(res.body.count).toBe(3);
    const onlyMin = await api<Listings>(`/api/rental-listings?city=${town}&minPrice=2000`, { token });
    expect(onlyMin.body.listings.map((l) => l.id)).toEqual([ids[4], ids[3]]);
    const onlyMax = await api<Listings>(`/api/rental-listings?city=${town}&maxPrice=999.99`, { token });
    expect(onlyMax.body.listings.map((l) => l.id)).toEqual([ids[0]]);
    const empty = await api<Listings>(`/api/rental-listings?city=${town}&minPrice=`, { token });
    expect(empty.body.count).toBe(5);
  });

  it("answers no match with count 0 and an empty array", async () => {
    const token = await recruiter();
    const res = await api<Listings>(`/api/rental-listings?city=Nowhere${uniq()}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, listings: [], count: 0 });
  });

  it("rejects non-numeric, negative and crossed prices with VALIDATION_ERROR", async () => {
    const token = await recruiter();
    for (const [qs, field] of [
      ["minPrice=abc", "minPrice"],
      ["maxPrice=12abc", "maxPrice"],
      ["minPrice=-5", "minPrice"],
      ["maxPrice=Infinity", "maxPrice"],
      ["minPrice=2000&maxPrice=1000", "maxPrice"],
      ["state=Oregon", "state"],
    ]) {
      const res = await api<{ error: { code: string; details: { fields: Record<string, string> } } }>(`/api/rental-listings?${qs}`, { token });
      expect(res.status, qs).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(res.body.error.details.fields)).toContain(field);
    }
  });

  it("reads across batches of 1000 without losing or repeating a listing", async () => {
    const token = await recruiter();
    const town = `Batchville${uniq()}`;
    // Same created_at for every row: only the id tie-break keeps the keyset stable.
    await testDb().$executeRaw`
      INSERT INTO properties (address, city, state, price, beds, created_at, updated_at)
      SELECT 'Unit ' || g, ${town}, 'OR', 1000 + g, g % 5, '2026-11-01T00:00:00Z', now() FROM generate_series(1, 2345) g`;
    const res = await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    expect(res.body.count).toBe(2345);
    const ids = res.body.listings.map((l) => l.id);
    expect(new Set(ids).size).toBe(2345);
    expect([...ids].sort().reverse()).toEqual(ids);
  });

  it("needs a signed-in recruiter or higher", async () => {
    const anon = await api("/api/rental-listings");
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    const s = uniq();
    const vol = await tokenFor({ email: `rl-vol-${s}@test.org`, role: "volunteer", org: `Listings ${s}` });
    const forbidden = await api("/api/rental-listings", { token: vol.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: { code: "FORBIDDEN" } });
    const admin = await tokenFor({ email: `rl-admin-${s}@test.org`, role: "admin" });
    expect((await api("/api/rental-listings", { token: admin.token })).status).toBe(200);
  });
});

describe("GET /api/rental-listings: stored listing JSON", () => {
  /** The stored text and its mapping fingerprint, as the database holds them. */
  async function stored(ids: string[]) {
    const rows = await testDb().$queryRawUnsafe<{ id: string; listing_json: string | null; listing_json_shape: number | null }[]>(
      "SELECT id::text, listing_json, listing_json_shape FROM properties WHERE id = ANY($1::uuid[]) ORDER BY created_at",
      ids,
    );
    return rows;
  }

  it("stores what it built after the first read and answers the same listings from it", async () => {
    const token = await recruiter();
    const { town, ids } = await arrange([{ price: 1200, beds: 0 }, { price: 1500, beds: 2, voucher: true }, { price: 900, beds: null, zip: null }]);
    const first = await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    expect(first.status).toBe(200);
    // Stored in the background once the rows were built.
    await expect.poll(async () => (await stored(ids)).every((r) => r.listing_json !== null && r.listing_json_shape === LISTING_SHAPE), { timeout: 10_000 }).toBe(true);
    for (const r of await stored(ids)) expect(JSON.parse(r.listing_json ?? "null")).toEqual(JSON.parse(JSON.stringify(first.body.listings.find((l) => l.id === r.id))));
    const second = await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    expect(second.body).toEqual(first.body);
  });

  it("never serves a stored listing after a write changed it, whoever wrote (raw SQL, the CRM)", async () => {
    const token = await recruiter();
    const { town, ids } = await arrange([{ price: 1200, beds: 1 }, { price: 1500, beds: 2 }]);
    await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    await expect.poll(async () => (await stored(ids)).every((r) => r.listing_json !== null), { timeout: 10_000 }).toBe(true);

    // A raw SQL write of a listed column clears the stored text; a CRM-only column leaves it.
    await testDb().$executeRawUnsafe("UPDATE properties SET price = 1333, beds = 3 WHERE id = $1::uuid", ids[0]);
    await testDb().property.update({ where: { id: ids[1] }, data: { notes: "Called the owner", status: "Contacted" } });
    const [changed, crmOnly] = await stored(ids);
    expect(changed.listing_json).toBeNull();
    expect(crmOnly.listing_json).not.toBeNull();

    // A description that now mentions vouchers changes acceptsVoucher (decided by another trigger): cleared too.
    await testDb().property.update({ where: { id: ids[1] }, data: { description: "Section 8 welcome." } });
    expect((await stored(ids))[1].listing_json).toBeNull();

    const res = await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    const byId = new Map(res.body.listings.map((l) => [l.id, l]));
    expect(byId.get(ids[0])).toMatchObject({ monthlyRent: 1333, bedrooms: 3, unitType: "3BR" });
    expect(byId.get(ids[1])).toMatchObject({ monthlyRent: 1500, acceptsVoucher: true });
  });

  it("ignores text stored by another version of the mapping and rebuilds it", async () => {
    const token = await recruiter();
    const { town, ids } = await arrange([{ price: 1700, beds: 2 }]);
    await testDb().$executeRawUnsafe(
      `UPDATE properties SET listing_json = '{"id":"old","neighborhood":"From an older mapping"}', listing_json_shape = $2 WHERE id = $1::uuid`,
      ids[0],
      LISTING_SHAPE ^ 1,
    );
    const res = await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    expect(res.body.listings).toEqual([expect.objectContaining({ id: ids[0], neighborhood: town, monthlyRent: 1700, unitType: "2BR" })]);
    await expect.poll(async () => (await stored(ids))[0].listing_json_shape, { timeout: 10_000 }).toBe(LISTING_SHAPE);
    expect(JSON.parse((await stored(ids))[0].listing_json ?? "null")).toEqual(res.body.listings[0]);
  });

  it("stores every listed property's missing text without a read (what a sync runs after it answers), and nothing for unpriced ones", async () => {
    const token = await recruiter();
    const { town, ids } = await arrange([{ price: 1250, beds: 3 }, { price: 990, beds: null, voucher: true }, { price: null }, { price: 0 }]);
    await testDb().$executeRawUnsafe(
      `UPDATE properties SET listing_json = '{"id":"old"}', listing_json_shape = $2 WHERE id = $1::uuid`,
      ids[1],
      LISTING_SHAPE ^ 1,
    );
    const result = await storeMissingListings(poolOf(testDb()));
    expect(result.stored).toBeGreaterThanOrEqual(2);
    expect(result.stored).toBeLessThanOrEqual(result.missing);
    const [a, b, unpriced, free] = await stored(ids);
    expect([a.listing_json_shape, b.listing_json_shape]).toEqual([LISTING_SHAPE, LISTING_SHAPE]);
    expect([unpriced.listing_json, free.listing_json]).toEqual([null, null]);
    // The stored text is the listing the API answers (read from it now), built by the one mapping.
    const res = await api<Listings>(`/api/rental-listings?city=${town}`, { token });
    expect(res.body.count).toBe(2);
    expect(res.body.listings).toEqual([JSON.parse(b.listing_json ?? "null"), JSON.parse(a.listing_json ?? "null")]);
    expect(res.body.listings).toEqual([
      expect.objectContaining({ id: ids[1], monthlyRent: 990, bedrooms: null, acceptsVoucher: true }),
      expect.objectContaining({ id: ids[0], monthlyRent: 1250, unitType: "3BR", neighborhood: town }),
    ]);
    // Nothing left: a second run finds none of these.
    await storeMissingListings(poolOf(testDb()));
    expect((await stored(ids)).map((r) => r.listing_json_shape)).toEqual([LISTING_SHAPE, LISTING_SHAPE, null, null]);
  });

  it("does not store text built from a row version that changed meanwhile", async () => {
    const { ids } = await arrange([{ price: 1000, beds: 1 }]);
    const [version] = await testDb().$queryRawUnsafe<{ v: string }[]>("SELECT xmin::text AS v FROM properties WHERE id = $1::uuid", ids[0]);
    await testDb().$executeRawUnsafe("UPDATE properties SET price = 1100 WHERE id = $1::uuid", ids[0]);
    const written = await storeListingJson(poolOf(testDb()), [{ id: ids[0], version: version.v, json: '{"monthlyRent":1000}' }]);
    expect(written).toBe(0);
    expect((await stored(ids))[0].listing_json).toBeNull();
  });
});
