// The read side of GET /api/rental-listings: keyset batches of 1000 over the filtered properties,
// each listing's stored JSON text, and the listings built (and stored) where a row has none.
import type { ArrayQueryable } from "@/lib/db/client";
import { logger } from "@/lib/logger";
import { listingConditions } from "./listing-filter-sql";
import { LISTING_SHAPE, STORE_CHUNK, storeListingJson, type BuiltListing } from "./listing-json";
import { toRentalListing } from "./rental-listing-shape";
import type { RentalListingsQuery } from "./rental-listing-schemas";

export const LISTING_BATCH_SIZE = 1000;

/**
 * One row as pg answers it with rowMode "array", in the SELECT's column order. Arrays, not
 * objects, and no ORM in between: this read is the whole table at worst, and per-row garbage
 * is what made the server's memory grow (bench/rental-listings.ts). Three fields: a listing is
 * served from its stored text (listing-json.ts); the columns it is built from are read, by
 * listingTexts, only for the rows without one.
 */
export type ListingRow = [
  cursorAt: string, // created_at as text, only for the keyset: no Date object per row
  id: string,
  stored: string | null, // the stored listing JSON, when built by the mapping this build serves
];

/** The columns a listing is built from, for the rows without stored text. */
type SourceRow = [
  id: string,
  version: string, // xmin: the row version the built text belongs to
  beds: number | null,
  price: number,
  zipCode: string | null,
  city: string | null,
  address: string | null,
  propertyManager: string | null,
  availability: unknown,
  voucherAccepted: boolean,
];

export interface Cursor {
  createdAt: string;
  id: string;
}

/** One keyset page: (created_at, id) strictly after the cursor in created_at DESC, id DESC order. */
export async function readListingBatch(pool: ArrayQueryable, query: RentalListingsQuery, cursor: Cursor | null, size = LISTING_BATCH_SIZE): Promise<ListingRow[]> {
  return readKeyset<ListingRow>(pool, query, cursor, size, storedText);
}

/** The stored listing text, when this build's mapping wrote it (else null: built on read). */
export const storedText = (param: (v: unknown) => string) => `CASE WHEN p.listing_json_shape = ${param(LISTING_SHAPE)}::int THEN p.listing_json END`;

export async function readKeyset<R>(
  pool: ArrayQueryable,
  query: RentalListingsQuery,
  cursor: Cursor | null,
  size: number,
  third: (param: (v: unknown) => string) => string,
): Promise<R[]> {
  const values: unknown[] = [];
  const param = (v: unknown) => `$${values.push(v)}`;
  const column = third(param);
  const conditions = listingConditions(query, param);
  if (cursor) conditions.push(`(p.created_at, p.id) < (${param(cursor.createdAt)}::timestamptz, ${param(cursor.id)}::uuid)`);
  // ORDER BY names the table's columns (p.id), not the text alias, so the (created_at, id) index serves it.
  const res = await pool.query({
    text: `SELECT p.created_at::text, p.id::text, ${column}
             FROM properties p
            WHERE ${conditions.join(" AND ")}
            ORDER BY p.created_at DESC, p.id DESC
            LIMIT ${param(size)}`,
    values,
    rowMode: "array",
  });
  return res.rows as R[];
}

/**
 * The listings of the given ids, read and built by toRentalListing (the one mapping), each with
 * the row version it was built from. An id whose row is gone is left out.
 * voucher_accepted is decided by the database on write (the listing text is not read here).
 */
async function buildListings(pool: ArrayQueryable, ids: readonly string[]): Promise<Map<string, BuiltListing>> {
  const res = await pool.query({
    text: `SELECT p.id::text, p.xmin::text, p.beds, p.price::float8, p.zip_code, p.city, p.address, p.property_manager,
                  p.availability, p.voucher_accepted
             FROM properties p WHERE p.id = ANY($1::uuid[])`,
    values: [ids],
    rowMode: "array",
  });
  const built = new Map<string, BuiltListing>();
  for (const s of res.rows as SourceRow[]) {
    const json = JSON.stringify(
      toRentalListing({
        id: s[0],
        beds: s[2],
        price: s[3],
        zipCode: s[4],
        city: s[5],
        address: s[6],
        propertyManager: s[7],
        availability: s[8],
        acceptsVoucher: s[9],
      }),
    );
    built.set(s[0], { id: s[0], version: s[1], json });
  }
  return built;
}

/**
 * The JSON text of each listing of a batch, in its order: the stored text where there is one,
 * else toRentalListing's (the one mapping), read and built here and returned in `built` to be
 * stored. A row deleted since the batch was read is left out.
 */
export async function listingTexts(pool: ArrayQueryable, batch: readonly ListingRow[]): Promise<{ texts: string[]; built: BuiltListing[] }> {
  const missing: string[] = [];
  for (const r of batch) if (r[2] === null) missing.push(r[1]);
  if (missing.length === 0) return { texts: batch.map((r) => r[2] as string), built: [] };
  const built = await buildListings(pool, missing);
  const texts: string[] = [];
  for (const r of batch) {
    const text = r[2] ?? built.get(r[1])?.json;
    if (text !== undefined) texts.push(text);
  }
  return { texts, built: [...built.values()] };
}

/**
 * Builds and stores the text of every listed (priced) property that has none from this build's
 * mapping. Run after a sync, so the first read after it streams stored text instead of building
 * every listing the sync changed (docs/decisions/036-listings-conditional-get.md measures both),
 * and readers arriving together do not each build them. Chunks of STORE_CHUNK rows, each stored
 * under the same rules as a read's (row version checked, locked rows skipped). Never throws: a
 * failure is logged, and the next read builds what is still missing.
 */
export async function storeMissingListings(pool: ArrayQueryable): Promise<{ missing: number; stored: number }> {
  let missing = 0;
  let stored = 0;
  try {
    const res = await pool.query({
      text: `SELECT p.id::text FROM properties p
              WHERE p.price IS NOT NULL AND p.price > 0 AND (p.listing_json IS NULL OR p.listing_json_shape IS DISTINCT FROM $1::int)`,
      values: [LISTING_SHAPE],
      rowMode: "array",
    });
    const ids = (res.rows as [string][]).map((r) => r[0]);
    missing = ids.length;
    for (let i = 0; i < ids.length; i += STORE_CHUNK) {
      stored += await storeListingJson(pool, [...(await buildListings(pool, ids.slice(i, i + STORE_CHUNK))).values()]);
    }
  } catch (err) {
    logger.warn("rental-listings: storing the listings of a sync failed", { err, missing, stored });
  }
  return { missing, stored };
}
