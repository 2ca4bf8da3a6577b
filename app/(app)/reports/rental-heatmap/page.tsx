import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BenchmarkImportForm } from "@/components/map/benchmark-import-form";
import { PaymentStandardForm } from "@/components/map/payment-standard-form";
import { RentalHeatmapReport } from "@/components/map/rental-heatmap-report";
import { hasRole } from "@/lib/auth/roles";
import { requirePageCaller } from "@/lib/sign-in/session";
import { db } from "@/lib/db/client";
import { tileUrl } from "@/lib/env";
import { listingZipPoints } from "@/lib/properties/listings/listing-zips";
import { benchmarkFiguresForListings } from "@/lib/properties/market/benchmark-figures";
import { givenRentalMarket, rentalMarket } from "@/lib/properties/market/rental-market";
import { DEMO_BENCHMARK_YEAR, SAMPLE_BENCHMARK_LABEL, sampleRentBenchmarks } from "@/lib/properties/market/sample-benchmarks";
import { sampleListingsForFilters } from "@/lib/properties/market/sample-rental-listings";
import { DEFAULT_SAMPLE_CITY, HeatmapFilters, SAMPLE_COUNT, SAMPLE_SEED } from "@/lib/properties/listings/heatmap-filters";
import { paymentStandardAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("map");
  return { title: t("page.title") };
}

export default async function RentalHeatmapPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("recruiter", "/reports/rental-heatmap");
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const filters = HeatmapFilters.parse({ city: first(raw.city), unit: first(raw.unit), minPrice: first(raw.minPrice), maxPrice: first(raw.maxPrice), source: first(raw.source) });
  const ctx = { caller, db: db() };
  // The sample data and its invented benchmarks go through the same statistics as live rows.
  const sampleListings = sampleListingsForFilters(filters, DEFAULT_SAMPLE_CITY, SAMPLE_SEED, SAMPLE_COUNT);
  const sampleZips = sampleListings.flatMap((l) => (l.zipCode ? [l.zipCode.slice(0, 5)] : []));
  const sampleBenchmarks = sampleRentBenchmarks(sampleZips);
  const [zipPoints, liveMarket, sampleMarket] = await Promise.all([
    // The sample data's ZIPs too, so the fallback can be placed on the map without a round trip.
    listingZipPoints(db(), sampleZips),
    rentalMarket(ctx, { city: filters.city, minPrice: filters.minPrice, maxPrice: filters.maxPrice, unitType: filters.unit }),
    givenRentalMarket(ctx, { listings: sampleListings, benchmarks: sampleBenchmarks, set: { year: DEMO_BENCHMARK_YEAR, label: SAMPLE_BENCHMARK_LABEL, demo: true }, unitType: filters.unit }),
  ]);
  const liveBenchmarks = liveMarket.benchmarkSet ? await benchmarkFiguresForListings(ctx, liveMarket.benchmarkSet.year) : [];
  const admin = hasRole(caller.role, "corps_admin");
  const t = await getTranslations("map");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("page.title")}</h1>
      <p className="text-sm text-slate-700">{t("page.intro")}</p>
      <RentalHeatmapReport
        filters={filters}
        zipPoints={zipPoints}
        tileUrl={tileUrl()}
        liveMarket={liveMarket}
        liveBenchmarks={liveBenchmarks}
        sampleMarket={sampleMarket}
        sampleBenchmarks={sampleBenchmarks}
      />
      {admin && (
        <section aria-labelledby="benchmarks-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="benchmarks-heading" className="text-lg font-semibold">{t("page.benchmarks")}</h2>
          <PaymentStandardForm percent={liveMarket.paymentStandardPercent} action={paymentStandardAction} />
          <p className="text-sm text-slate-700">
            {t.rich("page.importIntro", { code: (c) => <code>{c}</code> })}
          </p>
          <BenchmarkImportForm defaultYear={new Date().getUTCFullYear()} />
        </section>
      )}
    </div>
  );
}
