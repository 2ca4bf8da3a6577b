// Demo rent benchmarks: an invented SAFMR-like set for the ZIP codes of the demo listings, so a
// fresh install shows the payment-standard columns. Labelled as demo data (is_demo) everywhere
// it is shown; any imported set of HUD figures is preferred over it. Never HUD's numbers.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { importRentBenchmarks } from "@/lib/properties/market/benchmark-import";
import { DEMO_BENCHMARK_LABEL, DEMO_BENCHMARK_YEAR, sampleRentBenchmarks } from "@/lib/properties/market/sample-benchmarks";

/** Seeds the demo set once, when no benchmark set exists at all; returns whether it did. */
export async function seedDemoBenchmarks(db: PrismaClient): Promise<boolean> {
  if ((await db.rentBenchmarkSet.count()) > 0) return false;
  const zips = await db.$queryRaw<{ zip: string }[]>`
    SELECT DISTINCT left(btrim(zip_code), 5) AS zip FROM properties WHERE price > 0 AND zip_code IS NOT NULL`;
  const figures = sampleRentBenchmarks(zips.map((z) => z.zip));
  if (figures.length === 0) return false;
  const csv = ["zip_code,br0,br1,br2,br3,br4", ...figures.map((f) => [f.zipCode, f.br0, f.br1, f.br2, f.br3, f.br4].join(","))].join("\n");
  await importRentBenchmarks({ caller: null, db }, { year: DEMO_BENCHMARK_YEAR, label: DEMO_BENCHMARK_LABEL, onError: "reject", csv, demo: true });
  return true;
}
