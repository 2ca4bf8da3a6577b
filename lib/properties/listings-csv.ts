// CSV of the listings the heatmap shows (DECISIONS.md "Reports": header row, RFC 4180 quoting,
// formula-injection guard).
import Papa from "papaparse";
import type { RentalListing } from "./schemas/rental-listing-schemas";

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvSafe(value: string | number | boolean): string | number | boolean {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function listingsCsv(listings: readonly RentalListing[]): string {
  const header = ["id", "address", "neighborhood", "zipCode", "unitType", "bedrooms", "monthlyRent", "acceptsVoucher", "propertyManager", "availability"];
  const rows = listings.map((l) =>
    [l.id, l.address, l.neighborhood, l.zipCode ?? "", l.unitType ?? "", l.bedrooms ?? "", l.monthlyRent, l.acceptsVoucher, l.propertyManager, l.availability].map(csvSafe),
  );
  return Papa.unparse({ fields: header, data: rows }, { quotes: false, newline: "\r\n" });
}
