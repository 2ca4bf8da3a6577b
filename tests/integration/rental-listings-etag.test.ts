// GET /api/rental-listings' conditional GET over real HTTP: an ETag and `private, no-cache` on the
// answer, 304 with no body for a copy that is still current, and a new tag after any write,
// insert or delete among the filtered listings, also one that moves a row's updated_at backwards.
import { describe, expect, it } from "vitest";
import { api, testDb, tokenFor, uniq } from "@/tests/helpers/api";
import type { RentalListing } from "@/lib/properties/listings/rental-listing-schemas";

type Listings = { success: boolean; count: number; listings: RentalListing[] };

async function recruiter() {
  const s = uniq();
  return (await tokenFor({ email: `rl-etag-${s}@test.org`, role: "recruiter", org: `Listings ${s}` })).token;
}

/** Three priced properties in a city of their own. */
async function town() {
  const city = `Tagville${uniq()}`;
  const ids: string[] = [];
  for (const price of [1100, 1300, 1500]) {
    const p = await testDb().property.create({ data: { address: `${price} Tag St`, city, state: "OR", zipCode: "97214", price, beds: 1 } });
    ids.push(p.id);
  }
  return { city, ids };
}

describe("GET /api/rental-listings: conditional GET", () => {
  it("answers an ETag with private, no-cache, and 304 without a body while the listings are unchanged", async () => {
    const token = await recruiter();
    const { city } = await town();
    const first = await api<Listings>(`/api/rental-listings?city=${city}`, { token });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await api(`/api/rental-listings?city=${city}`, { token, headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");

    // The tag names the listings, not their encoding: a gzip client's copy is current too.
    const gzip = await api(`/api/rental-listings?city=${city}`, { token, headers: { "if-none-match": etag ?? "", "accept-encoding": "gzip" } });
    expect(gzip.status).toBe(304);
    // A list of tags, weak or strong, and another tag.
    const listed = await api(`/api/rental-listings?city=${city}`, { token, headers: { "if-none-match": `"other", ${etag?.slice(2)}` } });
    expect(listed.status).toBe(304);
    const other = await api<Listings>(`/api/rental-listings?city=${city}`, { token, headers: { "if-none-match": 'W/"other"' } });
    expect(other.status).toBe(200);
    expect(other.body.count).toBe(3);
  });

  it("changes the tag after an update, an insert, a delete, and a write that sets an older updated_at", async () => {
    const token = await recruiter();
    const { city, ids } = await town();
    const url = `/api/rental-listings?city=${city}`;
    const tags = [(await api(url, { token })).headers.get("etag")];
    const current = async (expected: number) => {
      const before = tags[tags.length - 1] ?? "";
      const res = await api<Listings>(url, { token, headers: { "if-none-match": before } });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(expected);
      const tag = res.headers.get("etag");
      expect(tags).not.toContain(tag);
      tags.push(tag);
      return res.body;
    };

    await testDb().property.update({ where: { id: ids[0] }, data: { price: 1111 } });
    expect((await current(3)).listings.find((l) => l.id === ids[0])?.monthlyRent).toBe(1111);
    await testDb().property.create({ data: { address: "9 Tag St", city, state: "OR", zipCode: "97214", price: 900, beds: 2 } });
    await current(4);
    await testDb().property.delete({ where: { id: ids[1] } });
    await current(3);
    // A writer whose row gets an updated_at older than the newest one (a transaction that began
    // before another's, or a sync run that writes all its pages with its start time).
    await testDb().$executeRaw`UPDATE properties SET price = 1555, updated_at = '2020-01-01T00:00:00Z' WHERE id = ${ids[2]}::uuid`;
    expect((await current(3)).listings.find((l) => l.id === ids[2])?.monthlyRent).toBe(1555);
    // A property the filter does not select leaves the tag alone.
    await testDb().property.create({ data: { address: "1 Elsewhere", city: `Other${uniq()}`, state: "OR", price: 1000 } });
    expect((await api(url, { token, headers: { "if-none-match": tags[tags.length - 1] ?? "" } })).status).toBe(304);
  });

  it("checks the caller before the tag: anonymous 401, a volunteer 403", async () => {
    const token = await recruiter();
    const { city } = await town();
    const etag = (await api(`/api/rental-listings?city=${city}`, { token })).headers.get("etag") ?? "";
    const anon = await api(`/api/rental-listings?city=${city}`, { headers: { "if-none-match": etag } });
    expect(anon.status).toBe(401);
    expect(anon.body).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    const s = uniq();
    const vol = await tokenFor({ email: `rl-etag-vol-${s}@test.org`, role: "volunteer", org: `Listings ${s}` });
    const forbidden = await api(`/api/rental-listings?city=${city}`, { token: vol.token, headers: { "if-none-match": etag } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ error: { code: "FORBIDDEN" } });
  });
});
