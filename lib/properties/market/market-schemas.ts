// GET /api/rental-market: query and response schemas, shared by the handler, the heatmap page
// and the OpenAPI document.
import { z } from "zod";
import { priceBoundsInOrder, rentalListingsFilters, UnitType } from "../listings/rental-listing-schemas";
import { benchmarkYear } from "./benchmark-schemas";

export const RentalMarketQuery = z
  .object({
    ...rentalListingsFilters,
    unitType: UnitType.optional().meta({ description: "Only listings of this unit type (a listing without beds counts as 1BR)" }),
    year: benchmarkYear
      .optional()
      .meta({ description: "The rent benchmark set to compare with. Default: the latest imported year, else the demo set." }),
  })
  .superRefine(priceBoundsInOrder);
export type RentalMarketQuery = z.infer<typeof RentalMarketQuery>;

const money = z.number();

const stats = {
  count: z.number().int(),
  p25: money.meta({ description: "25th percentile of the monthly rent (percentile_cont: linear interpolation between closest ranks)" }),
  median: money,
  p75: money,
  benchmark: money.nullable().meta({
    description:
      "The SAFMR of the listings' own unit types, averaged over the listings that have one (exactly HUD's figure when one unit type is selected); null when none has a benchmark",
  }),
  paymentStandard: money.nullable().meta({ description: "benchmark x the organization's payment-standard percentage / 100" }),
  benchmarkedCount: z.number().int().meta({ description: "Listings whose ZIP code has a benchmark in the set" }),
  withinStandardCount: z.number().int().meta({ description: "Listings whose rent <= their own unit type's SAFMR x percentage / 100" }),
  withinStandardShare: z.number().nullable().meta({ description: "withinStandardCount / benchmarkedCount (0..1); null when no listing has a benchmark" }),
};

export const ZipMarketStats = z.object({ zipCode: z.string().nullable().meta({ description: "First five characters of the ZIP code; null for listings without one" }), ...stats }).meta({ id: "ZipMarketStats" });
export const UnitTypeMarketStats = z.object({ unitType: UnitType, ...stats }).meta({ id: "UnitTypeMarketStats" });
export const NeighborhoodMarketStats = z.object({ neighborhood: z.string(), ...stats }).meta({ id: "NeighborhoodMarketStats" });
export type MarketStats = { count: number; p25: number; median: number; p75: number; benchmark: number | null; paymentStandard: number | null; benchmarkedCount: number; withinStandardCount: number; withinStandardShare: number | null };
export type ZipMarketStats = z.infer<typeof ZipMarketStats>;
export type UnitTypeMarketStats = z.infer<typeof UnitTypeMarketStats>;
export type NeighborhoodMarketStats = z.infer<typeof NeighborhoodMarketStats>;

export const BenchmarkSetSummary = z
  .object({
    year: z.number().int(),
    label: z.string(),
    demo: z.boolean().meta({ description: "Invented figures (the demo seed's or the sample data's), not HUD's" }),
  })
  .meta({ id: "BenchmarkSetSummary" });
export type BenchmarkSetSummary = z.infer<typeof BenchmarkSetSummary>;

export const RentalMarketResponse = z
  .object({
    success: z.literal(true),
    count: z.number().int(),
    paymentStandardPercent: z.number().int().meta({ description: "The caller's organization's percentage (100 without an organization)" }),
    benchmarkSet: BenchmarkSetSummary.nullable().meta({ description: "The set compared with; null when none is imported" }),
    by_zip: z.array(ZipMarketStats).meta({ description: "Ordered by ZIP code; listings without one last" }),
    by_unit_type: z.array(UnitTypeMarketStats).meta({ description: "Studio, 1BR, 2BR, 3BR, 4BR+ (those with listings)" }),
    by_neighborhood: z.array(NeighborhoodMarketStats).meta({ description: "Most listings first, then by name" }),
    voucher: z.object({ accepting: z.number().int(), share: z.number().meta({ description: "accepting / count (0 when count is 0)" }) }),
  })
  .meta({ id: "RentalMarket" });
export type RentalMarketResponse = z.infer<typeof RentalMarketResponse>;
