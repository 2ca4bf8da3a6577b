// Invented rent benchmarks for the invented listings: the heatmap's sample data and the demo
// seed get SAFMR-like figures per ZIP so the payment-standard columns have something to show.
// They are derived from the sample generator's typical rents and are never HUD figures: every
// place that shows them says so. Pure (runs in the browser too).
import { typicalSampleRents } from "../sync/sample-listings";

export interface BenchmarkFigures {
  zipCode: string;
  br0: number;
  br1: number;
  br2: number;
  br3: number;
  br4: number;
}

export const SAMPLE_BENCHMARK_LABEL = "Sample benchmarks (invented for the sample data, not HUD figures)";
export const DEMO_BENCHMARK_LABEL = "Demo benchmarks (invented for the demo data, not HUD figures)";
/** The year the demo set is filed under; an imported set of any year is preferred over it. */
export const DEMO_BENCHMARK_YEAR = 2026;

/**
 * A SAFMR-like figure per bedroom count: HUD sets FMRs near the 40th percentile of rents, so
 * the typical rent itself, rounded to $10 as HUD rounds; about half of the invented listings
 * then fall within a 100 % standard.
 */
export function sampleRentBenchmarks(zips: Iterable<string>): BenchmarkFigures[] {
  const out: BenchmarkFigures[] = [];
  for (const zip of [...new Set(zips)].sort()) {
    const rents = typicalSampleRents(zip);
    if (!rents) continue;
    const [br0, br1, br2, br3, br4] = rents.map((r) => Math.round(r / 10) * 10);
    out.push({ zipCode: zip, br0, br1, br2, br3, br4 });
  }
  return out;
}
