// The WHERE conditions of the rental listing filters (property-sync.md "Rules for GET
// /api/rental-listings"), shared by the listings stream and the market statistics so both
// select exactly the same properties.
import { DEFAULT_STATE, type RentalListingsQuery } from "./rental-listing-schemas";

/** `%` and `_` typed by a user are letters, not wildcards. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Conditions on `properties p`; `param` adds a bind value and returns its placeholder. */
export function listingConditions(query: RentalListingsQuery, param: (value: unknown) => string): string[] {
  const conditions = ["p.price IS NOT NULL", "p.price > 0", `p.state = ${param(query.state ?? DEFAULT_STATE)}`, `p.price >= ${param(query.minPrice ?? 0)}::numeric`];
  if (query.maxPrice !== undefined) conditions.push(`p.price <= ${param(query.maxPrice)}::numeric`);
  if (query.city) conditions.push(`p.city ILIKE ${param(likeContains(query.city))}`);
  return conditions;
}
