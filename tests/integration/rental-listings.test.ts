import http from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
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

describe("GET /api/rental-listings: encodings", () => {
  /** The answer as sent (node:http does not decode it). */
  function asSent(path: string, headers: Record<string, string>, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = http.request(`${inject("baseUrl")}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
  }

  async function batchTown(n: number) {
    const town = `Zipville${uniq()}`;
    await testDb().$executeRaw`
      INSERT INTO properties (address, city, state, zip_code, price, beds, created_at, updated_at)
      SELECT 'Unit ' || g, ${town}, 'OR', '97214', 1000 + g, g % 5, '2026-11-01T00:00:00Z'::timestamptz + g * interval '1 second', now()
        FROM generate_series(1, ${n}::int) g`;
    return town;
  }

  it("answers gzip when asked, the same bytes as the identity answer once decoded, and says it varies by Accept-Encoding", async () => {
    const token = await recruiter();
    const town = await batchTown(1234);
    const auth = { authorization: `Bearer ${token}` };
    const plain = await asSent(`/api/rental-listings?city=${town}`, { ...auth, "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary?.toLowerCase()).toContain("accept-encoding");
    expect(JSON.parse(plain.body.toString("utf8"))).toMatchObject({ success: true, count: 1234 });
    for (const acceptEncoding of ["gzip", "gzip, deflate, br, zstd", "br;q=1, gzip;q=0.5"]) {
      const gz = await asSent(`/api/rental-listings?city=${town}`, { ...auth, "accept-encoding": acceptEncoding });
      expect(gz.status).toBe(200);
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.headers["content-type"]).toContain("application/json");
      expect(gz.headers.vary?.toLowerCase()).toContain("accept-encoding");
      expect(gz.headers["cache-control"]).toBe("no-store");
      expect(gz.headers["x-request-id"]).toBeTruthy();
      // The proxy's API security headers, as on every other API answer.
      expect(gz.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(gz.headers["x-content-type-options"]).toBe("nosniff");
      expect(gunzipSync(gz.body).toString("utf8")).toBe(plain.body.toString("utf8"));
      expect(gz.body.length).toBeLessThan(plain.body.length / 4);
    }
    // A client that refuses gzip gets the listings as they are.
    const refused = await asSent(`/api/rental-listings?city=${town}`, { ...auth, "accept-encoding": "gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString("utf8")).toBe(plain.body.toString("utf8"));
  });

  it("never answers a compressed batch kept from before a write, insert or delete in it", async () => {
    const token = await recruiter();
    const town = await batchTown(1500);
    const path = `/api/rental-listings?city=${town}`;
    const gz = async () => {
      const res = await asSent(path, { authorization: `Bearer ${token}`, "accept-encoding": "gzip" });
      expect(res.headers["content-encoding"]).toBe("gzip");
      return JSON.parse(gunzipSync(res.body).toString("utf8")) as Listings;
    };
    // Read until every listing is stored and its batch kept: two equal answers in a row.
    const first = await gz();
    await expect.poll(async () => (await testDb().$queryRawUnsafe<{ n: number }[]>("SELECT count(*)::int AS n FROM properties WHERE city = $1 AND listing_json IS NULL", town))[0].n, { timeout: 10_000 }).toBe(0);
    expect(await gz()).toEqual(first);
    expect(await gz()).toEqual(first);

    const [newest, second, oldest] = [first.listings[0], first.listings[1], first.listings[1499]];
    await testDb().$executeRawUnsafe("UPDATE properties SET price = 4321 WHERE id = $1::uuid", second.id);
    await testDb().$executeRawUnsafe("DELETE FROM properties WHERE id = $1::uuid", oldest.id);
    // A CRM-only change keeps the listing's text but gives the row a new version: answered as it is.
    await testDb().property.update({ where: { id: newest.id }, data: { notes: "Called the owner" } });
    const added = await testDb().property.create({ data: { address: "1 New St", city: town, state: "OR", zipCode: "97214", price: 999, beds: 1, createdAt: new Date("2026-12-01T00:00:00Z") } });

    const after = await gz();
    expect(after.count).toBe(1500);
    expect(after.listings).toHaveLength(1500);
    expect(after.listings[0]).toMatchObject({ id: added.id, monthlyRent: 999 });
    expect(after.listings[1]).toEqual(newest);
    expect(after.listings[2]).toMatchObject({ id: second.id, monthlyRent: 4321 });
    expect(after.listings.some((l) => l.id === oldest.id)).toBe(false);
    // And the identity answer agrees.
    expect((await api<Listings>(path, { token, headers: { "accept-encoding": "identity" } })).body).toEqual(after);
  });

  it("keeps serving after clients leave in the middle of an answer, either encoding", async () => {
    const token = await recruiter();
    const town = await batchTown(3456);
    const path = `/api/rental-listings?city=${town}`;
    for (const encoding of ["gzip", "identity", "gzip"]) {
      // Leave after the first bytes: the rest of the batches are never written.
      await new Promise<void>((resolve, reject) => {
        const req = http.request(`${inject("baseUrl")}${path}`, { headers: { authorization: `Bearer ${token}`, "accept-encoding": encoding } }, (res) => {
          expect(res.statusCode).toBe(200);
          res.once("data", () => {
            req.destroy();
            resolve();
          });
        });
        req.on("error", (err) => (req.destroyed ? resolve() : reject(err)));
        req.end();
      });
    }
    const whole = await asSent(path, { authorization: `Bearer ${token}`, "accept-encoding": "gzip" });
    expect(JSON.parse(gunzipSync(whole.body).toString("utf8"))).toMatchObject({ success: true, count: 3456 });
  });

  it("answers HEAD without a body and OPTIONS with the methods, as every other route does", async () => {
    const token = await recruiter();
    const head = await asSent("/api/rental-listings?city=Nowhere", { authorization: `Bearer ${token}`, "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-type"]).toContain("application/json");
    const options = await asSent("/api/rental-listings", {}, "OPTIONS");
    expect(options.status).toBe(204);
    expect(options.headers.allow?.split(/,\s*/).sort()).toEqual(["GET", "HEAD", "OPTIONS"]);
    const anon = await asSent("/api/rental-listings", { "accept-encoding": "gzip" });
    expect(anon.status).toBe(401);
    expect(JSON.parse((anon.headers["content-encoding"] === "gzip" ? gunzipSync(anon.body) : anon.body).toString("utf8"))).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });
});
