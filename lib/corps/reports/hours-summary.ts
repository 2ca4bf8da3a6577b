// GET /reports/hours-summary: approved and auto-approved hours in a window, grouped in SQL.
// Staff reports by period sum hours_daily_totals (days, not entries) and count distinct
// volunteers from an index-only scan (docs/decisions/105-hours-rollup.md); a volunteer's own
// report and the groupings by labor type or volunteer read the entries (hours-summary-entries.ts).
import { requireRole } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import type { HoursSummaryDto, HoursSummaryQuery } from "./report-schemas";
import { dateWindow, reportScope, round, scopeSql, type DateWindow, type ReportScope } from "./report-scope";
import { keptAggregate } from "@/lib/replicas/kept-aggregates";
import { entriesSummaryRows, type SummaryRow } from "./hours-summary-entries";

type PeriodGroup = Extract<HoursSummaryQuery["group_by"], "day" | "week" | "month">;

// A period's first day, and its last: a period cut by the window counts only the window's days.
const START: Record<PeriodGroup, Prisma.Sql> = {
  day: Prisma.sql`t.date_worked`,
  week: Prisma.sql`date_trunc('week', t.date_worked)::date`,
  month: Prisma.sql`date_trunc('month', t.date_worked)::date`,
};
const LAST: Record<PeriodGroup, Prisma.Sql> = {
  day: Prisma.sql`p.k`,
  week: Prisma.sql`p.k + 6`,
  month: Prisma.sql`(p.k + interval '1 month')::date - 1`,
};
// date_trunc('week') gives the ISO week's Monday, whose IYYY-IW label is the week's.
const LABEL: Record<PeriodGroup, Prisma.Sql> = {
  day: Prisma.sql`p.k::text`,
  week: Prisma.sql`to_char(p.k, 'IYYY-"W"IW')`,
  month: Prisma.sql`to_char(p.k, 'YYYY-MM')`,
};

const APPROVED = Prisma.sql`('approved', 'auto_approved')`;
const NO_OPPORTUNITY = "00000000-0000-0000-0000-000000000000";

/**
 * Sums from the daily totals (a year of one organization is ~5,000 rows where the entries are
 * ~240,000); the distinct volunteers, which no sum can give, per period and in all from the
 * entries' (org_id, status, date_worked, volunteer_id) index without touching the table.
 */
function periodSummaryRows(ctx: Ctx, scope: ReportScope, w: DateWindow, group: PeriodGroup): Promise<SummaryRow[]> {
  const inWindow = (alias: Prisma.Sql) => Prisma.sql`${alias}.status IN ${APPROVED}
    AND ${alias}.date_worked BETWEEN ${w.from}::date AND ${w.to}::date AND ${scopeSql(scope, Prisma.sql`${alias}.org_id`, Prisma.sql`NULL`)}`;
  return ctx.db.$queryRaw<SummaryRow[]>`
    WITH t AS MATERIALIZED (
      SELECT ${START[group]} AS k, t.labor_type::text AS labor_type, t.opportunity_id, t.hours
      FROM hours_daily_totals t WHERE ${inWindow(Prisma.sql`t`)}
    ),
    p AS (SELECT k, SUM(hours) AS hrs FROM t GROUP BY k)
    SELECT 'total' AS kind, NULL AS label, (SELECT SUM(hours) FROM t)::text AS hours,
           (SELECT COUNT(*) FROM (SELECT DISTINCT h.volunteer_id FROM hours_entries h WHERE ${inWindow(Prisma.sql`h`)}) v) AS volunteers,
           (SELECT COUNT(DISTINCT opportunity_id) FROM t WHERE opportunity_id <> ${NO_OPPORTUNITY}::uuid) AS events,
           NULL AS percentage, 0 AS ord
    UNION ALL
    (SELECT 'period', ${LABEL[group]}, p.hrs::text,
            (SELECT COUNT(*) FROM (SELECT DISTINCT h.volunteer_id FROM hours_entries h
              WHERE ${inWindow(Prisma.sql`h`)} AND h.date_worked BETWEEN p.k AND ${LAST[group]}) v),
            NULL, NULL, ROW_NUMBER() OVER (ORDER BY p.k)
     FROM p)
    UNION ALL
    (SELECT 'labor', labor_type, SUM(hours)::text, NULL, NULL,
            ROUND(SUM(hours) * 100 / NULLIF(SUM(SUM(hours)) OVER (), 0), 1)::text,
            ROW_NUMBER() OVER (ORDER BY SUM(hours) DESC, labor_type)
     FROM t GROUP BY labor_type)
    ORDER BY kind, ord`;
}

export async function hoursSummary(ctx: Ctx, q: HoursSummaryQuery): Promise<HoursSummaryDto> {
  requireRole(ctx.caller, "recruiter");
  const w = dateWindow(q);
  const scope = reportScope(ctx, q.org_id);
  const group = q.group_by;
  // Staff summaries are kept while the organization's data is unchanged (decision 112).
  const kept = scope.volunteerId ? null : { key: `hours-summary ${scope.orgId} ${w.from} ${w.to} ${group}`, org: scope.orgId };
  return keptAggregate(ctx, kept, async (rctx) => ({ value: await computeHoursSummary(rctx, scope, w, group) }));
}

async function computeHoursSummary(ctx: Ctx, scope: ReportScope, w: DateWindow, group: HoursSummaryQuery["group_by"]): Promise<HoursSummaryDto> {
  const rows =
    scope.volunteerId || group === "labor_type" || group === "volunteer"
      ? await entriesSummaryRows(ctx, scope, w, group)
      : await periodSummaryRows(ctx, scope, w, group);
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
