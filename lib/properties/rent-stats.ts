// Rent distribution of the heatmap: 25th, 50th and 75th percentile per unit type and per
// neighborhood, and the voucher share. Runs on what the page shows (at most the listings of one
// response), in the browser.
import type { RentalListing } from "./schemas/rental-listing-schemas";

/**
 * Percentile by linear interpolation between closest ranks (the "R-7" method of spreadsheets
 * and numpy's default), so the median of an even count is the mean of the two middle values.
 * `sorted` must be ascending; p is 0..1. NaN for an empty list.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  if (p <= 0) return sorted[0];
  if (p >= 1) return sorted[sorted.length - 1];
  const rank = (sorted.length - 1) * p;
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo);
}

export interface RentSummary {
  group: string;
  count: number;
  p25: number;
  median: number;
  p75: number;
}

export function summarizeRents(group: string, rents: readonly number[]): RentSummary {
  const sorted = [...rents].sort((a, b) => a - b);
  return { group, count: sorted.length, p25: percentile(sorted, 0.25), median: percentile(sorted, 0.5), p75: percentile(sorted, 0.75) };
}

const UNIT_ORDER = ["Studio", "1BR", "2BR", "3BR", "4BR+"];

/** The spec's report rule: a listing without unitType counts as 1BR. */
export function reportUnitType(l: Pick<RentalListing, "unitType">): string {
  return l.unitType ?? "1BR";
}

function groupBy(listings: readonly RentalListing[], key: (l: RentalListing) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const l of listings) {
    const k = key(l);
    const list = groups.get(k);
    if (list) list.push(l.monthlyRent);
    else groups.set(k, [l.monthlyRent]);
  }
  return groups;
}

export function rentsByUnitType(listings: readonly RentalListing[]): RentSummary[] {
  const groups = groupBy(listings, reportUnitType);
  return UNIT_ORDER.filter((u) => groups.has(u)).map((u) => summarizeRents(u, groups.get(u) ?? []));
}

/** Neighborhoods with the most listings first (then by name), so the chart leads with what matters. */
export function rentsByNeighborhood(listings: readonly RentalListing[]): RentSummary[] {
  return [...groupBy(listings, (l) => l.neighborhood)]
    .map(([name, rents]) => summarizeRents(name, rents))
    .sort((a, b) => b.count - a.count || a.group.localeCompare(b.group));
}

export function voucherShare(listings: readonly RentalListing[]): { count: number; share: number } {
  const count = listings.filter((l) => l.acceptsVoucher).length;
  return { count, share: listings.length ? count / listings.length : 0 };
}
