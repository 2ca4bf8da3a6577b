// The organization's opportunities (every occurrence) in a date range for /recruiter/calendar,
// with how full each is: below min_volunteers (confirmed volunteers, as the recruiter dashboard
// counts them), filling, or full. Cancelled ones are left out; admins see every organization.
import { requireRole, staffOrgScope } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import { countsFor } from "../seats/seat-counts";
import type { OpportunityStatus } from "@/lib/generated/prisma/client";
import { onReadReplica } from "@/lib/replicas/read-replica";

export type Fill = "below_min" | "filling" | "full";

export interface RecruiterCalendarEntry {
  id: string;
  title: string;
  status: OpportunityStatus;
  start_datetime: string;
  end_datetime: string;
  confirmed_count: number;
  pending_count: number;
  min_volunteers: number | null;
  max_volunteers: number | null;
  series_id: string | null;
  fill: Fill;
}

export function fillOf(o: { status: OpportunityStatus; min: number | null; max: number | null; confirmed: number; pending: number }): Fill {
  if (o.status === "full" || (o.max !== null && o.confirmed + o.pending >= o.max)) return "full";
  if (o.min !== null && o.confirmed < o.min) return "below_min";
  return "filling";
}

export async function recruiterCalendar(ctx: Ctx, from: Date, to: Date): Promise<RecruiterCalendarEntry[]> {
  ctx = await onReadReplica(ctx);
  requireRole(ctx.caller, "recruiter");
  const scope = staffOrgScope(ctx.caller);
  const rows = await ctx.db.opportunity.findMany({
    where: { ...(scope ? { orgId: scope } : {}), status: { not: "cancelled" }, startDatetime: { gte: from, lt: to } },
    orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
    select: { id: true, title: true, status: true, startDatetime: true, endDatetime: true, minVolunteers: true, maxVolunteers: true, seriesId: true },
  });
  const counts = await countsFor(ctx.db, rows.map((r) => r.id));
  return rows.map((r) => {
    const c = counts.get(r.id) ?? { confirmed: 0, pending: 0, waitlist: 0 };
    return {
      id: r.id,
      title: r.title,
      status: r.status,
      start_datetime: r.startDatetime.toISOString(),
      end_datetime: r.endDatetime.toISOString(),
      confirmed_count: c.confirmed,
      pending_count: c.pending,
      min_volunteers: r.minVolunteers,
      max_volunteers: r.maxVolunteers,
      series_id: r.seriesId,
      fill: fillOf({ status: r.status, min: r.minVolunteers, max: r.maxVolunteers, confirmed: c.confirmed, pending: c.pending }),
    };
  });
}
