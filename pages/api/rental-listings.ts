// GET /api/rental-listings (property-sync.md). A Pages Router API file rather than app/api: this
// answer encodes itself (gzip from compressed batches that later answers reuse, see
// lib/properties/listings/rental-listings.ts), and only here may a route set its own Content-Encoding
// (lib/http/node-route.ts). The handler is the same route wrapper as every other route's. A client
// that sends back the ETag of its copy gets 304 without a body while the listings are unchanged
// (docs/decisions/036-listings-conditional-get.md).
import { db, poolOf } from "@/lib/db/client";
import { onReadReplica } from "@/lib/replicas/read-replica";
import { acceptsGzip } from "@/lib/properties/listings/gzip-segments";
import { nodeRoute } from "@/lib/http/node-route";
import { route } from "@/lib/http/route";
import { listingsETag, matchesETag } from "@/lib/properties/listings/listing-etag";
import { streamRentalListings } from "@/lib/properties/listings/rental-listings";
import { RentalListingsQuery } from "@/lib/properties/listings/rental-listing-schemas";

export const config = {
  // No body to parse; 14 MB per 50,000 listings is the expected size, not a mistake to warn about.
  api: { bodyParser: false, responseLimit: false },
};

export default nodeRoute({
  GET: (afterResponse) =>
    route({ auth: "recruiter", rateLimit: "listings", revalidate: true, query: RentalListingsQuery }, async ({ caller, query, req }) => {
      // Read from a replica when one serves; listings built on the way are stored on the primary.
      const reads = await onReadReplica({ caller, db: db() });
      // Read before the listings: should they change in between, the copy is newer than its tag
      // says, and the next request downloads again rather than keeping a stale copy.
      const etag = await listingsETag(poolOf(reads.db), query);
      const vary = { etag, vary: "accept-encoding" };
      if (matchesETag(req.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers: vary });
      const encoding = acceptsGzip(req.headers.get("accept-encoding")) ? "gzip" : "identity";
      const body = await streamRentalListings({ caller, pool: poolOf(reads.db), writePool: poolOf(db()), afterResponse, encoding }, query);
      return new Response(body, {
        headers: { "content-type": "application/json; charset=utf-8", ...vary, ...(encoding === "gzip" ? { "content-encoding": "gzip" } : {}) },
      });
    }),
});
