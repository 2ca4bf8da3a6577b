// CSV of the listings the heatmap shows (DECISIONS.md "Reports": header row, RFC 4180 quoting,
// formula-injection guard).
import Papa from "papaparse";
import type { RentalListing } from "../listings/rental-listing-schemas";
import { benchmarkIndex, listingStandard } from "./listing-standard";
import type { BenchmarkFigures } from "./sample-benchmarks";

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvSafe(value: string | number | boolean): string | number | boolean {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * With `standards`, three more columns: the listing's benchmark (SAFMR of its ZIP and unit type),
 * its payment standard and whether the rent is within it; empty where the ZIP has no benchmark.
 */
export function listingsCsv(listings: readonly RentalListing[], standards?: { benchmarks: readonly BenchmarkFigures[]; percent: number }): string {
  const header = ["id", "address", "neighborhood", "zipCode", "unitType", "bedrooms", "monthlyRent", "acceptsVoucher", "propertyManager", "availability"];
  if (standards) header.push("benchmark", "paymentStandard", "withinPaymentStandard");
  const index = standards ? benchmarkIndex(standards.benchmarks) : null;
  const rows = listings.map((l) => {
    const cells: (string | number | boolean)[] = [l.id, l.address, l.neighborhood, l.zipCode ?? "", l.unitType ?? "", l.bedrooms ?? "", l.monthlyRent, l.acceptsVoucher, l.propertyManager, l.availability];
    if (standards && index) {
      const s = listingStandard(l, index, standards.percent);
      cells.push(s?.benchmark ?? "", s?.paymentStandard ?? "", s ? s.within : "");
    }
    return cells.map(csvSafe);
  });
  return Papa.unparse({ fields: header, data: rows }, { quotes: false, newline: "\r\n" });
}
