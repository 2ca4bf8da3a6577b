import type { Metadata } from "next";
import { RentalHeatmapReport } from "@/components/map/rental-heatmap-report";
import { requirePageCaller } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { listingZipPoints } from "@/lib/properties/listing-zips";
import { generateSampleListingsForCity } from "@/lib/properties/sample-listings";
import { DEFAULT_SAMPLE_CITY, HeatmapFilters, SAMPLE_COUNT, SAMPLE_SEED } from "@/lib/properties/schemas/heatmap-filters";

export const metadata: Metadata = { title: "Rental market heatmap" };

const DEFAULT_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";

export default async function RentalHeatmapPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requirePageCaller("recruiter", "/reports/rental-heatmap");
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const filters = HeatmapFilters.parse({ city: first(raw.city), unit: first(raw.unit), minPrice: first(raw.minPrice), maxPrice: first(raw.maxPrice), source: first(raw.source) });
  // The sample data's ZIPs too, so the fallback can be placed on the map without a round trip.
  const sampleZips = generateSampleListingsForCity(filters.city || DEFAULT_SAMPLE_CITY, SAMPLE_SEED, SAMPLE_COUNT).flatMap((l) => (l.zip_code ? [String(l.zip_code)] : []));
  const zipPoints = await listingZipPoints(db(), sampleZips);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Rental market heatmap</h1>
      <p className="text-sm text-slate-700">Monthly rents of priced listings, placed by ZIP code. Filters stay in the address, so a view can be bookmarked or shared.</p>
      <RentalHeatmapReport filters={filters} zipPoints={zipPoints} tileUrl={env().TILE_URL ?? DEFAULT_TILE_URL} />
    </div>
  );
}
