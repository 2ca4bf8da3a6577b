// The seat rule (issue 27), pure: which signup statuses hold seats, how a party counts, when an
// opportunity is full and what a new signup gets now. Every reader and writer of seats goes
// through this file (SQL through seat-counts.ts, which builds its lists from the constants here):
// no other file decides whether an opportunity is full.
import type { OpportunityStatus, SignupMode, SignupStatus } from "@/lib/generated/prisma/client";

/**
 * Statuses that hold seats: pending and confirmed signups, checked-in and completed volunteers
 * keep theirs, and an open offer holds its seats until it is answered or lapses.
 */
export const SEAT_STATUSES = ["pending", "confirmed", "checked_in", "completed", "offered"] as const satisfies readonly SignupStatus[];
/** Statuses that count as confirmed_count. */
export const CONFIRMED_STATUSES = ["confirmed", "checked_in", "completed"] as const satisfies readonly SignupStatus[];
/** Statuses still in the running for a seat (a seat, an offer, the waitlist or a lottery entry). */
export const ACTIVE_STATUSES = ["pending", "confirmed", "checked_in", "completed", "offered", "waitlist", "entered"] as const satisfies readonly SignupStatus[];

/** Seats and people per opportunity; each signup counts its party_size. */
export interface SeatCounts {
  confirmed: number;
  pending: number;
  offered: number;
  waitlist: number;
  entered: number;
}

export const NO_SEATS: SeatCounts = { confirmed: 0, pending: 0, offered: 0, waitlist: 0, entered: 0 };

/** Seats held: confirmed (incl. checked in and completed) + pending + offered. */
export function seatsHeld(c: SeatCounts): number {
  return c.confirmed + c.pending + c.offered;
}

export interface SeatLimits {
  status: OpportunityStatus;
  maxVolunteers: number | null;
}

/** Seats still free; null when the opportunity has no limit. Never negative. */
export function seatsFree(o: Pick<SeatLimits, "maxVolunteers">, c: SeatCounts): number | null {
  return o.maxVolunteers === null ? null : Math.max(0, o.maxVolunteers - seatsHeld(c));
}

/** Full: marked full, or every seat held. */
export function isFull(o: SeatLimits, c: SeatCounts): boolean {
  return o.status === "full" || (o.maxVolunteers !== null && seatsHeld(c) >= o.maxVolunteers);
}

/** The status that follows from the seats, for published and full opportunities (others keep theirs). */
export function statusForSeats(o: SeatLimits, held: number): OpportunityStatus {
  if (o.status !== "published" && o.status !== "full") return o.status;
  return o.maxVolunteers !== null && held >= o.maxVolunteers ? "full" : "published";
}

export type Intake = "seat" | "waitlist" | "entry" | "refused";

export interface IntakeInput {
  status: OpportunityStatus;
  maxVolunteers: number | null;
  allowWaitlist: boolean;
  signupMode: SignupMode;
  lotteryClosesAt: Date | null;
  lotteryDrawnAt: Date | null;
}

/**
 * What a signup of `partySize` gets now: a seat, a waitlist place, a lottery entry (until the
 * draw's close) or nothing. The lottery takes entries only before it closes; after the draw it
 * behaves like first come (free seats, else the waitlist). Open/closed states (draft, started,
 * cancelled) are the caller's to check first.
 */
export function intakeFor(o: IntakeInput, c: SeatCounts, partySize: number, now: Date): Intake {
  if (o.signupMode === "lottery" && o.lotteryDrawnAt === null) {
    return o.lotteryClosesAt !== null && o.lotteryClosesAt.getTime() > now.getTime() ? "entry" : "refused";
  }
  const free = seatsFree(o, c);
  if (free === null || partySize <= free) return "seat";
  return o.allowWaitlist ? "waitlist" : "refused";
}

/**
 * Waitlisted parties to seat, in waitlist order: each party that fits the seats still free is
 * taken, and one that does not fit is passed over (not waited for), so a party of 4 at the head
 * does not keep a single free seat from the volunteer behind it.
 */
export function partiesThatFit<T extends { partySize: number }>(waiting: readonly T[], free: number | null): T[] {
  if (free === null) return [...waiting];
  const out: T[] = [];
  let left = free;
  for (const w of waiting) {
    if (left <= 0) break;
    if (w.partySize <= left) {
      out.push(w);
      left -= w.partySize;
    }
  }
  return out;
}

/** An offer made now, for an opportunity starting at `start`, lasts until this (issue 27). */
export function offerDeadline(now: Date, windowMinutes: number, start: Date): Date {
  return new Date(Math.min(now.getTime() + windowMinutes * 60_000, start.getTime() - 60 * 60_000));
}

/** An offer that would leave less than this to answer is a promotion instead. */
export const MIN_OFFER_MS = 60_000;
