import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { RentalMarketQuery } from "@/lib/properties/market/market-schemas";
import { rentalMarket } from "@/lib/properties/market/rental-market";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "recruiter", query: RentalMarketQuery }, async ({ caller, query }) => rentalMarket({ caller, db: db() }, query));
