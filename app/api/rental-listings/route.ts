import { after } from "next/server";
import { db, poolOf } from "@/lib/db/client";
import { streamRentalListings } from "@/lib/properties/rental-listings";
import { RentalListingsQuery } from "@/lib/properties/schemas/rental-listing-schemas";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "recruiter", rateLimit: "listings", query: RentalListingsQuery }, async ({ caller, query }) => {
  const body = await streamRentalListings({ caller, pool: poolOf(db()), afterResponse: after }, query);
  return new Response(body, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" } });
});
