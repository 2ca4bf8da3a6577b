// The stored JSON of each property's rental listing (properties.listing_json), so that
// GET /api/rental-listings streams text the database already holds instead of parsing ten columns
// and mapping every row on every read: over 50,000 listings that mapping was the larger half of the
// endpoint's time (docs/decisions/026-stored-listing-json.md).
//
// The mapping stays toRentalListing, in TypeScript only: the endpoint builds the text for rows that
// lack it and stores it afterwards. A database trigger clears it on any write that changes what it
// is built from (migration 20261124001740_listing_json), and LISTING_SHAPE, the fingerprint of the
// mapping's output, is stored beside it: after a deploy that changes the mapping, old text no
// longer matches and is rebuilt rather than served.
import type { ArrayQueryable } from "@/lib/db/client";
import { logger } from "@/lib/logger";
import { toRentalListing, type ListingSource } from "./rental-listing-shape";

/** Inputs that reach every branch of toRentalListing (unit types, trimming, each availability form). */
const SHAPE_PROBES: readonly ListingSource[] = [
  { id: "p0", beds: null, price: 1200, zipCode: null, city: null, address: null, propertyManager: null, availability: null, acceptsVoucher: false },
  { id: "p1", beds: 0, price: 950.5, zipCode: " 97214 ", city: " Portland ", address: "1 Main St", propertyManager: "PM", availability: " Available now ", acceptsVoucher: true },
  { id: "p2", beds: 2, price: 1800, zipCode: "", city: "", address: "2 Oak", propertyManager: null, availability: { available_date: "2026-12-01" }, acceptsVoucher: false },
  { id: "p3", beds: 4, price: 2600, zipCode: "97401", city: "Eugene", address: "3 Elm", propertyManager: "Rose", availability: { status: "now" }, acceptsVoucher: true },
  { id: "p4", beds: 7, price: 3100, zipCode: "97301-1234", city: "Salem", address: "4 Pine", propertyManager: "", availability: { status: "soon" }, acceptsVoucher: false },
  { id: "p5", beds: -1, price: 700, zipCode: "97701", city: "Bend", address: "5 Fir", propertyManager: "X", availability: ["a"], acceptsVoucher: false },
  { id: "p6", beds: 1, price: 1100, zipCode: "97005", city: "Beaverton \u00e9\u201c", address: "6 \"Q\" Rd\\", propertyManager: "Y", availability: "  ", acceptsVoucher: true },
  { id: "p7", beds: 3, price: 2000, zipCode: "97030", city: "Gresham", address: "7 Ash", propertyManager: "Z", availability: {}, acceptsVoucher: false },
];

/** 32-bit FNV-1a of a string, as a signed integer (the column is an int4). */
export function fnv1a32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The fingerprint of a mapping: what it writes for the probes. */
export function shapeFingerprint(map: (p: ListingSource) => unknown): number {
  return fnv1a32(SHAPE_PROBES.map((p) => JSON.stringify(map(p))).join("\n"));
}

/** The fingerprint of the mapping this build serves; stored text with another one is rebuilt. */
export const LISTING_SHAPE = shapeFingerprint(toRentalListing);

export interface BuiltListing {
  id: string;
  /** The row version (xmin) the text was built from: it is stored only if the row is still that version. */
  version: string;
  json: string;
}

/**
 * Stores built listings. Only rows still at the version they were read at are written (a row
 * changed since keeps its cleared cache), and rows another transaction holds are skipped rather
 * than waited for, so this never blocks or deadlocks a sync or a CRM edit. Returns how many rows
 * were stored.
 */
export async function storeListingJson(pool: ArrayQueryable, built: readonly BuiltListing[], shape = LISTING_SHAPE): Promise<number> {
  if (built.length === 0) return 0;
  // One JSON parameter rather than three arrays: pg escapes array elements in JavaScript, one by
  // one, while JSON.stringify is native (docs/decisions/026-stored-listing-json.md). The rows
  // are locked first, in a materialized step, skipping rows another transaction holds; locking
  // re-reads a row changed meanwhile, whose new xmin then no longer matches.
  const res = await pool.query({
    text: `WITH v AS MATERIALIZED (SELECT * FROM json_to_recordset($1::json) AS v(id uuid, version text, json text)),
                locked AS MATERIALIZED (SELECT l.id FROM properties l JOIN v ON v.id = l.id
                                         WHERE l.xmin::text = v.version FOR UPDATE OF l SKIP LOCKED)
           UPDATE properties p SET listing_json = v.json, listing_json_shape = $2
             FROM v JOIN locked ON locked.id = v.id
            WHERE p.id = v.id`,
    values: [JSON.stringify(built), shape],
    rowMode: "array",
  });
  return res.rowCount ?? 0;
}

export const STORE_CHUNK = 5000;

/**
 * Stores built listings one statement at a time in the background, so a response that builds
 * many (the first read after a sync) uses one extra connection, not one per batch. Failures are
 * logged and dropped: the cache is only an optimisation, the response never depends on it.
 */
export function listingJsonWriter(pool: ArrayQueryable): { add(built: BuiltListing[]): void; settled(): Promise<void> } {
  let pending: BuiltListing[] = [];
  let running: Promise<void> | null = null;
  const drain = async (): Promise<void> => {
    while (pending.length > 0) {
      // At most STORE_CHUNK rows per statement: a first read of 50,000 listings is stored in
      // ten short statements rather than one that holds 50,000 row locks.
      const next = pending.slice(0, STORE_CHUNK);
      pending = pending.slice(STORE_CHUNK);
      try {
        await storeListingJson(pool, next);
      } catch (err) {
        logger.warn("rental-listings: storing built listings failed", { err, rows: next.length });
      }
    }
    running = null;
  };
  return {
    add(built) {
      if (built.length === 0) return;
      pending = pending.concat(built);
      running ??= drain();
    },
    settled: () => running ?? Promise.resolve(),
  };
}
