// GET /reports/hours-summary: approved and auto-approved hours in a window, grouped in SQL.
import { requireRole } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import type { HoursSummaryDto, HoursSummaryQuery } from "./report-schemas";
import { dateWindow, reportScope, round, scopeSql } from "./report-scope";
import { onReadReplica } from "@/lib/replicas/read-replica";

type GroupBy = HoursSummaryQuery["group_by"];

// The group key per row is kept cheap (a date or an id); labels are formatted only for the few
// grouped rows. date_trunc('week') gives the ISO week's Monday, whose IYYY-IW label is the week's.
const KEY: Record<GroupBy, Prisma.Sql> = {
  day: Prisma.sql`h.date_worked::text`,
  week: Prisma.sql`date_trunc('week', h.date_worked)::date::text`,
  month: Prisma.sql`date_trunc('month', h.date_worked)::date::text`,
  labor_type: Prisma.sql`h.labor_type::text`,
  volunteer: Prisma.sql`h.volunteer_id::text`,
};

const LABEL: Record<GroupBy, Prisma.Sql> = {
  day: Prisma.sql`p.k`,
  week: Prisma.sql`to_char(p.k::date, 'IYYY-"W"IW')`,
  month: Prisma.sql`to_char(p.k::date, 'YYYY-MM')`,
  labor_type: Prisma.sql`p.k`,
  volunteer: Prisma.sql`(SELECT v.first_name || ' ' || v.last_name FROM volunteer_profiles v WHERE v.id = p.k::uuid)`,
};

interface Row {
  kind: "total" | "period" | "labor";
  label: string | null;
  hours: string | null;
  volunteers: bigint | null;
  events: bigint | null;
  percentage: string | null;
}

export async function hoursSummary(ctx: Ctx, q: HoursSummaryQuery): Promise<HoursSummaryDto> {
  ctx = await onReadReplica(ctx);
  requireRole(ctx.caller, "recruiter");
  const w = dateWindow(q);
  const scope = reportScope(ctx, q.org_id);
  const where = Prisma.sql`h.status IN ('approved', 'auto_approved')
    AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date
    AND ${scopeSql(scope, Prisma.sql`h.org_id`, Prisma.sql`h.volunteer_id`)}`;
  // Periods sort chronologically by key; names and labor types by hours, largest first.
  const byHours = q.group_by === "labor_type" || q.group_by === "volunteer";
  // One scan of the window: the entries are summed once to (group key, labor type, volunteer,
  // opportunity), and the totals, the periods (distinct volunteers per period) and the labor
  // types with their percentages are all read from that much smaller grouped set. Distinct
  // counts go through hash aggregates instead of COUNT(DISTINCT), which would sort every entry.
  const rows = await ctx.db.$queryRaw<Row[]>`
    WITH g AS MATERIALIZED (
      SELECT ${KEY[q.group_by]} AS k, h.labor_type::text AS labor_type, h.volunteer_id, h.opportunity_id, SUM(h.hours_worked) AS hrs
      FROM hours_entries h WHERE ${where}
      GROUP BY 1, 2, 3, 4
    ),
    p AS (
      SELECT k, SUM(hrs) AS hrs, COUNT(*) AS volunteers
      FROM (SELECT k, volunteer_id, SUM(hrs) AS hrs FROM g GROUP BY 1, 2) per_volunteer GROUP BY k
    )
    SELECT 'total' AS kind, NULL AS label, (SELECT SUM(hrs) FROM g)::text AS hours,
           (SELECT COUNT(*) FROM (SELECT DISTINCT volunteer_id FROM g) v) AS volunteers,
           (SELECT COUNT(*) FROM (SELECT DISTINCT opportunity_id FROM g WHERE opportunity_id IS NOT NULL) o) AS events,
           NULL AS percentage, 0 AS ord
    UNION ALL
    (SELECT 'period', ${LABEL[q.group_by]}, p.hrs::text, p.volunteers, NULL, NULL,
            ROW_NUMBER() OVER (ORDER BY ${byHours ? Prisma.sql`p.hrs DESC, ${LABEL[q.group_by]}` : Prisma.sql`p.k`})
     FROM p)
    UNION ALL
    (SELECT 'labor', labor_type, SUM(hrs)::text, NULL, NULL,
            ROUND(SUM(hrs) * 100 / NULLIF(SUM(SUM(hrs)) OVER (), 0), 1)::text,
            ROW_NUMBER() OVER (ORDER BY SUM(hrs) DESC, labor_type)
     FROM g GROUP BY labor_type)
    ORDER BY kind, ord`;
  const t = rows.find((r) => r.kind === "total");
  const totalHours = Number(t?.hours ?? 0);
  const totalVolunteers = Number(t?.volunteers ?? 0);
  return {
    summary: {
      total_hours: totalHours,
      total_volunteers: totalVolunteers,
      total_events: Number(t?.events ?? 0),
      average_hours_per_volunteer: totalVolunteers ? round(totalHours / totalVolunteers, 2) : 0,
    },
    by_period: rows
      .filter((r) => r.kind === "period")
      .map((r) => ({ period: r.label ?? "", hours: Number(r.hours), volunteers: Number(r.volunteers) })),
    by_labor_type: rows
      .filter((r) => r.kind === "labor")
      .map((r) => ({ labor_type: r.label as HoursSummaryDto["by_labor_type"][number]["labor_type"], hours: Number(r.hours), percentage: Number(r.percentage ?? 0) })),
    date_from: w.from,
    date_to: w.to,
  };
}
