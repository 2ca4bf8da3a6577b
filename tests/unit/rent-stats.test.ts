import { describe, expect, it } from "vitest";
import { percentile, rentsByNeighborhood, rentsByUnitType, summarizeRents, voucherShare } from "@/lib/properties/rent-stats";
import { availabilityText, toRentalListing, unitTypeFor } from "@/lib/properties/rental-listing-shape";
import type { RentalListing } from "@/lib/properties/schemas/rental-listing-schemas";

function listing(monthlyRent: number, extra: Partial<RentalListing> = {}): RentalListing {
  return { id: crypto.randomUUID(), bedrooms: 1, unitType: "1BR", monthlyRent, neighborhood: "Portland", acceptsVoucher: false, address: "", propertyManager: "", availability: "", ...extra };
}

describe("percentile", () => {
  it("interpolates between closest ranks", () => {
    expect(percentile([1000, 2000, 3000, 4000], 0.5)).toBe(2500);
    expect(percentile([1000, 2000, 3000, 4000], 0.25)).toBe(1750);
    expect(percentile([1000, 2000, 3000, 4000], 0.75)).toBe(3250);
    expect(percentile([1000, 2000, 3000], 0.5)).toBe(2000);
  });
  it("handles one value, the ends and an empty list", () => {
    expect(percentile([1500], 0.25)).toBe(1500);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([1, 2, 3], 1)).toBe(3);
    expect(percentile([], 0.5)).toBeNaN();
  });
  it("summarizes unsorted rents", () => {
    expect(summarizeRents("x", [3000, 1000, 2000])).toEqual({ group: "x", count: 3, p25: 1500, median: 2000, p75: 2500 });
  });
});

describe("grouped rents", () => {
  it("groups by unit type in size order and counts a missing unit type as 1BR", () => {
    const rows = rentsByUnitType([listing(900, { unitType: "Studio" }), listing(1500, { unitType: undefined }), listing(1300), listing(2500, { unitType: "3BR" })]);
    expect(rows.map((r) => [r.group, r.count, r.median])).toEqual([
      ["Studio", 1, 900],
      ["1BR", 2, 1400],
      ["3BR", 1, 2500],
    ]);
  });
  it("groups by neighborhood, largest first", () => {
    const rows = rentsByNeighborhood([listing(1000, { neighborhood: "Bend" }), listing(1200), listing(1400), listing(1600, { neighborhood: "Unknown" })]);
    expect(rows[0]).toMatchObject({ group: "Portland", count: 2, median: 1300 });
    expect(rows.map((r) => r.group)).toEqual(["Portland", "Bend", "Unknown"]);
  });
  it("counts voucher listings and their share", () => {
    expect(voucherShare([listing(1, { acceptsVoucher: true }), listing(2), listing(3), listing(4, { acceptsVoucher: true })])).toEqual({ count: 2, share: 0.5 });
    expect(voucherShare([])).toEqual({ count: 0, share: 0 });
  });
});

describe("rental listing shape", () => {
  it("maps beds to unit types", () => {
    expect([0, 1, 2, 3, 4, 7, null].map(unitTypeFor)).toEqual(["Studio", "1BR", "2BR", "3BR", "4BR+", "4BR+", undefined]);
  });
  it("writes availability objects as text", () => {
    expect(availabilityText("Available now")).toBe("Available now");
    expect(availabilityText({ available_date: "2026-12-01", lease_term: "12 months" })).toBe("Available 2026-12-01");
    expect(availabilityText({ status: "now" })).toBe("Available now");
    expect(availabilityText(null)).toBe("Contact for availability");
  });
  it("leaves unitType and zipCode absent and names a missing city Unknown", () => {
    const l = toRentalListing({ id: "a", beds: null, price: 1200, zipCode: null, city: null, address: "1 Main St", propertyManager: null, availability: null, acceptsVoucher: null, description: "Section 8 welcome", fullDescription: null });
    expect(l).not.toHaveProperty("unitType");
    expect(l).not.toHaveProperty("zipCode");
    expect(l).toMatchObject({ neighborhood: "Unknown", acceptsVoucher: true, monthlyRent: 1200, bedrooms: null });
  });
});
