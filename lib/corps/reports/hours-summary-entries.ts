// The hours-summary read from the entries themselves: a volunteer's own report (a few rows), and
// the groupings whose distinct volunteers need the labor type or the volunteer of each entry.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import type { HoursSummaryQuery } from "./report-schemas";
import { scopeSql, type DateWindow, type ReportScope } from "./report-scope";

type GroupBy = HoursSummaryQuery["group_by"];

export interface SummaryRow {
  kind: "total" | "period" | "labor";
  label: string | null;
  hours: string | null;
  volunteers: bigint | null;
  events: bigint | null;
  percentage: string | null;
}

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

export function entriesSummaryRows(ctx: Ctx, scope: ReportScope, w: DateWindow, group: GroupBy): Promise<SummaryRow[]> {
  const where = Prisma.sql`h.status IN ('approved', 'auto_approved')
    AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date
    AND ${scopeSql(scope, Prisma.sql`h.org_id`, Prisma.sql`h.volunteer_id`)}`;
  // Periods sort chronologically by key; names and labor types by hours, largest first.
  const byHours = group === "labor_type" || group === "volunteer";
  // One scan of the window: the entries are summed once to (group key, labor type, volunteer,
  // opportunity), and the totals, the periods (distinct volunteers per period) and the labor
  // types with their percentages are all read from that much smaller grouped set. Distinct
  // counts go through hash aggregates instead of COUNT(DISTINCT), which would sort every entry.
  return ctx.db.$queryRaw<SummaryRow[]>`
    WITH g AS MATERIALIZED (
      SELECT ${KEY[group]} AS k, h.labor_type::text AS labor_type, h.volunteer_id, h.opportunity_id, SUM(h.hours_worked) AS hrs
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
    (SELECT 'period', ${LABEL[group]}, p.hrs::text, p.volunteers, NULL, NULL,
            ROW_NUMBER() OVER (ORDER BY ${byHours ? Prisma.sql`p.hrs DESC, ${LABEL[group]}` : Prisma.sql`p.k`})
     FROM p)
    UNION ALL
    (SELECT 'labor', labor_type, SUM(hrs)::text, NULL, NULL,
            ROUND(SUM(hrs) * 100 / NULLIF(SUM(SUM(hrs)) OVER (), 0), 1)::text,
            ROW_NUMBER() OVER (ORDER BY SUM(hrs) DESC, labor_type)
     FROM g GROUP BY labor_type)
    ORDER BY kind, ord`;
}
