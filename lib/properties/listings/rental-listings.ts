// GET /api/rental-listings (property-sync.md): every priced property matching the filters, read
// in keyset batches of 1000 (listing-batches.ts) and streamed as JSON, so server memory stays
// flat for any count.
import type { ArrayQueryable } from "@/lib/db/client";
import type { Caller } from "@/lib/auth/caller";
import { deflateSegment, deflateSegmentAsync, GzipMember } from "./gzip-segments";
import { LISTING_BATCH_SIZE, listingTexts, readKeyset, readListingBatch, storedText, type Cursor, type ListingRow } from "./listing-batches";
import { listingJsonWriter, type BuiltListing } from "./listing-json";
import { cachedSegment, keepSegment, segmentKey, type ListingSegment } from "./listing-segments";
import type { RentalListingsQuery } from "./rental-listing-schemas";

/** A keyset row of the gzip answer: the row version instead of the text (listingSegment). */
type VersionRow = [cursorAt: string, id: string, version: string];

/** A keyset row read again with its text, for a batch no kept segment matches. */
type VersionTextRow = [cursorAt: string, id: string, version: string, stored: string | null];

/**
 * A batch of the gzip answer, compressed: from the kept segments when its rows are at the
 * versions a previous answer compressed; else read with the texts (built where missing) and
 * compressed now, and kept for the next answer under the versions it was read with, unless it
 * built listings (storing them gives their rows new versions).
 * The versions alone are read first unless `withTexts`: after a batch that was not reused (a sync
 * changed many rows), the next most likely is not either, so it is read with its texts at once
 * (one statement instead of two); its versions can still find a kept segment.
 */
async function listingSegment(
  pool: ArrayQueryable,
  query: RentalListingsQuery,
  cursor: Cursor | null,
  withTexts: boolean,
): Promise<{ rows: readonly (VersionRow | VersionTextRow)[]; segment: Promise<ListingSegment> | null; built: BuiltListing[]; reused: boolean }> {
  if (!withTexts) {
    const rows = await readKeyset<VersionRow>(pool, query, cursor, LISTING_BATCH_SIZE, () => "p.xmin::text");
    const hit = rows.length === 0 ? null : cachedSegment(segmentKey(rows.map((r) => [r[1], r[2]] as const)));
    if (rows.length === 0 || hit) return { rows, segment: hit ? Promise.resolve(hit) : null, built: [], reused: true };
  }
  // The page (again) with its texts: the rows written are the rows read here (the next cursor
  // follows them), whatever changed since the versions were read.
  const rows = await readKeyset<VersionTextRow>(pool, query, cursor, LISTING_BATCH_SIZE, (param) => `p.xmin::text, ${storedText(param)}`);
  if (rows.length === 0) return { rows, segment: null, built: [], reused: true };
  const key = segmentKey(rows.map((r) => [r[1], r[2]] as const));
  const hit = cachedSegment(key);
  if (hit) return { rows, segment: Promise.resolve(hit), built: [], reused: true };
  const { texts, built } = await listingTexts(pool, rows.map((r): ListingRow => [r[0], r[1], r[3]]));
  // Compressed on the thread pool while the stream reads the next batch (not awaited here).
  const segment = deflateSegmentAsync(Buffer.from(texts.join(","), "utf8")).then((compressed) => {
    const made = { segment: compressed, count: texts.length };
    if (built.length === 0 && texts.length === rows.length) keepSegment(key, made);
    return made;
  });
  // Awaited when the batch is written; a stream the client left never awaits it.
  segment.catch(() => undefined);
  return { rows, segment, built, reused: false };
}

/** What a batch of either encoding carries for the stream: its keyset rows and the listings it built. */
interface Batch {
  rows: readonly (readonly [cursorAt: string, id: string, ...rest: unknown[]])[];
  built: BuiltListing[];
}

/** One encoding of the body `{"success":true,"listings":[...],"count":N}`. */
interface ListingEncoder<B extends Batch> {
  read(cursor: Cursor | null): Promise<B>;
  /** The bytes before the first listing. */
  open(): Buffer;
  /** The bytes of a batch's listings (null: none), after `count` listings already written. */
  batch(batch: B, count: number): Promise<{ bytes: Buffer | null; listings: number }>;
  /** The bytes after the last listing. */
  close(count: number): Buffer;
}

// Buffer.from over TextEncoder: the same UTF-8 bytes, encoded several times faster
// (docs/decisions/026-stored-listing-json.md).
const utf8 = (text: string): Buffer => Buffer.from(text, "utf8");
const OPEN = '{"success":true,"listings":[';
const closeText = (count: number) => `],"count":${count}}`;

