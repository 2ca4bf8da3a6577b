// How the heatmap writes market figures: whole dollars, and "62 % (31 of 50)" for the share
// within the payment standard ("—" when no listing has a benchmark).
import type { MarketStats } from "@/lib/properties/market/market-schemas";

export const formatMoney = (v: number) => `$${Math.round(v).toLocaleString("en-US")}`;

export function formatShare(s: Pick<MarketStats, "withinStandardShare" | "withinStandardCount" | "benchmarkedCount">): string {
  if (s.withinStandardShare === null) return "—";
  return `${Math.round(s.withinStandardShare * 100)} % (${s.withinStandardCount} of ${s.benchmarkedCount})`;
}
