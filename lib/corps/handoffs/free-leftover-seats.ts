// Seats a handoff leaves over (an acceptor's party smaller than the giver's) go to the waitlist
// as any freed seat does. The one call into the seat rules from handoffs.
import type { DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { promoteWaitlist } from "../seats/seats";

export async function freeLeftoverSeats(tx: DbTx, opp: Opportunity): Promise<void> {
  await promoteWaitlist(tx, opp);
}
