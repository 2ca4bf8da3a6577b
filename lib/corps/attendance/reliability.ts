// Reliability scores from attendance history. The counts of many volunteers come from one grouped
// SQL query (the roster, the forecast and the at-risk report need many at once); the model
// itself is reliability-model.ts.
import { canManageOrg } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ReliabilityDto } from "./attendance-schemas";
import { HALF_LIFE_DAYS, LATE_CANCELLATION_HOURS, METHOD, PRIOR, WINDOW_DAYS, reliabilityScore, roundScore } from "./reliability-model";

interface Row {
  volunteer_id: string;
  attended: number;
  no_shows: number;
  late: number;
  w_attended: number;
  w_no_shows: number;
  w_late: number;
}

function emptyDto(volunteerId: string): ReliabilityDto {
  return { volunteer_id: volunteerId, score: roundScore(PRIOR), prior: roundScore(PRIOR), attended: 0, no_shows: 0, late_cancellations: 0, window_days: WINDOW_DAYS, method: METHOD };
}

/**
 * Scores of many volunteers as known just before `asOf` (default now): only outcomes known by then count,
 * so the calibration bench can replay the past. Volunteers with no history get the prior.
 */
export async function reliabilityOf(db: DbTx, volunteerIds: readonly string[], asOf: Date = new Date()): Promise<Map<string, ReliabilityDto>> {
  const out = new Map<string, ReliabilityDto>();
  const ids = [...new Set(volunteerIds)];
  if (ids.length === 0) return out;
  const late = Prisma.sql`s.status = 'cancelled' AND o.status <> 'cancelled' AND s.cancelled_at < ${asOf}
    AND s.cancelled_at > o.start_datetime - make_interval(hours => ${LATE_CANCELLATION_HOURS})`;
  const attended = Prisma.sql`s.check_in_at IS NOT NULL AND s.check_in_at < ${asOf}`;
  const noShow = Prisma.sql`s.status = 'no_show' AND o.start_datetime < ${asOf}`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT s.volunteer_id::text AS volunteer_id,
           count(*) FILTER (WHERE ${attended})::int AS attended,
           count(*) FILTER (WHERE ${noShow})::int AS no_shows,
           count(*) FILTER (WHERE ${late})::int AS late,
           coalesce(sum(r.w) FILTER (WHERE ${attended}), 0)::float8 AS w_attended,
           coalesce(sum(r.w) FILTER (WHERE ${noShow}), 0)::float8 AS w_no_shows,
           coalesce(sum(r.w) FILTER (WHERE ${late}), 0)::float8 AS w_late
      FROM signups s
      JOIN opportunities o ON o.id = s.opportunity_id
      -- The weight in double precision, as recencyWeight computes it: extract() answers numeric,
      -- whose power() was most of this statement's time (docs/decisions/106-recruiter-calendar.md).
      CROSS JOIN LATERAL (
        SELECT power(0.5::float8, greatest(0, date_part('epoch', ${asOf}::timestamptz - o.start_datetime) / 86400.0) / ${HALF_LIFE_DAYS}) AS w
      ) r
     WHERE s.volunteer_id = ANY(${ids}::uuid[])
       AND o.start_datetime > ${asOf}::timestamptz - make_interval(days => ${WINDOW_DAYS})
       AND o.start_datetime <= ${asOf}::timestamptz + make_interval(hours => ${LATE_CANCELLATION_HOURS})
     GROUP BY s.volunteer_id`;
  for (const id of ids) out.set(id, emptyDto(id));
  for (const r of rows) {
    out.set(r.volunteer_id, {
      ...emptyDto(r.volunteer_id),
      score: roundScore(reliabilityScore({ attended: r.w_attended, noShows: r.w_no_shows, lateCancellations: r.w_late })),
      attended: r.attended,
      no_shows: r.no_shows,
      late_cancellations: r.late,
    });
  }
  return out;
}

/** GET /volunteers/{id}/reliability: the volunteer themself or recruiter+ of their organization; anyone else NOT_FOUND. */
export async function getReliability(ctx: Ctx, volunteerId: string): Promise<ReliabilityDto> {
  const profile = await ctx.db.volunteerProfile.findUnique({ where: { id: volunteerId }, select: { id: true, userId: true, orgId: true } });
  if (!profile || (profile.userId !== ctx.caller.id && !canManageOrg(ctx.caller, profile.orgId))) throw ApiError.notFound("Volunteer");
  const scores = await reliabilityOf(ctx.db, [profile.id]);
  return scores.get(profile.id) ?? emptyDto(profile.id);
}
