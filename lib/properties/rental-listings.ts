// GET /api/rental-listings (property-sync.md): every priced property matching the filters, read
// in keyset batches of 1000 and streamed as JSON, so server memory stays flat for any count.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "@/lib/db/client";
import type { Caller } from "@/lib/auth/caller";
import { toRentalListing, type ListingSource } from "./rental-listing-shape";
import { DEFAULT_STATE, type RentalListingsQuery } from "./schemas/rental-listing-schemas";

export const LISTING_BATCH_SIZE = 1000;

interface Row {
  id: string;
  created_at: Date;
  beds: number | null;
  price: number;
  zip_code: string | null;
  city: string | null;
  address: string | null;
  property_manager: string | null;
  availability: unknown;
  accepts_voucher: boolean | null;
  description: string | null;
  full_description: string | null;
}

interface Cursor {
  createdAt: Date;
  id: string;
}

/** `%` and `_` typed by a user are letters, not wildcards. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One keyset page: (created_at, id) strictly after the cursor in created_at DESC, id DESC order. */
export async function readListingBatch(db: Db, query: RentalListingsQuery, cursor: Cursor | null, size = LISTING_BATCH_SIZE): Promise<Row[]> {
  const state = query.state ?? DEFAULT_STATE;
  const conditions: Prisma.Sql[] = [Prisma.sql`price IS NOT NULL`, Prisma.sql`price > 0`, Prisma.sql`state = ${state}`];
  conditions.push(Prisma.sql`price >= ${query.minPrice ?? 0}::numeric`);
  if (query.maxPrice !== undefined) conditions.push(Prisma.sql`price <= ${query.maxPrice}::numeric`);
  if (query.city) conditions.push(Prisma.sql`city ILIKE ${likeContains(query.city)}`);
  if (cursor) conditions.push(Prisma.sql`(created_at, id) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  return db.$queryRaw<Row[]>`
    SELECT id::text AS id, created_at, beds, price::float8 AS price, zip_code, city, address, property_manager,
           availability, accepts_voucher, description, full_description
      FROM properties
     WHERE ${Prisma.join(conditions, " AND ")}
     ORDER BY created_at DESC, id DESC
     LIMIT ${size}`;
}

function toSource(r: Row): ListingSource {
  return {
    id: r.id,
    beds: r.beds,
    price: r.price,
    zipCode: r.zip_code,
    city: r.city,
    address: r.address,
    propertyManager: r.property_manager,
    availability: r.availability,
    acceptsVoucher: r.accepts_voucher,
    description: r.description,
    fullDescription: r.full_description,
  };
}

/**
 * The listings as a streamed JSON body `{"success":true,"listings":[...],"count":N}`.
 * The first batch is read before the response starts, so database trouble at the start is a
 * proper 500 envelope; count comes last because it is only known once every batch was written
 * (one query fewer than a COUNT first, and the count always equals the listings sent).
 * The caller is required by signature: recruiter+ is checked by the route, properties are not
 * organization-scoped.
 */
export async function streamRentalListings(ctx: { caller: Caller; db: Db }, query: RentalListingsQuery): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let batch = await readListingBatch(ctx.db, query, null);
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
      const parts: string[] = [];
      for (const row of batch) {
        parts.push((count === 0 && parts.length === 0 ? "" : ",") + JSON.stringify(toRentalListing(toSource(row))));
      }
      count += batch.length;
      controller.enqueue(encoder.encode(text + parts.join("")));
      const last = batch[batch.length - 1];
      batch = batch.length < LISTING_BATCH_SIZE ? [] : await readListingBatch(ctx.db, query, { createdAt: last.created_at, id: last.id });
    },
  });
}
