// The one place public listings ask the seat rule (lib/corps/seats) about seats: whether a shift
// is full and how many seats it has left. Everything public (the page, the API, the embed, the
// iCal feed, the JSON-LD availability) reads seats through this function only.
import type { DbTx } from "@/lib/db/client";
import type { Opportunity } from "@/lib/generated/prisma/client";
import { countsFor, isFull } from "../seats/seat-counts";

export interface PublicSeats {
  full: boolean;
  /** null: the shift has no limit. */
  seatsLeft: number | null;
}

export async function publicSeats(tx: DbTx, opportunities: Opportunity[]): Promise<Map<string, PublicSeats>> {
  const counts = await countsFor(tx, opportunities.map((o) => o.id));
  const out = new Map<string, PublicSeats>();
  for (const o of opportunities) {
    const c = counts.get(o.id) ?? { confirmed: 0, pending: 0, waitlist: 0 };
    const full = isFull(o, c);
    const held = c.confirmed + c.pending;
    out.set(o.id, { full, seatsLeft: o.maxVolunteers === null ? null : full ? 0 : Math.max(0, o.maxVolunteers - held) });
  }
  return out;
}
