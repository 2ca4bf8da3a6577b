// Bulk priced properties for the listing and market benchmarks (bench/rental-listings.ts,
// bench/rental-listings-candidates.ts, bench/rental-market.ts): realistic text widths, some
// voucher mentions, and a few rows without beds, city or ZIP. One SQL statement per call.
import type pg from "pg";

export const BENCH_ZIPS = ["97214", "97202", "97401", "97301", "97701", "97005", "97030"];

export async function seedListings(client: pg.Client, from: number, to: number): Promise<void> {
  await client.query(
    `INSERT INTO properties (address, city, state, zip_code, price, beds, baths, sqft, description, full_description,
                             property_manager, availability, accepts_voucher, created_at, updated_at)
     SELECT g || ' SE Hawthorne Blvd Unit ' || (g % 40),
            CASE WHEN g % 97 = 0 THEN NULL ELSE (ARRAY['Portland','Eugene','Salem','Bend','Beaverton','Gresham'])[1 + g % 6] END,
            'OR',
            CASE WHEN g % 89 = 0 THEN NULL ELSE ($3::text[])[1 + g % 7] END,
            900 + (g * 37) % 2600,
            CASE WHEN g % 53 = 0 THEN NULL ELSE g % 6 END,
            1 + g % 3, 450 + g % 1800,
            'Bright apartment near transit' || CASE WHEN g % 9 = 0 THEN ' - Section 8 welcome.' ELSE '' END,
            'Bright apartment with about 800 sq ft. Features in-unit laundry, dishwasher, balcony. Cats OK. Off-street parking.'
              || CASE WHEN g % 11 = 0 THEN ' Housing choice vouchers accepted.' ELSE '' END || ' Contact Cascade Property Management to schedule a tour.',
            (ARRAY['Cascade Property Management','Rose City Rentals','Bridgetown Property Group'])[1 + g % 3],
            CASE WHEN g % 4 = 0 THEN jsonb_build_object('available_date', '2026-12-01', 'lease_term', '12 months') ELSE to_jsonb('Available now'::text) END,
            CASE WHEN g % 5 = 0 THEN (g % 2 = 0) ELSE NULL END,
            timestamptz '2026-11-01' - (g || ' minutes')::interval, now()
       FROM generate_series($1::int, $2::int) g`,
    [from, to, BENCH_ZIPS],
  );
  await client.query("VACUUM ANALYZE properties"); // as autovacuum would after a bulk load
}

/** What GET /api/rental-listings reads, as one query: the floor the endpoint is compared with. */
export const LISTINGS_SQL = `SELECT p.created_at::text, p.id::text, p.beds, p.price::float8, p.zip_code, p.city, p.address, p.property_manager, p.availability, p.voucher_accepted
  FROM properties p WHERE p.price IS NOT NULL AND p.price > 0 AND p.state = 'OR' AND p.price >= 0 ORDER BY p.created_at DESC, p.id DESC`;

/** The same rows' stored listing text (properties.listing_json) in one query: the floor of what the endpoint reads once it is filled. */
export const LISTINGS_SQL_STORED = `SELECT p.created_at::text, p.id::text, p.listing_json
  FROM properties p WHERE p.price IS NOT NULL AND p.price > 0 AND p.state = 'OR' AND p.price >= 0 ORDER BY p.created_at DESC, p.id DESC`;

/** The floor of the code before issue 17 (it read both description texts to decide acceptsVoucher). */
export const LISTINGS_SQL_WITH_TEXTS = `SELECT p.id, p.created_at, p.beds, p.price::float8, p.zip_code, p.city, p.address, p.property_manager, p.availability, p.accepts_voucher, p.description, p.full_description
  FROM properties p WHERE p.price IS NOT NULL AND p.price > 0 AND p.state = 'OR' AND p.price >= 0 ORDER BY p.created_at DESC, p.id DESC`;
