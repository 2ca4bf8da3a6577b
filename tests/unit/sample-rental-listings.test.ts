import { describe, expect, it } from "vitest";
import { sampleRentalListings } from "@/lib/properties/market/sample-rental-listings";
import { RentalListing } from "@/lib/properties/listings/rental-listing-schemas";

describe("sampleRentalListings", () => {
  it("is deterministic per seed and city, in the API's shape", () => {
    const a = sampleRentalListings("Bend", 2026, 50);
    expect(sampleRentalListings("Bend", 2026, 50)).toEqual(a);
    expect(sampleRentalListings("Bend", 2027, 50)).not.toEqual(a);
    expect(a.length).toBeGreaterThan(40);
    for (const l of a) {
      expect(RentalListing.parse(l)).toEqual(l);
      expect(l.neighborhood).toBe("Bend");
      expect(l.zipCode).toMatch(/^977\d\d$/);
    }
  });
});
