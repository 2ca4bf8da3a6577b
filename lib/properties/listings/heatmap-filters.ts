// The heatmap page's filters, kept in the URL (?city=&unit=&minPrice=&maxPrice=&source=).
// Bad values are dropped rather than failing the page: a stale bookmark still opens.
import { z } from "zod";
import { UNIT_TYPES } from "./rental-listing-schemas";

const price = z.coerce.number().min(0).max(100_000_000).optional().catch(undefined);

export const HeatmapFilters = z.object({
  city: z.string().trim().max(100).optional().catch(undefined),
  unit: z.enum(UNIT_TYPES).optional().catch(undefined),
  minPrice: z.preprocess((v) => (v === "" ? undefined : v), price),
  maxPrice: z.preprocess((v) => (v === "" ? undefined : v), price),
  source: z.enum(["live", "sample"]).default("live").catch("live"),
});
export type HeatmapFilters = z.infer<typeof HeatmapFilters>;

/** The city sample data is generated for when none is chosen. */
export const DEFAULT_SAMPLE_CITY = "Portland";
export const SAMPLE_SEED = 2026;
export const SAMPLE_COUNT = 150;
