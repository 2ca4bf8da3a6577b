// GET /api/rental-listings (property-sync.md): every priced property matching the filters, read
// in keyset batches of 1000 and streamed as JSON, so server memory stays flat for any count.
import type { ArrayQueryable } from "@/lib/db/client";
import type { Caller } from "@/lib/auth/caller";
import { listingConditions } from "./listing-filter-sql";
import { toRentalListing } from "./rental-listing-shape";
import type { RentalListingsQuery } from "./schemas/rental-listing-schemas";

export const LISTING_BATCH_SIZE = 1000;

/**
 * One row as pg answers it with rowMode "array", in the SELECT's column order. Arrays, not
 * objects, and no ORM in between: this read is the whole table at worst, and per-row garbage
 * is what made the server's memory grow (bench/rental-listings.ts).
 */
export type ListingRow = [
  cursorAt: string, // created_at as text, only for the keyset: no Date object per row
  id: string,
  beds: number | null,
  price: number,
  zipCode: string | null,
  city: string | null,
  address: string | null,
  propertyManager: string | null,
  availability: unknown,
  voucherAccepted: boolean,
];

interface Cursor {
  createdAt: string;
  id: string;
}

/** One keyset page: (created_at, id) strictly after the cursor in created_at DESC, id DESC order. */
export async function readListingBatch(pool: ArrayQueryable, query: RentalListingsQuery, cursor: Cursor | null, size = LISTING_BATCH_SIZE): Promise<ListingRow[]> {
  const values: unknown[] = [];
  const param = (v: unknown) => `$${values.push(v)}`;
  const conditions = listingConditions(query, param);
  if (cursor) conditions.push(`(p.created_at, p.id) < (${param(cursor.createdAt)}::timestamptz, ${param(cursor.id)}::uuid)`);
  // ORDER BY names the table's columns (p.id), not the text alias, so the (created_at, id) index serves it.
  // voucher_accepted is decided by the database on write (the listing text is not read here).
  const res = await pool.query({
    text: `SELECT p.created_at::text, p.id::text, p.beds, p.price::float8, p.zip_code, p.city, p.address, p.property_manager,
                  p.availability, p.voucher_accepted
             FROM properties p
            WHERE ${conditions.join(" AND ")}
            ORDER BY p.created_at DESC, p.id DESC
            LIMIT ${param(size)}`,
    values,
    rowMode: "array",
  });
  return res.rows as ListingRow[];
}

/** One batch as the JSON text of its listings, comma-separated (the mapping is toRentalListing's). */
export function batchJson(batch: readonly ListingRow[]): string {
  const listings = batch.map((r) =>
    toRentalListing({
      id: r[1],
      beds: r[2],
      price: r[3],
      zipCode: r[4],
      city: r[5],
      address: r[6],
      propertyManager: r[7],
      availability: r[8],
      acceptsVoucher: r[9],
    }),
  );
  // One stringify per batch: "[a,b,c]" without its brackets.
  return JSON.stringify(listings).slice(1, -1);
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
      controller.enqueue(encoder.encode(text + (count === 0 ? "" : ",") + batchJson(batch)));
      count += batch.length;
      batch = await next;
    },
  });
}
