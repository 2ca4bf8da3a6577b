// One listing against its benchmark, for what the browser shows per listing (CSV export, map
// popups). The market statistics apply the same rule in SQL (rental-market.ts): the benchmark of
// the listing's unit type (no beds = 1BR, 4BR+ = the 4BR figure), standard = benchmark x
// percent / 100, within when rent <= standard, compared exactly (in cents, as SQL does in numeric).
import type { RentalListing } from "../listings/rental-listing-schemas";
import type { BenchmarkFigures } from "./sample-benchmarks";

export interface ListingStandard {
  benchmark: number;
  paymentStandard: number;
  within: boolean;
}

const COLUMN = { Studio: "br0", "1BR": "br1", "2BR": "br2", "3BR": "br3", "4BR+": "br4" } as const;

export function benchmarkIndex(benchmarks: readonly BenchmarkFigures[]): Map<string, BenchmarkFigures> {
  return new Map(benchmarks.map((b) => [b.zipCode, b]));
}

export function listingStandard(listing: Pick<RentalListing, "zipCode" | "unitType" | "monthlyRent">, index: Map<string, BenchmarkFigures>, percent: number): ListingStandard | null {
  const figures = listing.zipCode ? index.get(listing.zipCode.trim().slice(0, 5)) : undefined;
  if (!figures) return null;
  const benchmark = figures[COLUMN[listing.unitType ?? "1BR"]];
  const cents = (v: number) => Math.round(v * 100);
  return {
    benchmark,
    paymentStandard: Math.round(benchmark * percent) / 100,
    within: cents(listing.monthlyRent) * 100 <= cents(benchmark) * percent,
  };
}
