// The organization's opportunities (every occurrence) in a date range for /recruiter/calendar,
// with how full each is: below min_volunteers (confirmed volunteers, as the recruiter dashboard
// counts them), filling, or full. Cancelled ones are left out; admins see every organization.
import { requireRole, staffOrgScope } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import { countsFor } from "../seats/seat-counts";
import { isFull, NO_SEATS, seatsHeld, type SeatCounts } from "../seats/seat-rule";
import type { OpportunityStatus } from "@/lib/generated/prisma/client";
import { onReadReplica } from "@/lib/replicas/read-replica";
import { Prisma } from "@/lib/generated/prisma/client";
import { settleDueWhere } from "../seats/settle-due";

export type Fill = "below_min" | "filling" | "full";

export interface RecruiterCalendarEntry {
  id: string;
  title: string;
  status: OpportunityStatus;
  start_datetime: string;
  end_datetime: string;
  confirmed_count: number;
  pending_count: number;
  seats_taken: number;
  min_volunteers: number | null;
  max_volunteers: number | null;
  series_id: string | null;
  fill: Fill;
}

export function fillOf(o: { status: OpportunityStatus; min: number | null; max: number | null }, c: SeatCounts): Fill {
  if (isFull({ status: o.status, maxVolunteers: o.max }, c)) return "full";
  if (o.min !== null && c.confirmed < o.min) return "below_min";
  return "filling";
}

export async function recruiterCalendar(ctx: Ctx, from: Date, to: Date): Promise<RecruiterCalendarEntry[]> {
  requireRole(ctx.caller, "recruiter");
  const scope = staffOrgScope(ctx.caller);
  // Reads never wait for the cron: due offers and draws in the range settle on the primary first.
  await settleDueWhere(
    ctx.db,
    Prisma.sql`o.start_datetime >= ${from} AND o.start_datetime < ${to} ${scope ? Prisma.sql`AND o.org_id = ${scope}::uuid` : Prisma.empty}`,
  );
  ctx = await onReadReplica(ctx);
  const rows = await ctx.db.opportunity.findMany({
    where: { ...(scope ? { orgId: scope } : {}), status: { not: "cancelled" }, startDatetime: { gte: from, lt: to } },
    orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
    select: { id: true, title: true, status: true, startDatetime: true, endDatetime: true, minVolunteers: true, maxVolunteers: true, seriesId: true },
  });
  const counts = await countsFor(ctx.db, rows.map((r) => r.id));
  return rows.map((r) => {
    const c = counts.get(r.id) ?? NO_SEATS;
    return {
      id: r.id,
      title: r.title,
      status: r.status,
      start_datetime: r.startDatetime.toISOString(),
      end_datetime: r.endDatetime.toISOString(),
      confirmed_count: c.confirmed,
      pending_count: c.pending,
      seats_taken: seatsHeld(c),
      min_volunteers: r.minVolunteers,
      max_volunteers: r.maxVolunteers,
      series_id: r.seriesId,
      fill: fillOf({ status: r.status, min: r.minVolunteers, max: r.maxVolunteers }, c),
    };
  });
}
