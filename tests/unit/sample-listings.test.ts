// The sample listing generator: same seed, same listings; values a market analyst would believe;
// real ZIP codes; manager names that partly match the demo's PMCs; valid source documents.
import { readFileSync } from "node:fs";
import path from "node:path";
import zipcodes from "zipcodes";
import { describe, expect, it } from "vitest";
import { generateSampleListings, generateSampleListingsForCity, SAMPLE_PMC_NAMES, type SampleListing } from "@/lib/properties/sync/sample-listings";
import { sourceListingSchema } from "@/lib/properties/sync/source-listing";

const listings = generateSampleListings({ seed: 7, count: 5000 });

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function rentsOf(items: SampleListing[]): number[] {
  return items.map((listing) => Number(listing.price));
}

/** The sync's PMC rule: case-insensitive, either name containing the other. */
function matchesPmc(manager: string | null, company: string): boolean {
  if (!manager) return false;
  const a = manager.toLowerCase();
  const b = company.toLowerCase();
  return a.includes(b) || b.includes(a);
}

describe("sample listings: determinism", () => {
  it("gives the same listings for the same seed and different ones for another seed", () => {
    expect(generateSampleListings({ seed: 7, count: 200 })).toEqual(listings.slice(0, 200));
    const other = generateSampleListings({ seed: 8, count: 200 });
    const sameIds = other.filter((listing, i) => listing.id === listings[i].id);
    expect(sameIds).toHaveLength(0);
    expect(rentsOf(other)).not.toEqual(rentsOf(listings.slice(0, 200)));
    expect(generateSampleListingsForCity("Eugene", 3, 50)).toEqual(generateSampleListingsForCity("Eugene", 3, 50));
  });

  it("gives unique UUID-shaped ids, also across seeds", () => {
    const ids = new Set([...listings, ...generateSampleListings({ seed: 8, count: 5000 })].map((listing) => listing.id));
    expect(ids.size).toBe(10_000);
    expect(listings[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("imports nothing that would keep it out of the browser", () => {
    const code = readFileSync(path.resolve(__dirname, "../../lib/properties/sync/sample-listings.ts"), "utf8");
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    expect(imports).toEqual(["@/lib/properties/sync/source-listing"]);
    expect(code).toMatch(/^import type /m);
    expect(code).not.toMatch(/Math\.random\(|Date\.now\(|new Date\(\)/);
  });
});

describe("sample listings: realistic values", () => {
  it("spreads listings over real cities, mostly in Oregon and most in Portland", () => {
    const byState = Map.groupBy(listings, (listing) => listing.state);
    expect([...byState.keys()].toSorted()).toEqual(["CA", "ID", "OR", "WA"]);
    expect(byState.get("OR")!.length / listings.length).toBeGreaterThan(0.6);
    const byCity = Map.groupBy(listings, (listing) => listing.city);
    const largest = [...byCity].toSorted((a, b) => b[1].length - a[1].length)[0][0];
    expect(largest).toBe("Portland");
    for (const city of ["Portland", "Eugene", "Salem", "Bend", "Beaverton", "Gresham", "Hillsboro", "Medford", "Corvallis", "Seattle", "Spokane", "Tacoma", "Sacramento", "Oakland", "Boise"]) {
      expect(byCity.get(city)?.length ?? 0, city).toBeGreaterThan(0);
    }
  });

  it("uses real ZIP codes of the listing's own city", () => {
    for (const listing of listings) {
      const hit = zipcodes.lookup(String(listing.zip_code));
      expect(hit, String(listing.zip_code)).toBeDefined();
      expect(`${hit?.city}, ${hit?.state}`).toBe(`${listing.city}, ${listing.state}`);
    }
  });

  it("prices rent by city and bedroom count within believable ranges", () => {
    for (const listing of listings) {
      expect(listing.price).toBeGreaterThanOrEqual(700);
      expect(listing.price).toBeLessThanOrEqual(7500);
      expect(Number(listing.price) % 5).toBe(0);
      expect(listing.baths).toBeGreaterThanOrEqual(1);
      expect(listing.baths).toBeLessThanOrEqual(3.5);
      expect(listing.sqft).toBeGreaterThanOrEqual(350);
      expect(listing.sqft).toBeLessThanOrEqual(3200);
    }
    const portland = listings.filter((listing) => listing.city === "Portland");
    const medians = [0, 1, 2, 3, 4].map((beds) => median(rentsOf(portland.filter((listing) => listing.beds === beds))));
    expect(medians).toEqual(medians.toSorted((a, b) => a - b));
    expect(medians[1]).toBeGreaterThan(1300);
    expect(medians[1]).toBeLessThan(1800);
    const oneBedroom = (city: string) => median(rentsOf(listings.filter((listing) => listing.city === city && listing.beds === 1)));
    expect(oneBedroom("Oakland")).toBeGreaterThan(oneBedroom("Portland"));
    expect(oneBedroom("Portland")).toBeGreaterThan(oneBedroom("Medford"));
  });

  it("has 0 to 5 bedrooms with a few unknown, and mentions vouchers in about 15% of listings", () => {
    const beds = new Set(listings.map((listing) => listing.beds));
    expect([...beds].toSorted()).toEqual([0, 1, 2, 3, 4, 5, null]);
    const unknownBeds = listings.filter((listing) => listing.beds === null).length / listings.length;
    expect(unknownBeds).toBeGreaterThan(0.01);
    expect(unknownBeds).toBeLessThan(0.06);
    const voucherText = listings.filter((listing) => /section 8|voucher/i.test(`${listing.description} ${listing.full_description}`)).length / listings.length;
    expect(voucherText).toBeGreaterThan(0.12);
    expect(voucherText).toBeLessThan(0.18);
    expect(listings.some((listing) => listing.accepts_section8 === true)).toBe(true);
    expect(listings.some((listing) => listing.accepts_section8 === false)).toBe(true);
    expect(listings.some((listing) => listing.accepts_section8 === undefined)).toBe(true);
  });

  it("has availability as text or object, and dates after the reference date", () => {
    expect(listings.some((listing) => listing.availability === "Available now")).toBe(true);
    expect(listings.some((listing) => typeof listing.availability === "object")).toBe(true);
    const dated = listings.map((listing) => /^Available (\d{4}-\d{2}-\d{2})$/.exec(String(listing.availability))?.[1]).filter((day) => day !== undefined);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((day) => day > "2026-11-01" && day < "2027-01-20")).toBe(true);
  });

  it("names managers so that some listings match the demo PMCs and some do not", () => {
    const matched = listings.filter((listing) => SAMPLE_PMC_NAMES.some((company) => matchesPmc(listing.property_manager, company)));
    expect(matched.length / listings.length).toBeGreaterThan(0.15);
    expect(matched.length / listings.length).toBeLessThan(0.6);
    // The same company written differently: one spelling matches "Cascade Property Management", the abbreviation does not.
    const cascade = new Set(listings.map((listing) => listing.property_manager).filter((name) => name?.toLowerCase().startsWith("cascade")));
    expect(cascade).toContain("CASCADE PROPERTY MGMT");
    expect(cascade).toContain("Cascade Property Management Inc");
    // A PMC the CRM knows that manages nothing in the source.
    expect(listings.some((listing) => matchesPmc(listing.property_manager, "Lighthouse Property Management"))).toBe(false);
    expect(SAMPLE_PMC_NAMES).toContain("Lighthouse Property Management");
  });

  it("produces documents the source-listing schema accepts", () => {
    for (const listing of listings) {
      const parsed = sourceListingSchema.safeParse(listing);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });
});

describe("sample listings: edge cases and cities", () => {
  it("mixes in messy documents only when asked, a few of them unusable", () => {
    const messy = generateSampleListings({ seed: 7, count: 5000, edgeCases: true });
    expect(messy.some((listing) => listing.city === null)).toBe(true);
    expect(messy.some((listing) => listing.zip_code === null)).toBe(true);
    expect(messy.some((listing) => listing.price === 0)).toBe(true);
    expect(messy.some((listing) => typeof listing.price === "string" && listing.price.startsWith("$"))).toBe(true);
    const rejected = messy.filter((listing) => !sourceListingSchema.safeParse(listing).success);
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.length / messy.length).toBeLessThan(0.03);
    expect(rejected.every((listing) => listing.price === "Call for pricing")).toBe(true);
    expect(listings.every((listing) => listing.city !== null && listing.zip_code !== null && typeof listing.price === "number")).toBe(true);
  });

  it("generates listings for one known city with its own ZIP codes and rents", () => {
    const bend = generateSampleListingsForCity("bend", 1, 300);
    expect(bend).toHaveLength(300);
    expect(bend.every((listing) => listing.city === "Bend" && listing.state === "OR")).toBe(true);
    expect(new Set(bend.map((listing) => listing.zip_code))).toEqual(new Set(["97701", "97702", "97703"]));
    const oneBedroom = median(rentsOf(bend.filter((listing) => listing.beds === 1)));
    expect(oneBedroom).toBeGreaterThan(1300);
    expect(oneBedroom).toBeLessThan(1900);
  });

  it("gives an unknown city plausible numbers under its own name and no invented ZIP", () => {
    const austin = generateSampleListingsForCity("Austin, TX", 1, 200);
    expect(austin.every((listing) => listing.city === "Austin" && listing.state === "TX" && listing.zip_code === null)).toBe(true);
    expect(austin.every((listing) => Number(listing.price) >= 700 && Number(listing.price) <= 5000)).toBe(true);
    // Oregon companies do not manage in Texas.
    expect(austin.some((listing) => /rose city|willamette|cascade/i.test(listing.property_manager ?? ""))).toBe(false);
    const ashland = generateSampleListingsForCity("Ashland", 1, 20);
    expect(ashland.every((listing) => listing.city === "Ashland" && listing.state === "OR")).toBe(true);
  });
});
