// Radius search checked against distances computed here, independently of the app's code.
import zipcodes from "zipcodes";
import { describe, expect, it } from "vitest";
import { api, newOrg } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";

function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const a = Math.sin(toRad(lat2 - lat1) / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(toRad(lon2 - lon1) / 2) ** 2;
  return 3958.8 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

describe("opportunities: radius search", () => {
  it("returns exactly the onsite and hybrid opportunities within the radius", async () => {
    const a = await newOrg("Radius");
    const center = zipcodes.lookup("97214");
    if (!center) throw new Error("zipcodes dataset lacks 97214");
    // ZIPs at a spread of distances from central Portland, plus explicit coordinates.
    const zips = ["97214", "97202", "97005", "97123", "97301", "98660", "97401", "98101"];
    const created: { id: string; lat: number; lng: number; type: string }[] = [];
    for (const [i, zip] of zips.entries()) {
      const z = zipcodes.lookup(zip);
      if (!z) throw new Error(`zipcodes dataset lacks ${zip}`);
      const type = i % 3 === 2 ? "hybrid" : "onsite";
      const o = await createOpp(a.recruiter.token, { title: `Near ${zip}`, zip_code: zip, location_type: type });
      created.push({ id: o.id, lat: z.latitude, lng: z.longitude, type });
    }
    const remote = await createOpp(a.recruiter.token, { title: "Remote", zip_code: "97214", location_type: "remote" });
    const pinned = await createOpp(a.recruiter.token, { title: "Pinned", zip_code: "97401", latitude: 45.6, longitude: -122.5 });
    created.push({ id: pinned.id, lat: 45.6, lng: -122.5, type: "onsite" });

    for (const radius of [5, 10, 25, 60, 150]) {
      const expected = created
        .filter((c) => haversineMiles(center.latitude, center.longitude, c.lat, c.lng) <= radius)
        .map((c) => c.id)
        .sort();
      const res = await api<{ opportunities: { id: string; distance_miles: number }[]; total: number }>(
        `/api/corps/opportunities?org_id=${a.orgId}&zip_code=97214&radius_miles=${radius}&limit=100`,
        { token: a.vol1.token },
      );
      expect(res.status).toBe(200);
      expect(res.body.opportunities.map((o) => o.id).sort(), `radius ${radius}`).toEqual(expected);
      expect(res.body.total).toBe(expected.length);
      expect(res.body.opportunities.map((o) => o.id)).not.toContain(remote.id);
    }
    // Default radius is 25 miles.
    const def = await api<{ opportunities: { id: string }[] }>(`/api/corps/opportunities?org_id=${a.orgId}&zip_code=97214&limit=100`, { token: a.vol1.token });
    const within25 = created.filter((c) => haversineMiles(center.latitude, center.longitude, c.lat, c.lng) <= 25).map((c) => c.id).sort();
    expect(def.body.opportunities.map((o) => o.id).sort()).toEqual(within25);
    expect(within25.length).toBeGreaterThan(1);
    expect(within25.length).toBeLessThan(created.length);
  });
});
