// What the heatmap's charts and filters share with the market statistics: the row shape of a
// percentile chart and the report's unit type rule. The figures themselves come from SQL
// (lib/properties/market/rental-market.ts, percentile_cont).
import type { RentalListing } from "../listings/rental-listing-schemas";

export interface RentSummary {
  group: string;
  count: number;
  p25: number;
  median: number;
  p75: number;
}

/** The spec's report rule: a listing without unitType counts as 1BR. */
export function reportUnitType(l: Pick<RentalListing, "unitType">): string {
  return l.unitType ?? "1BR";
}
