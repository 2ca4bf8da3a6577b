// Turns a property record (or a sample listing) into the rental listing shape of the API.
// Pure, with no database import: the server streams with it and the heatmap page maps its
// sample data through it, so both show listings derived by the same rules.
import type { RentalListing, UnitType } from "./rental-listing-schemas";

export interface ListingSource {
  id: string;
  beds: number | null;
  price: number;
  zipCode: string | null;
  city: string | null;
  address: string | null;
  propertyManager: string | null;
  availability: unknown;
  /**
   * Decided already (voucher.ts: the source field, else the listing text): properties carry it
   * in voucher_accepted, kept by the database on every write; sample data decides it in JS.
   */
  acceptsVoucher: boolean;
}

export function unitTypeFor(beds: number | null | undefined): UnitType | undefined {
  if (beds === null || beds === undefined || !Number.isFinite(beds) || beds < 0) return undefined;
  if (beds === 0) return "Studio";
  if (beds >= 4) return "4BR+";
  return `${beds}BR` as UnitType;
}

/** The availability column holds the source's text or a small object; the API always answers text. */
export function availabilityText(value: unknown): string {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    if (typeof o.available_date === "string" && o.available_date) return `Available ${o.available_date}`;
    if (o.status === "now") return "Available now";
    if (typeof o.status === "string" && o.status) return `Available ${o.status}`;
  }
  return "Contact for availability";
}

/**
 * The listing of one property. Optional fields are written as undefined rather than left out,
 * which JSON.stringify drops just the same: every listing then has one object layout, and
 * stringifying 50,000 of them takes half the time of objects built with conditional spreads
 * (bench/rental-listings.ts).
 */
export function toRentalListing(p: ListingSource): RentalListing {
  const city = p.city?.trim();
  const zip = p.zipCode?.trim();
  return {
    id: p.id,
    unitType: unitTypeFor(p.beds),
    bedrooms: p.beds,
    monthlyRent: p.price,
    zipCode: zip ? zip : undefined,
    neighborhood: city ? city : "Unknown",
    acceptsVoucher: p.acceptsVoucher,
    address: p.address ?? "",
    propertyManager: p.propertyManager ?? "",
    availability: availabilityText(p.availability),
  };
}
