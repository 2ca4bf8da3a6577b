// The validator of GET /api/rental-listings: a weak ETag from the filter's row count, its newest
// change and the sum of its change times, read by one aggregate query before the listings are
// (docs/decisions/036-listings-conditional-get.md). Every writer of a property (sync, CRM, seeds)
// sets updated_at; an insert or delete changes the count and the sum, an update moves its row's
// updated_at and so the sum, also when it commits after a later writer (the newest change alone
// would miss that) or when a sync run writes every page with the same time. LISTING_SHAPE changes
// with the mapping of a new build. It is weak (W/) because the same listings are sent as gzip or
// as is, byte for byte different.
import { createHash } from "node:crypto";
import type { ArrayQueryable } from "@/lib/db/client";
import { listingConditions } from "./listing-filter-sql";
import { LISTING_SHAPE } from "./listing-json";
import type { RentalListingsQuery } from "./rental-listing-schemas";

export async function listingsETag(pool: ArrayQueryable, query: RentalListingsQuery): Promise<string> {
  const values: unknown[] = [];
  const param = (v: unknown) => `$${values.push(v)}`;
  const ms = "(extract(epoch FROM p.updated_at) * 1000)::bigint";
  const res = await pool.query({
    text: `SELECT count(*)::text, coalesce(max(${ms}), 0)::text, coalesce(sum(${ms}), 0)::text
             FROM properties p WHERE ${listingConditions(query, param).join(" AND ")}`,
    values,
    rowMode: "array",
  });
  const [count, newest, sum] = res.rows[0] as [string, string, string];
  const digest = createHash("sha256").update(`${LISTING_SHAPE}|${count}|${newest}|${sum}`).digest("base64url").slice(0, 22);
  return `W/"${digest}"`;
}

/**
 * Whether an If-None-Match header names the tag (RFC 9110 13.1.2: weak comparison, a list of
 * tags or `*`). Absent: no.
 */
export function matchesETag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === wanted);
}
