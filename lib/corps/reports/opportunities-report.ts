// GET /reports/opportunities: opportunities starting in the window, counted in SQL.
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";
import { opportunityStatuses } from "../enums";
import { seatsHeldSql } from "../seats/seat-counts";
import type { OpportunitiesReportDto, ReportWindowQuery } from "./report-schemas";
import { dateWindow, reportScope, round } from "./report-scope";
import { onReadReplica } from "@/lib/replicas/read-replica";


export async function opportunitiesReport(ctx: Ctx, q: ReportWindowQuery): Promise<OpportunitiesReportDto> {
  ctx = await onReadReplica(ctx);
  const w = dateWindow(q);
  const scope = reportScope(ctx, q.org_id);
  // A volunteer's view is the opportunities they signed up for.
  const visible = scope.volunteerId
    ? Prisma.sql`EXISTS (SELECT 1 FROM signups x WHERE x.opportunity_id = o.id AND x.volunteer_id = ${scope.volunteerId}::uuid)`
    : scope.orgId
      ? Prisma.sql`o.org_id = ${scope.orgId}::uuid`
      : Prisma.sql`TRUE`;
  const rows = await ctx.db.$queryRaw<{ status: string; n: bigint; seats: bigint; capacity: bigint; completed_signups: bigint }[]>`
    WITH opp AS (
      SELECT o.id, o.status::text AS status, o.max_volunteers,
             ${seatsHeldSql(Prisma.sql`o.id`)} AS seats,
             -- People who came: a completed party counts its guests too.
             (SELECT COALESCE(SUM(s.party_size), 0) FROM signups s WHERE s.opportunity_id = o.id AND s.status = 'completed') AS completed_signups
      FROM opportunities o
      WHERE ${visible} AND o.start_datetime >= ${w.from}::date AND o.start_datetime < ${w.to}::date + 1
    )
    SELECT status, COUNT(*) AS n,
           COALESCE(SUM(seats) FILTER (WHERE max_volunteers IS NOT NULL), 0)::bigint AS seats,
           COALESCE(SUM(max_volunteers), 0)::bigint AS capacity,
           COALESCE(SUM(completed_signups), 0)::bigint AS completed_signups
    FROM opp GROUP BY status`;
  const byStatus = Object.fromEntries(opportunityStatuses.map((s) => [s, 0])) as OpportunitiesReportDto["by_status"];
  let total = 0;
  let seats = 0;
  let capacity = 0;
  let completedOpps = 0;
  let completedSignups = 0;
  for (const r of rows) {
    byStatus[r.status as keyof typeof byStatus] = Number(r.n);
    total += Number(r.n);
    seats += Number(r.seats);
    capacity += Number(r.capacity);
    if (r.status === "completed") {
      completedOpps = Number(r.n);
      completedSignups = Number(r.completed_signups);
    }
  }
  return {
    total_opportunities: total,
    by_status: byStatus,
    fill_rate: capacity ? round(seats / capacity, 4) : 0,
    average_volunteers_per_event: completedOpps ? round(completedSignups / completedOpps, 2) : 0,
    date_from: w.from,
    date_to: w.to,
  };
}
