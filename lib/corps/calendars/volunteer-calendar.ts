// The volunteer's own shifts in a date range for /volunteer/calendar: every signup that is not
// cancelled, declined, lapsed or not selected by a draw, soonest first.
import type { Ctx } from "@/lib/auth/context";
import type { SignupStatus } from "@/lib/generated/prisma/client";
import { onReadReplica } from "@/lib/replicas/read-replica";

export interface VolunteerCalendarEntry {
  signup_id: string;
  status: SignupStatus;
  opportunity_id: string;
  title: string;
  organization_name: string;
  start_datetime: string;
  end_datetime: string;
}

export async function volunteerCalendar(ctx: Ctx, from: Date, to: Date): Promise<VolunteerCalendarEntry[]> {
  ctx = await onReadReplica(ctx);
  const rows = await ctx.db.signup.findMany({
    where: {
      volunteer: { userId: ctx.caller.id },
      status: { notIn: ["cancelled", "declined", "expired", "not_selected"] },
      opportunity: { startDatetime: { gte: from, lt: to } },
    },
    select: {
      id: true,
      status: true,
      opportunity: { select: { id: true, title: true, startDatetime: true, endDatetime: true, organization: { select: { name: true } } } },
    },
    orderBy: [{ opportunity: { startDatetime: "asc" } }, { id: "asc" }],
  });
  return rows.map((r) => ({
    signup_id: r.id,
    status: r.status,
    opportunity_id: r.opportunity.id,
    title: r.opportunity.title,
    organization_name: r.opportunity.organization.name,
    start_datetime: r.opportunity.startDatetime.toISOString(),
    end_datetime: r.opportunity.endDatetime.toISOString(),
  }));
}
