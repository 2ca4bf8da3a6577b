// GET /api/rental-listings: query and response schemas (property-sync.md "Endpoints"), shared by
// the handler and the OpenAPI document. An empty parameter (`state=`, `minPrice=`) never reaches
// these schemas: the route wrapper's queryObject() drops it, so it means "not given" everywhere.
import { z } from "zod";

export const UNIT_TYPES = ["Studio", "1BR", "2BR", "3BR", "4BR+"] as const;
export const UnitType = z.enum(UNIT_TYPES);
export type UnitType = z.infer<typeof UnitType>;

/** A price bound: a plain non-negative number. */
const priceBound = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, "Must be a non-negative number")
  .transform(Number)
  .pipe(z.number().max(100_000_000, "Must be at most 100000000"))
  .optional();

/** The filters of GET /api/rental-listings; GET /api/rental-market takes the same ones and more. */
export const rentalListingsFilters = {
  city: z.string().trim().max(100).optional(),
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Must be a two-letter state code")
    .transform((v) => v.toUpperCase())
    .optional()
    .meta({ description: "Two-letter state code, matched exactly (case-insensitive input). Default OR; empty means the default." }),
  minPrice: priceBound.meta({ description: "Inclusive lower bound of the monthly rent. Default 0." }),
  maxPrice: priceBound.meta({ description: "Inclusive upper bound of the monthly rent." }),
};

export function priceBoundsInOrder(q: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx): void {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.maxPrice < q.minPrice) {
    ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "Must be at least minPrice" });
  }
}

export const RentalListingsQuery = z.object(rentalListingsFilters).superRefine(priceBoundsInOrder);
export type RentalListingsQuery = z.infer<typeof RentalListingsQuery>;

export const DEFAULT_STATE = "OR";

export const RentalListing = z
  .object({
    id: z.uuid(),
    unitType: UnitType.optional().meta({ description: "From beds: 0 Studio, 1 1BR, 2 2BR, 3 3BR, 4+ 4BR+; absent when beds is unknown" }),
    bedrooms: z.number().int().nullable().meta({ description: "beds; null when unknown" }),
    monthlyRent: z.number().positive(),
    zipCode: z.string().optional().meta({ description: "Absent when the property has no ZIP code" }),
    neighborhood: z.string().meta({ description: "The property's city; Unknown when missing" }),
    acceptsVoucher: z.boolean().meta({ description: "The source's voucher field when present, else read from the listing text" }),
    address: z.string(),
    propertyManager: z.string(),
    availability: z.string(),
  })
  .meta({ id: "RentalListing" });
export type RentalListing = z.infer<typeof RentalListing>;

export const RentalListingsResponse = z
  .object({ success: z.literal(true), count: z.number().int(), listings: z.array(RentalListing) })
  .meta({ id: "RentalListings" });
export type RentalListingsResponse = z.infer<typeof RentalListingsResponse>;
