// GET /api/rental-listings (property-sync.md). A Pages Router API file rather than app/api: this
// answer encodes itself (gzip from compressed batches that later answers reuse, see
// lib/properties/listings/rental-listings.ts), and only here may a route set its own Content-Encoding
// (lib/http/node-route.ts). The handler is the same route wrapper as every other route's.
import { db, poolOf } from "@/lib/db/client";
import { onReadReplica } from "@/lib/replicas/read-replica";
import { acceptsGzip } from "@/lib/properties/listings/gzip-segments";
import { nodeRoute } from "@/lib/http/node-route";
import { route } from "@/lib/http/route";
import { streamRentalListings } from "@/lib/properties/listings/rental-listings";
import { RentalListingsQuery } from "@/lib/properties/listings/rental-listing-schemas";

export const config = {
  // No body to parse; 14 MB per 50,000 listings is the expected size, not a mistake to warn about.
  api: { bodyParser: false, responseLimit: false },
};

export default nodeRoute({
  GET: (afterResponse) =>
    route({ auth: "recruiter", rateLimit: "listings", query: RentalListingsQuery }, async ({ caller, query, req }) => {
      const encoding = acceptsGzip(req.headers.get("accept-encoding")) ? "gzip" : "identity";
      // Read from a replica when one serves; listings built on the way are stored on the primary.
      const reads = await onReadReplica({ caller, db: db() });
      const body = await streamRentalListings({ caller, pool: poolOf(reads.db), writePool: poolOf(db()), afterResponse, encoding }, query);
      return new Response(body, {
        headers: {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
          vary: "accept-encoding",
          ...(encoding === "gzip" ? { "content-encoding": "gzip" } : {}),
        },
      });
    }),
});
