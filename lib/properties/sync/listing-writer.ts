// Stores one page of source listings as property records: a few set-based statements per page in
// one transaction (adopt hand-made properties, upsert with the PMC auto-link, flag unusable listings), never
// one round trip per listing. A page whose batch fails is retried row by row, so one bad listing
// costs only itself.
import type { Db, DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/logger";
import type { RawSourceDocument } from "./cosmos-source";
import { sourceListingSchema, type SourceListing } from "./source-listing";

export interface PageCounts {
  created: number;
  updated: number;
  autoLinked: number;
  errors: number;
}

/** A listing in the column shape of `properties`, serialized into the page's JSON parameter. */
interface ListingRow {
  source_listing_id: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  price: number | null;
  beds: number | null;
  baths: number | null;
  sqft: number | null;
  description: string | null;
  full_description: string | null;
  property_manager: string | null;
  property_manager_phone: string | null;
  images: string[];
  availability: SourceListing["availability"];
  market_status: string | null;
  pets: SourceListing["pets"];
  parking_detail: string | null;
  fees: SourceListing["fees"];
  accepts_voucher: boolean | null;
  source_created_at: Date | null;
  source_updated_at: Date | null;
  source_ts: Date | null;
}

interface Failure {
  source_listing_id: string;
  message: string;
}

/** Column list of jsonb_to_recordset: the one place the page JSON is typed for PostgreSQL. */
const RECORD = Prisma.raw(`source_listing_id text, address text, city text, state text, zip_code text, price numeric,
  beds int, baths double precision, sqft int, description text, full_description text, property_manager text,
  property_manager_phone text, images text[], availability jsonb, market_status text, pets jsonb, parking_detail text,
  fees jsonb, accepts_voucher boolean, source_created_at timestamptz, source_updated_at timestamptz, source_ts timestamptz`);

const TX_OPTIONS = { maxWait: 15_000, timeout: 120_000 };

function toRow(listing: SourceListing): ListingRow {
  return {
    source_listing_id: listing.id,
    address: listing.address,
    city: listing.city,
    state: listing.state,
    zip_code: listing.zip_code,
    price: listing.price,
    beds: listing.beds,
    baths: listing.baths,
    sqft: listing.sqft,
    description: listing.description,
    full_description: listing.full_description,
    property_manager: listing.property_manager,
    property_manager_phone: listing.property_manager_phone,
    images: listing.images,
    availability: listing.availability,
    market_status: listing.market_status,
    pets: listing.pets,
    parking_detail: listing.parking_detail,
    fees: listing.fees,
    accepts_voucher: listing.accepts_section8,
    source_created_at: listing.created_at,
    source_updated_at: listing.updated_at,
    source_ts: listing._ts === null ? null : new Date(listing._ts * 1000),
  };
}

/** Error text safe to store: no NUL bytes (PostgreSQL text rejects them), bounded length. */
function cleanMessage(message: string): string {
  const flat = message.replaceAll("\u0000", "").replace(/\s+/g, " ").trim();
  return flat.length > 500 ? `${flat.slice(0, 497)}...` : flat;
}

function describeIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join(".") || "document"}: ${issue.message}`)
    .join("; ");
}

/**
 * A listing with no property yet adopts a hand-made property (no source_listing_id) with the same
 * normalized address, city and state. Runs before the upsert, which then finds it by id.
 */
async function adoptHandMade(tx: DbTx, page: string): Promise<void> {
  // The normalized key is costly to compute for a whole page; the digits of an address survive
  // normalization unchanged, so equal digits is a cheap necessary condition to test first.
  await tx.$executeRaw`
    WITH hand_made AS (
      SELECT p.id, p.created_at, regexp_replace(p.address, '[^0-9]', '', 'g') AS digits, upper(btrim(p.state)) AS state_key,
             property_address_key(p.address) AS address_key, property_address_key(p.city) AS city_key
      FROM properties p
      WHERE p.source_listing_id IS NULL
    ),
    incoming AS (
      SELECT r.source_listing_id, r.address, r.city, upper(btrim(r.state)) AS state_key, regexp_replace(r.address, '[^0-9]', '', 'g') AS digits
      FROM jsonb_to_recordset(${page}::jsonb) AS r(source_listing_id text, address text, city text, state text)
    ),
    candidates AS (
      SELECT DISTINCT ON (i.source_listing_id) i.source_listing_id, h.id
      FROM incoming i
      JOIN hand_made h ON h.state_key = i.state_key AND h.digits = i.digits
      WHERE h.address_key = property_address_key(i.address)
        AND h.city_key = property_address_key(i.city)
        AND NOT EXISTS (SELECT 1 FROM properties q WHERE q.source_listing_id = i.source_listing_id)
      ORDER BY i.source_listing_id, h.created_at, h.id
    ),
    pairs AS (
      -- Two listings with the same address must not both claim one property.
      SELECT DISTINCT ON (id) id, source_listing_id FROM candidates ORDER BY id, source_listing_id
    )
    UPDATE properties p
    SET source_listing_id = pairs.source_listing_id, updated_at = now()
    FROM pairs
    WHERE p.id = pairs.id AND p.source_listing_id IS NULL`;
}

/**
 * Creates or overwrites the source-owned fields; the CRM-owned fields are not in the SET list,
 * except pm_company_id, which is filled (never replaced) by the PMC auto-link of DECISIONS.md:
 * property_manager and company_name match case-insensitively when either contains the other, and
 * the longest company_name wins. autoLinked counts the properties that had no PMC before.
 */
async function upsert(tx: DbTx, page: string, syncedAt: Date): Promise<Omit<PageCounts, "errors">> {
  const [counts] = await tx.$queryRaw<Omit<PageCounts, "errors">[]>`
    WITH input AS (
      SELECT r.*, m.id AS pmc_match, cur.pm_company_id AS existing_pmc
      FROM jsonb_to_recordset(${page}::jsonb) AS r(${RECORD})
      LEFT JOIN properties cur ON cur.source_listing_id = r.source_listing_id
      LEFT JOIN LATERAL (
        SELECT c.id
        FROM pm_companies c
        WHERE btrim(coalesce(r.property_manager, '')) <> '' AND btrim(c.company_name) <> ''
          AND (strpos(lower(btrim(r.property_manager)), lower(btrim(c.company_name))) > 0
            OR strpos(lower(btrim(c.company_name)), lower(btrim(r.property_manager))) > 0)
        ORDER BY length(btrim(c.company_name)) DESC, c.company_name
        LIMIT 1
      ) m ON TRUE
    ),
    written AS (
      INSERT INTO properties (
        property_name, source_listing_id, sync_status, sync_error, last_synced_at,
        address, city, state, zip_code, price, beds, baths, sqft, description, full_description,
        property_manager, property_manager_phone, images, availability, market_status, pets,
        parking_detail, fees, accepts_voucher, source_created_at, source_updated_at, source_ts, pm_company_id, updated_at
      )
      SELECT
        i.address, i.source_listing_id, 'synced'::"PropertySyncStatus", NULL, ${syncedAt}::timestamptz,
        i.address, i.city, i.state, i.zip_code, i.price, i.beds, i.baths, i.sqft, i.description, i.full_description,
        i.property_manager, i.property_manager_phone, coalesce(i.images, '{}'), i.availability, i.market_status, i.pets,
        i.parking_detail, i.fees, i.accepts_voucher, i.source_created_at, i.source_updated_at, i.source_ts, i.pmc_match, ${syncedAt}::timestamptz
      FROM input i
      ON CONFLICT (source_listing_id) DO UPDATE SET
        -- A name given in the CRM is kept; a property without one is named after its address.
        property_name = coalesce(properties.property_name, EXCLUDED.property_name),
        sync_status = 'synced',
        sync_error = NULL,
        last_synced_at = EXCLUDED.last_synced_at,
        address = EXCLUDED.address,
        city = EXCLUDED.city,
        state = EXCLUDED.state,
        zip_code = EXCLUDED.zip_code,
        price = EXCLUDED.price,
        beds = EXCLUDED.beds,
        baths = EXCLUDED.baths,
        sqft = EXCLUDED.sqft,
        description = EXCLUDED.description,
        full_description = EXCLUDED.full_description,
        property_manager = EXCLUDED.property_manager,
        property_manager_phone = EXCLUDED.property_manager_phone,
        images = EXCLUDED.images,
        availability = EXCLUDED.availability,
        market_status = EXCLUDED.market_status,
        pets = EXCLUDED.pets,
        parking_detail = EXCLUDED.parking_detail,
        fees = EXCLUDED.fees,
        accepts_voucher = EXCLUDED.accepts_voucher,
        source_created_at = EXCLUDED.source_created_at,
        source_updated_at = EXCLUDED.source_updated_at,
        source_ts = EXCLUDED.source_ts,
        pm_company_id = coalesce(properties.pm_company_id, EXCLUDED.pm_company_id),
        updated_at = EXCLUDED.updated_at
      RETURNING (xmax = 0) AS inserted
    )
    SELECT (count(*) FILTER (WHERE inserted))::int AS created,
           (count(*) FILTER (WHERE NOT inserted))::int AS updated,
           (SELECT count(*) FROM input WHERE pmc_match IS NOT NULL AND existing_pmc IS NULL)::int AS "autoLinked"
    FROM written`;
  return counts;
}

/** A listing that could not be stored leaves its existing property (if any) marked error. */
async function markFailures(tx: DbTx, failures: Failure[]): Promise<void> {
  if (failures.length === 0) return;
  await tx.$executeRaw`
    UPDATE properties p SET sync_status = 'error', sync_error = f.message, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(failures)}::jsonb) AS f(source_listing_id text, message text)
    WHERE p.source_listing_id = f.source_listing_id`;
}

async function writeRows(db: Db, rows: ListingRow[], syncedAt: Date, failures: Failure[]): Promise<Omit<PageCounts, "errors">> {
  const page = JSON.stringify(rows);
  return db.$transaction(async (tx) => {
    await adoptHandMade(tx, page);
    const counts = await upsert(tx, page, syncedAt);
    await markFailures(tx, failures);
    return counts;
  }, TX_OPTIONS);
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Validates and stores one page of raw source documents. Every document is counted exactly once:
 * created, updated or errors.
 */
export async function storeListingPage(db: Db, documents: readonly RawSourceDocument[], syncedAt: Date): Promise<PageCounts> {
  const byId = new Map<string, ListingRow>();
  const failures: Failure[] = [];
  let errors = 0;
  let duplicates = 0;
  for (const document of documents) {
    const parsed = sourceListingSchema.safeParse(document);
    if (!parsed.success) {
      errors++;
      const id = typeof document.id === "string" ? document.id.trim() : "";
      if (id) failures.push({ source_listing_id: id, message: cleanMessage(`Invalid listing: ${describeIssues(parsed.error)}`) });
      continue;
    }
    // One statement cannot upsert the same key twice: the later copy of a listing wins.
    if (byId.has(parsed.data.id)) duplicates++;
    byId.set(parsed.data.id, toRow(parsed.data));
  }
  const rows = [...byId.values()];
  if (rows.length === 0) {
    await markFailures(db, failures);
    return { created: 0, updated: 0, autoLinked: 0, errors };
  }

  try {
    const counts = await writeRows(db, rows, syncedAt, failures);
    return { ...counts, updated: counts.updated + duplicates, errors };
  } catch (batchError) {
    logger.warn("property sync: batch failed, storing its listings one by one", { listings: rows.length, error: errorText(batchError) });
  }

  const totals: PageCounts = { created: 0, updated: duplicates, autoLinked: 0, errors };
  for (const row of rows) {
    try {
      const counts = await writeRows(db, [row], syncedAt, []);
      totals.created += counts.created;
      totals.updated += counts.updated;
      totals.autoLinked += counts.autoLinked;
    } catch (rowError) {
      totals.errors++;
      failures.push({ source_listing_id: row.source_listing_id, message: cleanMessage(`Could not be stored: ${errorText(rowError)}`) });
    }
  }
  await markFailures(db, failures);
  return totals;
}
