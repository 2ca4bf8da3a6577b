// GET /reports/hours-summary: approved and auto-approved hours in a window, grouped in SQL.
import { requireRole } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "../context";
import type { HoursSummaryDto, HoursSummaryQuery } from "../schemas/report-schemas";
import { dateWindow, reportScope, round, scopeSql } from "./report-scope";

const PERIOD: Record<HoursSummaryQuery["group_by"], Prisma.Sql> = {
  day: Prisma.sql`to_char(h.date_worked, 'YYYY-MM-DD')`,
  week: Prisma.sql`to_char(h.date_worked, 'IYYY-"W"IW')`,
  month: Prisma.sql`to_char(h.date_worked, 'YYYY-MM')`,
  labor_type: Prisma.sql`h.labor_type::text`,
  volunteer: Prisma.sql`v.first_name || ' ' || v.last_name`,
};

export async function hoursSummary(ctx: Ctx, q: HoursSummaryQuery): Promise<HoursSummaryDto> {
  requireRole(ctx.caller, "recruiter");
  const w = dateWindow(q);
  const scope = reportScope(ctx, q.org_id);
  const where = Prisma.sql`h.status IN ('approved', 'auto_approved')
    AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date
    AND ${scopeSql(scope, Prisma.sql`h.org_id`, Prisma.sql`h.volunteer_id`)}`;
  // Periods sort chronologically as text; names and labor types sort by hours, largest first.
  const periodOrder =
    q.group_by === "labor_type" || q.group_by === "volunteer" ? Prisma.sql`hours DESC, period` : Prisma.sql`period`;
  const [totals, byPeriod, byLabor] = await Promise.all([
    ctx.db.$queryRaw<{ hours: string | null; volunteers: bigint; events: bigint }[]>`
      SELECT SUM(h.hours_worked)::text AS hours, COUNT(DISTINCT h.volunteer_id) AS volunteers,
             COUNT(DISTINCT h.opportunity_id) AS events
      FROM hours_entries h WHERE ${where}`,
    ctx.db.$queryRaw<{ period: string; hours: string; volunteers: bigint }[]>`
      SELECT ${PERIOD[q.group_by]} AS period, SUM(h.hours_worked)::text AS hours, COUNT(DISTINCT h.volunteer_id) AS volunteers
      FROM hours_entries h JOIN volunteer_profiles v ON v.id = h.volunteer_id
      WHERE ${where}
      GROUP BY 1 ORDER BY ${periodOrder}`,
    ctx.db.$queryRaw<{ labor_type: HoursSummaryDto["by_labor_type"][number]["labor_type"]; hours: string; percentage: string }[]>`
      SELECT h.labor_type::text AS labor_type, SUM(h.hours_worked)::text AS hours,
             ROUND(SUM(h.hours_worked) * 100 / NULLIF(SUM(SUM(h.hours_worked)) OVER (), 0), 1)::text AS percentage
      FROM hours_entries h WHERE ${where}
      GROUP BY h.labor_type ORDER BY SUM(h.hours_worked) DESC, 1`,
  ]);
  const t = totals[0];
  const totalHours = Number(t?.hours ?? 0);
  const totalVolunteers = Number(t?.volunteers ?? 0);
  return {
    summary: {
      total_hours: totalHours,
      total_volunteers: totalVolunteers,
      total_events: Number(t?.events ?? 0),
      average_hours_per_volunteer: totalVolunteers ? round(totalHours / totalVolunteers, 2) : 0,
    },
    by_period: byPeriod.map((r) => ({ period: r.period, hours: Number(r.hours), volunteers: Number(r.volunteers) })),
    by_labor_type: byLabor.map((r) => ({ labor_type: r.labor_type, hours: Number(r.hours), percentage: Number(r.percentage ?? 0) })),
    date_from: w.from,
    date_to: w.to,
  };
}
