import { describe, expect, it } from "vitest";
import { distanceMiles, zipCentroid } from "@/lib/geo/zip-centroid";

describe("zip centroids", () => {
  it("knows real US ZIP codes and refuses unknown ones", () => {
    const pdx = zipCentroid("97214");
    expect(pdx).toMatchObject({ zip: "97214", city: "Portland", state: "OR" });
    expect(pdx?.latitude).toBeCloseTo(45.51, 1);
    expect(zipCentroid("97214-1234")?.zip).toBe("97214");
    expect(zipCentroid("00000")).toBeNull();
    expect(zipCentroid("abcde")).toBeNull();
    expect(zipCentroid(null)).toBeNull();
  });

  it("measures great-circle distance in miles", () => {
    const portland = { latitude: 45.5152, longitude: -122.6784 };
    const seattle = { latitude: 47.6062, longitude: -122.3321 };
    expect(distanceMiles(portland, seattle)).toBeGreaterThan(140);
    expect(distanceMiles(portland, seattle)).toBeLessThan(150);
    expect(distanceMiles(portland, portland)).toBe(0);
  });
});
