"use client";
// The market heatmap report: fetches GET /api/rental-listings with the URL's filters (revalidating
// the browser's copy, so a repeat visit downloads nothing while the listings are unchanged), falls
// back to deterministic sample data (with a notice saying why), and shows the map, the market
// statistics and a CSV export of exactly what is on screen. The statistics are computed by the
// server with the rental-market service (the page passes both the live and the sample figures),
// so they equal what GET /api/rental-market answers for the same filters.
import dynamic from "next/dynamic";
import { useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { RentalMapLoader } from "./rental-map-loader";
import { useMarketFormat } from "./market-format";
import { ZipStandardTable } from "./zip-standard-table";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { listingsCsv } from "@/lib/properties/market/listings-csv";
import type { MarketStats, RentalMarketResponse } from "@/lib/properties/market/market-schemas";
import type { BenchmarkFigures } from "@/lib/properties/market/sample-benchmarks";
import { reportUnitType, type RentSummary } from "@/lib/properties/market/rent-stats";
import { sampleListingsForFilters } from "@/lib/properties/market/sample-rental-listings";
import type { ZipPoints } from "@/lib/properties/listings/listing-zips";
import { DEFAULT_SAMPLE_CITY, SAMPLE_COUNT, SAMPLE_SEED, type HeatmapFilters } from "@/lib/properties/listings/heatmap-filters";
import { UNIT_TYPES, type RentalListing, type RentalListingsResponse } from "@/lib/properties/listings/rental-listing-schemas";

// Recharts is the largest client library after Leaflet: loaded after first paint, so the page's
// first-load JS stays under budget (bench/page-speed.ts).
const RentPercentileChart = dynamic(() => import("@/components/charts/rent-percentile-chart").then((m) => m.RentPercentileChart), {
  ssr: false,
  loading: () => <div className="h-64 w-full animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />,
});

type Loaded =
  | { state: "loading" }
  | { state: "live"; listings: RentalListing[] }
  | { state: "sample"; listings: RentalListing[]; reason: "chosen" | "empty" | "error"; detail?: string };

function apiQuery(f: HeatmapFilters): string {
  const q = new URLSearchParams();
  if (f.city) q.set("city", f.city);
  if (f.minPrice !== undefined) q.set("minPrice", String(f.minPrice));
  if (f.maxPrice !== undefined) q.set("maxPrice", String(f.maxPrice));
  return q.toString();
}

const sampleFor = (f: HeatmapFilters) => sampleListingsForFilters(f, DEFAULT_SAMPLE_CITY, SAMPLE_SEED, SAMPLE_COUNT);

type GroupStats = MarketStats & { group: string };

function StatsTable({ rows, caption, groupLabel }: { rows: GroupStats[]; caption: string; groupLabel: string }) {
  const t = useTranslations("map");
  const f = useMarketFormat();
  const numeric = cellClass("compact", { numeric: true });
  const columns: Column[] = [
    { label: groupLabel },
    { label: t("stats.colListings"), numeric: true },
    { label: t("stats.colP25"), numeric: true },
    { label: t("stats.colMedian"), numeric: true },
    { label: t("stats.colP75"), numeric: true },
    { label: t("stats.colWithin"), numeric: true },
  ];
  return (
    <DataTable caption={caption} captionVisible density="compact" columns={columns}>
      {rows.map((r) => (
        <tr key={r.group}>
          <th scope="row" className={`${cellClass("compact")} font-normal`}>{r.group}</th>
          <td className={numeric}>{r.count}</td>
          <td className={numeric}>{f.money(r.p25)}</td>
          <td className={numeric}>{f.money(r.median)}</td>
          <td className={numeric}>{f.money(r.p75)}</td>
          <td className={numeric}>{f.share(r)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Which benchmarks the figures use, said plainly: invented ones are never passed off as HUD's. */
function BenchmarkNotice({ market, live }: { market: RentalMarketResponse; live: boolean }) {
  const t = useTranslations("map");
  const set = market.benchmarkSet;
  const percent = t("benchmark.percent", { percent: market.paymentStandardPercent });
  let text: string;
  if (!set) text = t("benchmark.none");
  else if (!live) text = t("benchmark.sample", { label: set.label, percent });
  else if (set.demo) text = t("benchmark.demo", { label: set.label, percent });
  else text = t("benchmark.hud", { label: set.label, year: set.year, percent });
  return (
    <p data-testid="benchmark-notice" className={`rounded-md border px-4 py-2 text-sm ${set && !set.demo && live ? "border-slate-200 bg-slate-50 text-slate-800" : "border-amber-400 bg-amber-50 text-amber-900"}`}>
      {text}
    </p>
  );
}

export interface RentalHeatmapReportProps {
  filters: HeatmapFilters;
  zipPoints: ZipPoints;
  /** TILE_URL; null draws the map from the bundled outlines alone. */
  tileUrl: string | null;
  /** GET /api/rental-market's answer for these filters, from the same service. */
  liveMarket: RentalMarketResponse;
  liveBenchmarks: BenchmarkFigures[];
  /** The same statistics over the sample listings and their sample benchmarks. */
  sampleMarket: RentalMarketResponse;
  sampleBenchmarks: BenchmarkFigures[];
}

export function RentalHeatmapReport({ filters, zipPoints, tileUrl, liveMarket, liveBenchmarks, sampleMarket, sampleBenchmarks }: RentalHeatmapReportProps) {
  const t = useTranslations("map");
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const query = apiQuery(filters);

  useEffect(() => {
    const controller = new AbortController();
    async function load() {
      if (filters.source === "sample") {
        setLoaded({ state: "sample", listings: sampleFor(filters), reason: "chosen" });
        return;
      }
      setLoaded({ state: "loading" });
      try {
        // cache "no-cache": the browser keeps the listings it downloaded and asks each time with
        // their ETag whether they changed; unchanged, the server answers 304 with no body and the
        // kept copy is read (docs/decisions/036-listings-conditional-get.md).
        const res = await fetch(`/api/rental-listings?${query}`, { signal: controller.signal, cache: "no-cache", headers: { accept: "application/json" } });
        if (!res.ok) throw new Error(t("notice.serverAnswered", { status: res.status }));
        const body = (await res.json()) as RentalListingsResponse;
        if (!Array.isArray(body.listings)) throw new Error(t("notice.notAList"));
        if (body.listings.length === 0) setLoaded({ state: "sample", listings: sampleFor(filters), reason: "empty" });
        else setLoaded({ state: "live", listings: body.listings });
      } catch (err) {
        if (controller.signal.aborted) return;
        setLoaded({ state: "sample", listings: sampleFor(filters), reason: "error", detail: err instanceof Error ? err.message : t("notice.unknownError") });
      }
    }
    void load();
    return () => controller.abort();
    // The query string and source capture every filter the fetch depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, filters.source]);

  const shown = useMemo(() => {
    if (loaded.state === "loading") return [];
    return filters.unit ? loaded.listings.filter((l) => reportUnitType(l) === filters.unit) : loaded.listings;
  }, [loaded, filters.unit]);
  const live = loaded.state === "live";
  const market = live ? liveMarket : sampleMarket;
  const benchmarks = live ? liveBenchmarks : sampleBenchmarks;
  // Unit types are API values ("Studio", "1BR"): only the word is translated, for display.
  const unitLabel = (u: string) => (u === "Studio" ? t("unitStudio") : u);
  const byUnit = useMemo<GroupStats[]>(() => market.by_unit_type.map((r) => ({ ...r, group: r.unitType === "Studio" ? t("unitStudio") : r.unitType })), [market, t]);
  const byNeighborhood = useMemo<GroupStats[]>(() => market.by_neighborhood.slice(0, 12).map((r) => ({ ...r, group: r.neighborhood })), [market]);
  const chartRows = (rows: GroupStats[]): RentSummary[] => rows.map(({ group, count, p25, median, p75 }) => ({ group, count, p25, median, p75 }));
  const total = market.by_unit_type.reduce<MarketStats>(
    (t, r) => ({ ...t, count: t.count + r.count, benchmarkedCount: t.benchmarkedCount + r.benchmarkedCount, withinStandardCount: t.withinStandardCount + r.withinStandardCount }),
    { count: 0, p25: 0, median: 0, p75: 0, benchmark: null, paymentStandard: null, benchmarkedCount: 0, withinStandardCount: 0, withinStandardShare: null },
  );
  const withinShare = total.benchmarkedCount > 0 ? total.withinStandardCount / total.benchmarkedCount : null;
  const sampleCity = filters.city || DEFAULT_SAMPLE_CITY;

  function exportCsv() {
    const blob = new Blob([listingsCsv(shown, { benchmarks, percent: market.paymentStandardPercent })], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `rental-listings-${loaded.state === "live" ? "live" : "sample"}-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-6">
      <form method="get" className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6" aria-label={t("filters.label")}>
        <label className="flex flex-col text-sm font-medium text-slate-800 lg:col-span-2">
          {t("filters.city")}
          <input name="city" defaultValue={filters.city ?? ""} placeholder={t("filters.cityPlaceholder")} className="mt-1 rounded-md border border-slate-400 px-2 py-1.5" />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          {t("filters.unitType")}
          <select name="unit" defaultValue={filters.unit ?? ""} className="mt-1 rounded-md border border-slate-400 px-2 py-1.5">
            <option value="">{t("filters.all")}</option>
            {UNIT_TYPES.map((u) => (
              <option key={u} value={u}>{unitLabel(u)}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          {t("filters.minRent")}
          <input name="minPrice" type="number" min={0} step={50} inputMode="numeric" defaultValue={filters.minPrice ?? ""} className="mt-1 rounded-md border border-slate-400 px-2 py-1.5" />
        </label>
        <label className="flex flex-col text-sm font-medium text-slate-800">
          {t("filters.maxRent")}
          <input name="maxPrice" type="number" min={0} step={50} inputMode="numeric" defaultValue={filters.maxPrice ?? ""} className="mt-1 rounded-md border border-slate-400 px-2 py-1.5" />
        </label>
        <fieldset className="flex flex-col text-sm font-medium text-slate-800">
          <legend>{t("filters.data")}</legend>
          <div className="mt-1 flex gap-3">
            <label className="flex items-center gap-1 font-normal">
              <input type="radio" name="source" value="live" defaultChecked={filters.source === "live"} /> {t("filters.live")}
            </label>
            <label className="flex items-center gap-1 font-normal">
              <input type="radio" name="source" value="sample" defaultChecked={filters.source === "sample"} /> {t("filters.sample")}
            </label>
          </div>
        </fieldset>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-6">
          <button type="submit" className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500">
            {t("filters.apply")}
          </button>
          <a href="?" className="rounded-md px-3 py-2 text-sm text-slate-700 underline">{t("filters.reset")}</a>
        </div>
      </form>

      <div role="status" aria-live="polite" data-testid="data-notice" className={`rounded-md border px-4 py-3 text-sm ${loaded.state === "sample" ? "border-amber-400 bg-amber-50 text-amber-900" : "border-slate-200 bg-slate-50 text-slate-800"}`}>
        {loaded.state === "loading" && t("notice.loading")}
        {loaded.state === "live" && t("notice.live", { count: shown.length })}
        {loaded.state === "sample" && loaded.reason === "chosen" && t("notice.chosen", { city: sampleCity })}
        {loaded.state === "sample" && loaded.reason === "empty" && t("notice.empty", { city: sampleCity })}
        {loaded.state === "sample" && loaded.reason === "error" && t("notice.error", { city: sampleCity, detail: loaded.detail ?? "" })}
      </div>

      {loaded.state !== "loading" && (
        <>
          <section aria-labelledby="map-heading" className="space-y-2">
            <h2 id="map-heading" className="text-lg font-semibold">{t("stats.mapHeading")}</h2>
            <RentalMapLoader listings={shown} zipPoints={zipPoints} tileUrl={tileUrl} benchmarks={benchmarks} percent={market.paymentStandardPercent} />
          </section>

          <section aria-labelledby="stats-heading" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="stats-heading" className="text-lg font-semibold">{t("stats.heading")}</h2>
              <button type="button" onClick={exportCsv} disabled={shown.length === 0} className="rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50">
                {t("stats.exportCsv")}
              </button>
            </div>
            <BenchmarkNotice market={market} live={live} />
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <div className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-600">{t("stats.listingsShown")}</dt>
                <dd className="text-2xl font-bold" data-testid="listing-count">{shown.length}</dd>
              </div>
              <div className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-600">{t("stats.accepting")}</dt>
                <dd className="text-2xl font-bold" data-testid="voucher-count">{market.voucher.accepting}</dd>
              </div>
              <div className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-600">{t("stats.voucherShare")}</dt>
                <dd className="text-2xl font-bold">{(market.voucher.share * 100).toFixed(1)}%</dd>
              </div>
              <div className="rounded-lg border border-slate-200 bg-white p-3">
                <dt className="text-sm text-slate-600">{t("stats.withinStandard")}</dt>
                <dd className="text-2xl font-bold" data-testid="within-share">{withinShare === null ? "—" : `${Math.round(withinShare * 100)} %`}</dd>
              </div>
            </dl>
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
              <div className="space-y-2">
                <RentPercentileChart rows={chartRows(byUnit)} label={t("stats.percentilesByUnit")} />
                <StatsTable rows={byUnit} caption={t("stats.byUnit")} groupLabel={t("stats.unitType")} />
              </div>
              <div className="space-y-2">
                <RentPercentileChart rows={chartRows(byNeighborhood)} label={t("stats.percentilesByNeighborhood")} />
                <StatsTable rows={byNeighborhood} caption={t("stats.byNeighborhood")} groupLabel={t("stats.neighborhood")} />
              </div>
            </div>
            <ZipStandardTable rows={market.by_zip} />
            <p className="text-xs text-slate-600">
              {t("stats.method")}
            </p>
          </section>
        </>
      )}
    </div>
  );
}
