import { describe, expect, it } from "vitest";
import { reportUnitType } from "@/lib/properties/market/rent-stats";
import { availabilityText, toRentalListing, unitTypeFor } from "@/lib/properties/listings/rental-listing-shape";
import type { RentalListing } from "@/lib/properties/listings/rental-listing-schemas";

function listing(monthlyRent: number, extra: Partial<RentalListing> = {}): RentalListing {
  return { id: crypto.randomUUID(), bedrooms: 1, unitType: "1BR", monthlyRent, neighborhood: "Portland", acceptsVoucher: false, address: "", propertyManager: "", availability: "", ...extra };
}

describe("report unit type", () => {
  it("counts a listing without a unit type as 1BR", () => {
    expect(reportUnitType(listing(900, { unitType: "Studio" }))).toBe("Studio");
    expect(reportUnitType(listing(900, { unitType: undefined }))).toBe("1BR");
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
  it("leaves unitType and zipCode out of the JSON and names a missing city Unknown", () => {
    const l = toRentalListing({ id: "a", beds: null, price: 1200, zipCode: null, city: null, address: "1 Main St", propertyManager: null, availability: null, acceptsVoucher: true });
    // What clients get is the JSON: the two keys are not there (undefined in the object, which JSON drops).
    const sent = JSON.parse(JSON.stringify(l)) as Record<string, unknown>;
    expect(sent).not.toHaveProperty("unitType");
    expect(sent).not.toHaveProperty("zipCode");
    expect(Object.keys(sent)).toEqual(["id", "bedrooms", "monthlyRent", "neighborhood", "acceptsVoucher", "address", "propertyManager", "availability"]);
    expect(l).toMatchObject({ neighborhood: "Unknown", acceptsVoucher: true, monthlyRent: 1200, bedrooms: null });
  });
});
