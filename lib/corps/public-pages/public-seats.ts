// The one place public listings ask the seat rule (lib/corps/seats) about seats: whether a shift
// is full and how many seats it has left. Everything public (the page, the API, the embed, the
// iCal feed, the JSON-LD availability) reads seats through this function only.
import type { DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { countsFor } from "../seats/seat-counts";
import { isFull, NO_SEATS, seatsFree } from "../seats/seat-rule";

export interface PublicSeats {
  full: boolean;
  /** null: the shift has no limit. */
  seatsLeft: number | null;
}

export async function publicSeats(tx: DbTx, opportunities: Opportunity[]): Promise<Map<string, PublicSeats>> {
  const counts = await countsFor(tx, opportunities.map((o) => o.id));
  const out = new Map<string, PublicSeats>();
  for (const o of opportunities) {
    const c = counts.get(o.id) ?? NO_SEATS;
    const full = isFull(o, c);
    const free = seatsFree(o, c);
    out.set(o.id, { full, seatsLeft: free === null ? null : full ? 0 : Math.max(0, free) });
  }
  return out;
}
