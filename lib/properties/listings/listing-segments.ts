// The compressed listing batches of GET /api/rental-listings, kept in memory for the next gzip
// answer. A batch is keyed by the row versions it holds (id and xmin of each row, in order, and the
// mapping's fingerprint): a listing's text is a function of its row version, so a key that matches
// is the same bytes, and any write, insert or delete in a batch's range gives it another key. No
// invalidation is needed; entries nobody asks for any more fall out, least recently used first.
import { createHash } from "node:crypto";
import type { DeflateSegment } from "@/lib/properties/listings/gzip-segments";
import { LISTING_SHAPE } from "./listing-json";

export interface ListingSegment {
  segment: DeflateSegment;
  /** How many listings it holds. */
  count: number;
}

/** The compressed bytes kept at most: a few dozen filter sets of 50,000 listings (docs/decisions/027-listings-gzip-from-kept-batches.md). */
export const SEGMENT_CACHE_BYTES = 32 * 1024 * 1024;

const cache = new Map<string, ListingSegment>();
let cachedBytes = 0;

/** The key of a batch: its rows' ids and versions in order, under this build's mapping. */
export function segmentKey(rows: readonly (readonly [id: string, version: string])[]): string {
  const hash = createHash("sha256").update(String(LISTING_SHAPE));
  for (const [id, version] of rows) hash.update(`|${id}:${version}`);
  return hash.digest("base64url");
}

export function cachedSegment(key: string): ListingSegment | undefined {
  const hit = cache.get(key);
  if (hit) {
    // Map keeps insertion order: re-inserting makes it the most recently used.
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

export function keepSegment(key: string, value: ListingSegment): void {
  if (cache.has(key) || value.segment.bytes.length > SEGMENT_CACHE_BYTES) return;
  cache.set(key, value);
  cachedBytes += value.segment.bytes.length;
  for (const [oldest, v] of cache) {
    if (cachedBytes <= SEGMENT_CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= v.segment.bytes.length;
  }
}
