// GET /reports/participation, with the definitions of DECISIONS.md "Reports".
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import type { ParticipationReportDto, ReportWindowQuery } from "./report-schemas";
import { dateWindow, previousWindow, reportScope, round, scopeSql, type DateWindow } from "./report-scope";
import { onReadReplica } from "@/lib/replicas/read-replica";

/** Active profiles with a completed signup (by the opportunity's start) or approved hours in the window. */
function activeIn(w: DateWindow, scope: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT h.volunteer_id AS id FROM hours_entries h JOIN volunteer_profiles v ON v.id = h.volunteer_id
    WHERE v.is_active AND ${scope} AND h.status IN ('approved', 'auto_approved')
      AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date
    UNION
    SELECT s.volunteer_id FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
      JOIN volunteer_profiles v ON v.id = s.volunteer_id
    WHERE v.is_active AND ${scope} AND s.status = 'completed'
      AND o.start_datetime >= ${w.from}::date AND o.start_datetime < ${w.to}::date + 1`;
}

export async function participationReport(ctx: Ctx, q: ReportWindowQuery, now = new Date()): Promise<ParticipationReportDto> {
  ctx = await onReadReplica(ctx);
  const w = dateWindow(q, now);
  const prev = previousWindow(w);
  const scope = reportScope(ctx, q.org_id);
  const vScope = scopeSql(scope, Prisma.sql`v.org_id`, Prisma.sql`v.id`);
  const monthStart = `${now.toISOString().slice(0, 7)}-01`;
  const [counts, signups, top] = await Promise.all([
    ctx.db.$queryRaw<{ active: bigint; retained: bigint; before: bigint; new_this_month: bigint }[]>`
      WITH cur AS (${activeIn(w, vScope)}), prev AS (${prev ? activeIn(prev, vScope) : Prisma.sql`SELECT NULL::uuid AS id WHERE FALSE`})
      SELECT (SELECT COUNT(*) FROM cur) AS active,
             (SELECT COUNT(*) FROM prev WHERE id IN (SELECT id FROM cur)) AS retained,
             (SELECT COUNT(*) FROM prev) AS before,
             (SELECT COUNT(*) FROM volunteer_profiles v WHERE ${vScope} AND v.created_at >= ${monthStart}::date) AS new_this_month`,
    ctx.db.$queryRaw<{ completed: bigint; no_show: bigint; attendees: bigint }[]>`
      SELECT COUNT(*) FILTER (WHERE s.status = 'completed') AS completed,
             COUNT(*) FILTER (WHERE s.status = 'no_show') AS no_show,
             COUNT(DISTINCT s.volunteer_id) FILTER (WHERE s.status = 'completed') AS attendees
      FROM signups s JOIN opportunities o ON o.id = s.opportunity_id JOIN volunteer_profiles v ON v.id = s.volunteer_id
      WHERE ${vScope} AND o.start_datetime >= ${w.from}::date AND o.start_datetime < ${w.to}::date + 1`,
    ctx.db.$queryRaw<{ id: string; name: string; hours: string }[]>`
      SELECT v.id, v.first_name || ' ' || v.last_name AS name, SUM(h.hours_worked)::text AS hours
      FROM hours_entries h JOIN volunteer_profiles v ON v.id = h.volunteer_id
      WHERE ${vScope} AND h.status IN ('approved', 'auto_approved')
        AND h.date_worked BETWEEN ${w.from}::date AND ${w.to}::date
      GROUP BY v.id ORDER BY SUM(h.hours_worked) DESC, name, v.id LIMIT 10`,
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
