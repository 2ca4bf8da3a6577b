import { after } from "next/server";
import { db, poolOf } from "@/lib/db/client";
import { cronRoute } from "@/lib/http/route";
import { storeMissingListings } from "@/lib/properties/rental-listings";
import { runScheduledSync } from "@/lib/properties/scheduled-sync";

export const maxDuration = 300;

export const GET = cronRoute(async () => {
  const answer = await runScheduledSync(db());
  // As after a sync by hand: the changed listings are stored after the answer.
  after(() => storeMissingListings(poolOf(db())));
  return answer;
});
