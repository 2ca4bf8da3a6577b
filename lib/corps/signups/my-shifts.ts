// The caller's own signups for the "My shifts" page: one query per list (upcoming / past) with
// each row's waitlist place, and which buttons the volunteer may use on it now.
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { checkIn } from "./check-in-out";
import type { SignupDto } from "./signup-schemas";
import { settleDue } from "../seats/settle-due";

/**
 * The self-service check-in window: from an hour before the start until the end. The API lets
 * staff back-fill any time (check_in_at), but a volunteer pressing "Check in" on a shift weeks
 * away would log nonsense hours, so the page only offers it while the shift is on.
 */
export const CHECK_IN_OPENS_MINUTES = 60;

export interface MyShift {
  signup_id: string;
  status: string;
  waitlist_position: number | null;
  /** Place among the people still waiting (1 = next to be promoted); null unless waitlisted. */
  waitlist_rank: number | null;
  signed_up_at: string;
  check_in_at: string | null;
  check_out_at: string | null;
  opportunity_id: string;
  title: string;
  opportunity_status: string;
  start_datetime: string;
  end_datetime: string;
  location_type: string;
  location_name: string | null;
  city: string | null;
  party_size: number;
  /** While offered: the reply deadline. */
  offer_expires_at: string | null;
  can_check_in: boolean;
  can_check_out: boolean;
  can_cancel: boolean;
}

export function checkInOpen(start: Date, end: Date, now: Date = new Date()): boolean {
  return now.getTime() >= start.getTime() - CHECK_IN_OPENS_MINUTES * 60_000 && now.getTime() < end.getTime();
}

interface Row {
  signup_id: string;
  status: string;
  waitlist_position: number | null;
  waitlist_rank: bigint | null;
  signed_up_at: Date;
  check_in_at: Date | null;
  check_out_at: Date | null;
  opportunity_id: string;
  title: string;
  opportunity_status: string;
  start: Date;
  end: Date;
  location_type: string;
  location_name: string | null;
  city: string | null;
  party_size: number;
  offer_expires_at: Date | null;
  total: bigint;
}

function toShift(r: Row, now: Date): MyShift {
  const cancelledOpp = r.opportunity_status === "cancelled";
  return {
    signup_id: r.signup_id,
    status: r.status,
    waitlist_position: r.waitlist_position,
    waitlist_rank: r.waitlist_rank === null ? null : Number(r.waitlist_rank),
    signed_up_at: r.signed_up_at.toISOString(),
    check_in_at: r.check_in_at?.toISOString() ?? null,
    check_out_at: r.check_out_at?.toISOString() ?? null,
    opportunity_id: r.opportunity_id,
    title: r.title,
    opportunity_status: r.opportunity_status,
    start_datetime: r.start.toISOString(),
    end_datetime: r.end.toISOString(),
    location_type: r.location_type,
    location_name: r.location_name,
    city: r.city,
    party_size: r.party_size,
    offer_expires_at: r.status === "offered" ? (r.offer_expires_at?.toISOString() ?? null) : null,
    // The same state rules as checkIn / checkOut / cancelMySignup in signups/signups.ts.
    can_check_in: r.status === "confirmed" && !cancelledOpp && checkInOpen(r.start, r.end, now),
    can_check_out: r.status === "checked_in",
    can_cancel: ["pending", "confirmed", "waitlist", "entered"].includes(r.status) && !cancelledOpp && r.start > now,
  };
}

/**
 * Upcoming: active signups whose shift has not ended (soonest first). Past: everything else,
 * newest first, paged. A checked-in signup stays upcoming until checked out, so it can be.
 */
export async function listMyShifts(
  ctx: Ctx,
  q: { scope: "upcoming" | "past"; page: number; limit: number },
  now: Date = new Date(),
): Promise<{ shifts: MyShift[]; total: number; page: number; limit: number }> {
  const volunteerId = ctx.caller.volunteerId;
  if (!volunteerId) return { shifts: [], total: 0, page: q.page, limit: q.limit };
  // Reads never wait for the cron: the caller's offers past their deadline and draws past their close settle first.
  const waiting = await ctx.db.signup.findMany({ where: { volunteerId, status: { in: ["offered", "entered"] } }, select: { opportunityId: true } });
  await settleDue(ctx.db, [...new Set(waiting.map((w) => w.opportunityId))], now);
  const upcoming = Prisma.sql`(s.status IN ('pending', 'confirmed', 'waitlist', 'checked_in', 'offered', 'entered') AND o.status <> 'cancelled' AND (o.end_datetime > ${now} OR s.status = 'checked_in'))`;
  const where = q.scope === "upcoming" ? upcoming : Prisma.sql`NOT ${upcoming}`;
  const order = q.scope === "upcoming" ? Prisma.sql`o.start_datetime ASC, s.id` : Prisma.sql`o.start_datetime DESC, s.id`;
  const rows = await ctx.db.$queryRaw<Row[]>`
    SELECT s.id AS signup_id, s.status::text AS status, s.waitlist_position, s.signed_up_at, s.check_in_at, s.check_out_at,
           CASE WHEN s.status = 'waitlist' THEN 1 + (
             SELECT COUNT(*) FROM signups w
             WHERE w.opportunity_id = s.opportunity_id AND w.status = 'waitlist' AND w.waitlist_position < s.waitlist_position)
           END AS waitlist_rank,
           o.id AS opportunity_id, o.title, o.status::text AS opportunity_status, o.start_datetime AS start, o.end_datetime AS "end",
           o.location_type::text AS location_type, o.location_name, o.city, s.party_size, s.offer_expires_at,
           COUNT(*) OVER () AS total
    FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
    WHERE s.volunteer_id = ${volunteerId}::uuid AND ${where}
    ORDER BY ${order}
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`;
  return { shifts: rows.map((r) => toShift(r, now)), total: rows.length ? Number(rows[0].total) : 0, page: q.page, limit: q.limit };
}

/** The volunteer's own check-in from the page: the signups rules plus the check-in window. */
export async function checkInMyShift(ctx: Ctx, signupId: string, now: Date = new Date()): Promise<SignupDto> {
  const row = await ctx.db.signup.findFirst({
    where: { id: signupId, volunteer: { userId: ctx.caller.id } },
    select: { opportunity: { select: { startDatetime: true, endDatetime: true } } },
  });
  if (!row) throw ApiError.notFound("Signup");
  if (!checkInOpen(row.opportunity.startDatetime, row.opportunity.endDatetime, now)) {
    throw new ApiError("INVALID_STATE", `Check-in opens ${CHECK_IN_OPENS_MINUTES} minutes before the shift starts and closes when it ends`);
  }
  return checkIn(ctx, signupId);
}

/** Opportunities the caller may log hours against (the same signups createHours accepts). */
export async function myLoggableOpportunities(ctx: Ctx): Promise<{ id: string; title: string; start_datetime: string }[]> {
  const volunteerId = ctx.caller.volunteerId;
  if (!volunteerId) return [];
  const rows = await ctx.db.signup.findMany({
    where: { volunteerId, status: { in: ["confirmed", "checked_in", "completed"] }, opportunity: { status: { not: "cancelled" } } },
    select: { opportunity: { select: { id: true, title: true, startDatetime: true } } },
    orderBy: { opportunity: { startDatetime: "desc" } },
    take: 100,
  });
  return rows.map((r) => ({ id: r.opportunity.id, title: r.opportunity.title, start_datetime: r.opportunity.startDatetime.toISOString() }));
}
