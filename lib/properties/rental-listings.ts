// GET /api/rental-listings (property-sync.md): every priced property matching the filters, read
// in keyset batches of 1000 and streamed as JSON, so server memory stays flat for any count.
import type { ArrayQueryable } from "@/lib/db/client";
import type { Caller } from "@/lib/auth/caller";
import { listingConditions } from "./listing-filter-sql";
import { LISTING_SHAPE, listingJsonWriter, type BuiltListing } from "./listing-json";
import { toRentalListing } from "./rental-listing-shape";
import type { RentalListingsQuery } from "./schemas/rental-listing-schemas";

export const LISTING_BATCH_SIZE = 1000;

/**
 * One row as pg answers it with rowMode "array", in the SELECT's column order. Arrays, not
 * objects, and no ORM in between: this read is the whole table at worst, and per-row garbage
 * is what made the server's memory grow (bench/rental-listings.ts).
 * A row whose listing is stored (listing-json.ts) carries only its text; the columns the
 * listing is built from come (and cost parsing) only for rows without it.
 */
export type ListingRow = [
  cursorAt: string, // created_at as text, only for the keyset: no Date object per row
  id: string,
  stored: string | null, // the stored listing JSON, when built by the mapping this build serves
  version: string | null, // xmin, only when not stored: the row version the built text belongs to
  beds: number | null,
  price: number | null,
  zipCode: string | null,
  city: string | null,
  address: string | null,
  propertyManager: string | null,
  availability: unknown,
  voucherAccepted: boolean | null,
];

interface Cursor {
  createdAt: string;
  id: string;
}

/** The columns of a listing that is not stored, null for one that is. */
const SOURCE_COLUMNS = ["p.xmin::text", "p.beds", "p.price::float8", "p.zip_code", "p.city", "p.address", "p.property_manager", "p.availability", "p.voucher_accepted"];

/** One keyset page: (created_at, id) strictly after the cursor in created_at DESC, id DESC order. */
export async function readListingBatch(pool: ArrayQueryable, query: RentalListingsQuery, cursor: Cursor | null, size = LISTING_BATCH_SIZE): Promise<ListingRow[]> {
  const values: unknown[] = [];
  const param = (v: unknown) => `$${values.push(v)}`;
  const conditions = listingConditions(query, param);
  if (cursor) conditions.push(`(p.created_at, p.id) < (${param(cursor.createdAt)}::timestamptz, ${param(cursor.id)}::uuid)`);
  const shape = `${param(LISTING_SHAPE)}::int`;
  // ORDER BY names the table's columns (p.id), not the text alias, so the (created_at, id) index serves it.
  // voucher_accepted is decided by the database on write (the listing text is not read here).
  const res = await pool.query({
    text: `SELECT p.created_at::text, p.id::text,
                  CASE WHEN p.listing_json_shape = ${shape} THEN p.listing_json END,
                  ${SOURCE_COLUMNS.map((c) => `CASE WHEN p.listing_json_shape IS DISTINCT FROM ${shape} THEN ${c} END`).join(", ")}
             FROM properties p
            WHERE ${conditions.join(" AND ")}
            ORDER BY p.created_at DESC, p.id DESC
            LIMIT ${param(size)}`,
    values,
    rowMode: "array",
  });
  return res.rows as ListingRow[];
}

/**
 * One batch as the JSON text of its listings, comma-separated: the stored text where there is
 * one, else toRentalListing's (the one mapping), which is handed to `built` to be stored.
 */
export function batchJson(batch: readonly ListingRow[], built?: BuiltListing[]): string {
  const parts = new Array<string>(batch.length);
  for (let i = 0; i < batch.length; i++) {
    const r = batch[i];
    if (r[2] !== null) {
      parts[i] = r[2];
      continue;
    }
    const json = JSON.stringify(
      toRentalListing({
        id: r[1],
        beds: r[4],
        price: r[5] ?? 0, // the filter keeps only priced rows
        zipCode: r[6],
        city: r[7],
        address: r[8],
        propertyManager: r[9],
        availability: r[10],
        acceptsVoucher: r[11] === true,
      }),
    );
    parts[i] = json;
    if (built && r[3] !== null) built.push({ id: r[1], version: r[3], json });
  }
  return parts.join(",");
}

/**
 * The listings as a streamed JSON body `{"success":true,"listings":[...],"count":N}`.
 * The first batch is read before the response starts, so database trouble at the start is a
 * proper 500 envelope; count comes last because it is only known once every batch was written
 * (one query fewer than a COUNT first, and the count always equals the listings sent).
 * The caller is required by signature: recruiter+ is checked by the route, properties are not
 * organization-scoped.
 */
export async function streamRentalListings(ctx: { caller: Caller; pool: ArrayQueryable }, query: RentalListingsQuery): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let batch = await readListingBatch(ctx.pool, query, null);
  const store = listingJsonWriter(ctx.pool);
  let count = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    // pull() runs when the consumer wants more, so a slow client never makes the server buffer.
    async pull(controller) {
      let text = "";
      if (!started) {
        started = true;
        text = '{"success":true,"listings":[';
      }
      if (batch.length === 0) {
        controller.enqueue(encoder.encode(`${text}],"count":${count}}`));
        controller.close();
        return;
      }
      // The next batch is read while this one is encoded and written.
      const last = batch[batch.length - 1];
      const next = batch.length < LISTING_BATCH_SIZE ? Promise.resolve([]) : readListingBatch(ctx.pool, query, { createdAt: last[0], id: last[1] });
      // Keep a rejected read from being reported as unhandled before it is awaited below.
      next.catch(() => undefined);
      const built: BuiltListing[] = [];
      controller.enqueue(encoder.encode(text + (count === 0 ? "" : ",") + batchJson(batch, built)));
      store.add(built);
      count += batch.length;
      batch = await next;
    },
  });
}
