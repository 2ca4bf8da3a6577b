// GET /api/rental-listings' encodings over real HTTP: gzip when asked (the same listings as
// the identity answer), no stale compressed batch, clients that leave mid-answer, HEAD and OPTIONS.
import http from "node:http";
import { gunzipSync } from "node:zlib";
import { describe, expect, inject, it } from "vitest";
import { api, testDb, tokenFor, uniq } from "@/tests/helpers/api";

import type { RentalListing } from "@/lib/properties/listings/rental-listing-schemas";

type Listings = { success: boolean; count: number; listings: RentalListing[] };

async function recruiter() {
  const s = uniq();
  return (await tokenFor({ email: `rl-rec-${s}@test.org`, role: "recruiter", org: `Listings ${s}`, name: "Rhea Recruiter" })).token;
}

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
      // The caller's browser may keep it and revalidate it (rental-listings-etag.test.ts); the
      // tag names the listings, so it is the identity answer's.
      expect(gz.headers["cache-control"]).toBe("private, no-cache");
      expect(gz.headers.etag).toBe(plain.headers.etag);
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
