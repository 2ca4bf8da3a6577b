// Seats a handoff leaves over (an acceptor's party smaller than the giver's) are freed as any
// freed seat is (waitlist promotion or offers, per the opportunity's waitlist_mode). The one call
// into the seat rules from handoffs.
import type { DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { settleSeats } from "../seats/settle";

export async function freeLeftoverSeats(tx: DbTx, opp: Opportunity): Promise<void> {
  await settleSeats(tx, opp);
}
