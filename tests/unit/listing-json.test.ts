import { describe, expect, it } from "vitest";
import { fnv1a32, LISTING_SHAPE, shapeFingerprint } from "@/lib/properties/listings/listing-json";
import { toRentalListing, type ListingSource } from "@/lib/properties/listings/rental-listing-shape";

describe("the fingerprint of the listing mapping", () => {
  it("is the stored-text key of this build's toRentalListing and fits an int4 column", () => {
    expect(shapeFingerprint(toRentalListing)).toBe(LISTING_SHAPE);
    expect(Number.isInteger(LISTING_SHAPE)).toBe(true);
    expect(LISTING_SHAPE).toBeGreaterThanOrEqual(-(2 ** 31));
    expect(LISTING_SHAPE).toBeLessThan(2 ** 31);
  });

  it("changes when the mapping writes anything differently, so text stored by an older build is rebuilt", () => {
    const variants: ((p: ListingSource) => unknown)[] = [
      (p) => ({ ...toRentalListing(p), neighborhood: p.city?.trim() || "n/a" }),
      (p) => ({ ...toRentalListing(p), availability: typeof p.availability === "string" ? p.availability : "Contact for availability" }),
      (p) => ({ ...toRentalListing(p), unitType: p.beds !== null && p.beds >= 5 ? "5BR+" : toRentalListing(p).unitType }),
      (p) => ({ ...toRentalListing(p), zipCode: p.zipCode ?? undefined }),
      (p) => {
        const { propertyManager, ...rest } = toRentalListing(p);
        return { ...rest, propertyManager, managedBy: propertyManager };
      },
    ];
    for (const v of variants) expect(shapeFingerprint(v)).not.toBe(LISTING_SHAPE);
  });

  it("hashes with 32-bit FNV-1a", () => {
    // Reference values of FNV-1a 32 ("" and "a"), as signed integers.
    expect(fnv1a32("")).toBe(0x811c9dc5 | 0);
    expect(fnv1a32("a")).toBe(0xe40c292c | 0);
  });
});