function identityEncoder(pool: ArrayQueryable, query: RentalListingsQuery): ListingEncoder<Batch & { texts: string[] }> {
  return {
    read: async (cursor) => {
      const rows = await readListingBatch(pool, query, cursor);
      return { rows, ...(await listingTexts(pool, rows)) };
    },
    open: () => utf8(OPEN),
    batch: async (b, count) => ({ bytes: b.texts.length > 0 ? utf8((count === 0 ? "" : ",") + b.texts.join(",")) : null, listings: b.texts.length }),
    close: (count) => utf8(closeText(count)),
  };
}

const OPEN_SEGMENT = deflateSegment(utf8(OPEN));
const COMMA_SEGMENT = deflateSegment(utf8(","));

/**
 * gzip, from compressed batches (listingSegment). Next compresses a route's answer itself at
 * level 6, every byte on every request; these batches are compressed once per row version, so a
 * repeated read costs a keyset read without the texts and writes the compressed bytes only
 * (docs/decisions/027-listings-gzip-from-kept-batches.md, re-measured in 036).
 */
function gzipEncoder(pool: ArrayQueryable, query: RentalListingsQuery): ListingEncoder<Batch & { segment: Promise<ListingSegment> | null }> {
  const member = new GzipMember();
  let lastReused = true;
  return {
    read: async (cursor) => {
      const batch = await listingSegment(pool, query, cursor, !lastReused);
      lastReused = batch.reused;
      return batch;
    },
    open: () => Buffer.concat([member.header(), member.add(OPEN_SEGMENT)]),
    batch: async (b, count) => {
      const made = await b.segment;
      if (!made || made.count === 0) return { bytes: null, listings: 0 };
      const parts = count === 0 ? [] : [member.add(COMMA_SEGMENT)];
      parts.push(member.add(made.segment));
      return { bytes: Buffer.concat(parts), listings: made.count };
    },
    close: (count) => Buffer.concat([member.add(deflateSegment(utf8(closeText(count)))), member.end()]),
  };
}

export type ListingEncoding = "identity" | "gzip";

/**
 * The listings as a streamed JSON body `{"success":true,"listings":[...],"count":N}`, as is or
 * gzip-encoded (the caller sets Content-Encoding).
 * The first batch is read before the response starts, so database trouble at the start is a
 * proper 500 envelope; count comes last because it is only known once every batch was written
 * (one query fewer than a COUNT first, and the count always equals the listings sent).
 * Listings built here (rows without stored text) are stored after they were written.
 * The caller is required by signature: recruiter+ is checked by the route, properties are not
 * organization-scoped.
 */
export async function streamRentalListings(
  ctx: {
    caller: Caller;
    pool: ArrayQueryable;
    /** Where listings built on the way are stored, when `pool` is a read replica's. */
    writePool?: ArrayQueryable;
    /** Runs work after the response was sent (a serverless host keeps the function alive for it). */
    afterResponse?: (work: () => Promise<void>) => void;
    encoding?: ListingEncoding;
  },
  query: RentalListingsQuery,
): Promise<ReadableStream<Uint8Array>> {
  return ctx.encoding === "gzip" ? stream(ctx, gzipEncoder(ctx.pool, query)) : stream(ctx, identityEncoder(ctx.pool, query));
}

async function stream<B extends Batch>(
  ctx: { pool: ArrayQueryable; writePool?: ArrayQueryable; afterResponse?: (work: () => Promise<void>) => void },
  encoder: ListingEncoder<B>,
): Promise<ReadableStream<Uint8Array>> {
  // The first batch, texts included, is ready before the response starts: database trouble
  // there is a 500 envelope, not a cut stream.
  let batch: B | null = await encoder.read(null);
  const store = listingJsonWriter(ctx.writePool ?? ctx.pool);
  // Listings built during this response are stored in the background; the host waits for that.
  ctx.afterResponse?.(() => store.settled());
  let count = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    // pull() runs when the consumer wants more, so a slow client never makes the server buffer.
    async pull(controller) {
      const parts: Buffer[] = [];
      if (!started) {
        started = true;
        parts.push(encoder.open());
      }
      if (batch === null || batch.rows.length === 0) {
        parts.push(encoder.close(count));
        controller.enqueue(Buffer.concat(parts));
        controller.close();
        return;
      }
      // The next batch is read (and built where needed) while this one is encoded and written.
      const last = batch.rows[batch.rows.length - 1];
      const next = batch.rows.length < LISTING_BATCH_SIZE ? null : encoder.read({ createdAt: last[0], id: last[1] });
      // Keep a rejected read from being reported as unhandled before it is awaited below.
      next?.catch(() => undefined);
      const { bytes, listings } = await encoder.batch(batch, count);
      count += listings;
      if (bytes) parts.push(bytes);
      if (parts.length > 0) controller.enqueue(parts.length === 1 ? parts[0] : Buffer.concat(parts));
      store.add(batch.built);
      batch = next ? await next : null;
    },
  });
}
