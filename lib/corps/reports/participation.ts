// GET /reports/participation, with the definitions of DECISIONS.md "Reports".
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import type { ParticipationReportDto, ReportWindowQuery } from "./report-schemas";
import { dateWindow, previousWindow, reportScope, round, scopeSql, type DateWindow, type ReportScope } from "./report-scope";
import { keptAggregate } from "@/lib/replicas/kept-aggregates";

const APPROVED = Prisma.sql`('approved', 'auto_approved')`;

// Entries are scoped by their volunteer's organization, not their own: a join from the
// organizations makes each organization's range of the (org_id, status, date_worked,
// volunteer_id, hours_worked) index an index-only scan, where a bare date range would read the
// heap of every entry in the window (docs/decisions/105-hours-rollup.md).
const HOURS_BY_ORG = Prisma.sql`organizations ho JOIN hours_entries h ON h.org_id = ho.id`;

export async function participationReport(ctx: Ctx, q: ReportWindowQuery, now = new Date()): Promise<ParticipationReportDto> {
  const w = dateWindow(q, now);
  const scope = reportScope(ctx, q.org_id);
  const monthStart = `${now.toISOString().slice(0, 7)}-01`;
  // Staff reports are kept while the organization's data is unchanged (decision 112); the month
  // of "new this month" is part of the key.
  const kept = scope.volunteerId ? null : { key: `participation ${scope.orgId} ${w.from} ${w.to} ${monthStart}`, org: scope.orgId };
  return keptAggregate(ctx, kept, async (rctx) => ({ value: await computeParticipation(rctx, scope, w, monthStart) }));
}

async function computeParticipation(ctx: Ctx, scope: ReportScope, w: DateWindow, monthStart: string): Promise<ParticipationReportDto> {
  const prev = previousWindow(w);
  // The two windows are adjacent: one pass over both marks each volunteer active in either.
  const from = prev?.from ?? w.from;
  const vScope = scopeSql(scope, Prisma.sql`v.org_id`, Prisma.sql`v.id`);
  // A volunteer's own report reads their rows by volunteer_id, not every organization's window.
  const own = (column: Prisma.Sql) => (scope.volunteerId ? Prisma.sql`${column} = ${scope.volunteerId}::uuid` : Prisma.sql`TRUE`);
  const [counts, signups, top] = await Promise.all([
    // Active: approved hours, or a completed signup (by the opportunity's start), in the window.
    ctx.db.$queryRaw<{ active: bigint; retained: bigint; before: bigint; new_this_month: bigint }[]>`
      WITH per AS (
        SELECT id, bool_or(cur) AS cur, bool_or(NOT cur) AS prev FROM (
          SELECT h.volunteer_id AS id, h.date_worked >= ${w.from}::date AS cur FROM ${HOURS_BY_ORG}
          WHERE ${own(Prisma.sql`h.volunteer_id`)} AND h.status IN ${APPROVED} AND h.date_worked BETWEEN ${from}::date AND ${w.to}::date
          UNION ALL
          SELECT s.volunteer_id, o.start_datetime >= ${w.from}::date FROM opportunities o JOIN signups s ON s.opportunity_id = o.id
          WHERE ${own(Prisma.sql`s.volunteer_id`)} AND s.status = 'completed' AND o.start_datetime >= ${from}::date AND o.start_datetime < ${w.to}::date + 1
        ) x GROUP BY id
      )
      SELECT COUNT(*) FILTER (WHERE p.cur) AS active, COUNT(*) FILTER (WHERE p.cur AND p.prev) AS retained,
             COUNT(*) FILTER (WHERE p.prev) AS before,
             (SELECT COUNT(*) FROM volunteer_profiles v WHERE ${vScope} AND v.created_at >= ${monthStart}::date) AS new_this_month
      FROM per p JOIN volunteer_profiles v ON v.id = p.id WHERE v.is_active AND ${vScope}`,
    ctx.db.$queryRaw<{ completed: bigint; no_show: bigint; attendees: bigint }[]>`
      SELECT COUNT(*) FILTER (WHERE s.status = 'completed') AS completed,
             COUNT(*) FILTER (WHERE s.status = 'no_show') AS no_show,
             COUNT(DISTINCT s.volunteer_id) FILTER (WHERE s.status = 'completed') AS attendees
      FROM signups s JOIN opportunities o ON o.id = s.opportunity_id JOIN volunteer_profiles v ON v.id = s.volunteer_id
      WHERE ${vScope} AND o.start_datetime >= ${w.from}::date AND o.start_datetime < ${w.to}::date + 1`,
    // Summed per volunteer from the index first; names only for the profiles in scope.
    ctx.db.$queryRaw<{ id: string; name: string; hours: string }[]>`
      SELECT v.id, v.first_name || ' ' || v.last_name AS name, x.hrs::text AS hours
      FROM (SELECT h.volunteer_id, SUM(h.hours_worked) AS hrs FROM ${HOURS_BY_ORG}
            WHERE ${own(Prisma.sql`h.volunteer_id`)} AND h.status IN ${APPROVED} AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date
            GROUP BY h.volunteer_id) x
      JOIN volunteer_profiles v ON v.id = x.volunteer_id
      WHERE ${vScope}
      ORDER BY x.hrs DESC, name, v.id LIMIT 10`,
  ]);
  const c = counts[0];
  const s = signups[0];
  const before = Number(c.before);
  const completed = Number(s.completed);
  const noShow = Number(s.no_show);
  const attendees = Number(s.attendees);
  return {
    active_volunteers: Number(c.active),
    new_volunteers_this_month: Number(c.new_this_month),
    retention_rate: before ? round(Number(c.retained) / before, 4) : 0,
    average_events_per_volunteer: attendees ? round(completed / attendees, 2) : 0,
    no_show_rate: completed + noShow ? round(noShow / (completed + noShow), 4) : 0,
    top_contributors: top.map((r) => ({ volunteer_id: r.id, volunteer_name: r.name, total_hours: Number(r.hours) })),
    date_from: w.from,
    date_to: w.to,
  };
}
