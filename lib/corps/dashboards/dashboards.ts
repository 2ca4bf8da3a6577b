// Role dashboards (volunteer-network.md "Dashboards"): one call each, every figure in SQL.
import { requireRole, resolveOrgFilter } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { recommendOpportunities } from "./recommendations";
import { round } from "../reports/report-scope";
import { getMyProfile } from "../volunteers/volunteers";
import { confirmedSeatsSql, seatsHeldSql } from "../seats/seat-counts";
import { onReadReplica } from "@/lib/replicas/read-replica";
import { keptAggregate } from "@/lib/replicas/kept-aggregates";

const APPROVED = Prisma.sql`('approved', 'auto_approved')`;

function monthStart(now: Date, monthsBack = 0): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 10);
}

export async function volunteerDashboard(ctx: Ctx, now = new Date()) {
  ctx = await onReadReplica(ctx);
  const volunteerId = ctx.caller.volunteerId;
  if (!volunteerId) throw ApiError.notFound("Volunteer profile");
  const yearStart = `${now.getUTCFullYear()}-01-01`;
  const [profile, shifts, hours, achievements, recommended] = await Promise.all([
    getMyProfile(ctx),
    ctx.db.$queryRaw<{ signup_id: string; status: string; opportunity_id: string; title: string; start: Date; end: Date; location_name: string | null; city: string | null }[]>`
      SELECT s.id AS signup_id, s.status::text AS status, o.id AS opportunity_id, o.title, o.start_datetime AS start,
             o.end_datetime AS "end", o.location_name, o.city
      FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
      WHERE s.volunteer_id = ${volunteerId}::uuid AND s.status IN ('pending', 'confirmed', 'waitlist', 'checked_in', 'offered', 'entered')
        AND o.end_datetime > ${now} AND o.status <> 'cancelled'
      ORDER BY o.start_datetime, o.id LIMIT 5`,
    ctx.db.$queryRaw<{ month: number; year: number }[]>`
      SELECT COALESCE(SUM(hours_worked) FILTER (WHERE date_worked >= ${monthStart(now)}::date), 0)::float8 AS month,
             COALESCE(SUM(hours_worked), 0)::float8 AS year
      FROM hours_entries WHERE volunteer_id = ${volunteerId}::uuid AND status IN ${APPROVED} AND date_worked >= ${yearStart}::date`,
    ctx.db.volunteerAchievement.findMany({
      where: { volunteerId },
      orderBy: [{ awardedAt: "desc" }, { id: "asc" }],
      take: 3,
      select: { awardedAt: true, achievement: { select: { id: true, name: true, icon: true, badgeColor: true } } },
    }),
    recommendOpportunities(ctx.db, volunteerId, 5, now),
  ]);
  return {
    profile,
    upcoming_shifts: shifts.map((s) => ({
      signup_id: s.signup_id,
      status: s.status,
      opportunity_id: s.opportunity_id,
      title: s.title,
      start_datetime: s.start.toISOString(),
      end_datetime: s.end.toISOString(),
      location_name: s.location_name,
      city: s.city,
    })),
    hours_this_month: hours[0].month,
    hours_this_year: hours[0].year,
    recent_achievements: achievements.map((a) => ({
      id: a.achievement.id,
      name: a.achievement.name,
      icon: a.achievement.icon,
      badge_color: a.achievement.badgeColor,
      awarded_at: a.awardedAt.toISOString(),
    })),
    recommended_opportunities: recommended,
  };
}

function orgCondition(orgId: string | null, column: Prisma.Sql): Prisma.Sql {
  return orgId ? Prisma.sql`${column} = ${orgId}::uuid` : Prisma.sql`TRUE`;
}

/** Active volunteers (DECISIONS.md "Reports") since `from`: approved hours or a completed signup. */
function activeSince(orgId: string | null, from: string): Prisma.Sql {
  // Collect ids from the indexed hours and signups first, then count profiles: one pass instead
  // of two EXISTS probes per profile.
  return Prisma.sql`(SELECT COUNT(*) FROM volunteer_profiles v WHERE v.is_active AND ${orgCondition(orgId, Prisma.sql`v.org_id`)} AND v.id IN (
      SELECT h.volunteer_id FROM hours_entries h
      WHERE ${orgCondition(orgId, Prisma.sql`h.org_id`)} AND h.status IN ${APPROVED} AND h.date_worked >= ${from}::date
      UNION
      SELECT s.volunteer_id FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
      WHERE ${orgCondition(orgId, Prisma.sql`o.org_id`)} AND s.status = 'completed' AND o.start_datetime >= ${from}::date))`;
}

export async function recruiterDashboard(ctx: Ctx, orgFilter?: string, now = new Date()) {
  requireRole(ctx.caller, "recruiter");
  const orgId = resolveOrgFilter(ctx.caller, orgFilter);
  // Kept while the organization's data is unchanged (decision 112), for the day (90 days back and
  // the month come from it) and until the first upcoming event starts (the lists start after now).
  const kept = { key: `recruiter-dashboard ${orgId} ${now.toISOString().slice(0, 10)}`, org: orgId };
  return keptAggregate(ctx, kept, async (rctx) => {
    const value = await computeRecruiterDashboard(rctx, orgId, now);
    const first = value.upcoming_events[0];
    return { value, validUntil: first ? new Date(first.start_datetime) : null };
  });
}

async function computeRecruiterDashboard(ctx: Ctx, orgId: string | null, now: Date) {
  const since90 = new Date(now.getTime() - 89 * 86_400_000).toISOString().slice(0, 10);
  // Seats by the seat rule (a party counts its party_size): held for "n of max", confirmed for the minimum.
  const seats = seatsHeldSql(Prisma.sql`o.id`);
  const confirmedSeats = confirmedSeatsSql(Prisma.sql`o.id`);
  const [upcoming, needing, counts] = await Promise.all([
    ctx.db.$queryRaw<{ id: string; title: string; start: Date; status: string; max: number | null; min: number | null; taken: bigint }[]>`
      SELECT o.id, o.title, o.start_datetime AS start, o.status::text AS status, o.max_volunteers AS max, o.min_volunteers AS min, ${seats} AS taken
      FROM opportunities o
      WHERE ${orgCondition(orgId, Prisma.sql`o.org_id`)} AND o.status IN ('published', 'full') AND o.start_datetime > ${now}
      ORDER BY o.start_datetime, o.id LIMIT 5`,
    ctx.db.$queryRaw<{ id: string; title: string; start: Date; status: string; max: number | null; min: number | null; taken: bigint; confirmed: bigint }[]>`
      SELECT * FROM (
        SELECT o.id, o.title, o.start_datetime AS start, o.status::text AS status, o.max_volunteers AS max, o.min_volunteers AS min, ${seats} AS taken,
               ${confirmedSeats} AS confirmed
        FROM opportunities o
        WHERE ${orgCondition(orgId, Prisma.sql`o.org_id`)} AND o.status = 'published' AND o.start_datetime > ${now} AND o.min_volunteers IS NOT NULL
      ) x WHERE confirmed < min ORDER BY start, id LIMIT 25`,
    ctx.db.$queryRaw<{ pending_signups: bigint; pending_hours: bigint; hours_this_month: number; active: bigint }[]>`
      SELECT (SELECT COUNT(*) FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
              WHERE s.status = 'pending' AND ${orgCondition(orgId, Prisma.sql`o.org_id`)}) AS pending_signups,
             (SELECT COALESCE(SUM(t.entries), 0) FROM hours_daily_totals t WHERE t.status = 'pending' AND ${orgCondition(orgId, Prisma.sql`t.org_id`)}) AS pending_hours,
             (SELECT COALESCE(SUM(t.hours), 0)::float8 FROM hours_daily_totals t WHERE t.status IN ${APPROVED}
              AND t.date_worked >= ${monthStart(now)}::date AND ${orgCondition(orgId, Prisma.sql`t.org_id`)}) AS hours_this_month,
             ${activeSince(orgId, since90)} AS active`,
  ]);
  const event = (r: (typeof upcoming)[number]) => ({
    id: r.id,
    title: r.title,
    start_datetime: r.start.toISOString(),
    status: r.status,
    min_volunteers: r.min,
    max_volunteers: r.max,
    seats_taken: Number(r.taken),
  });
  const c = counts[0];
  return {
    upcoming_events: upcoming.map(event),
    events_needing_volunteers: needing.map((r) => ({ ...event(r), volunteers_needed: (r.min ?? 0) - Number(r.confirmed) })),
    pending_signups: Number(c.pending_signups),
    pending_hours: Number(c.pending_hours),
    hours_this_month: c.hours_this_month,
    active_volunteers: Number(c.active),
  };
}

export async function adminDashboard(ctx: Ctx, orgFilter?: string, now = new Date()) {
  requireRole(ctx.caller, "corps_admin");
  const orgId = resolveOrgFilter(ctx.caller, orgFilter);
  // Kept while the data is unchanged (decision 112), for the day (the months and the 12 weeks
  // come from it) and until the next upcoming event starts (it leaves the upcoming count).
  const kept = { key: `admin-dashboard ${orgId} ${now.toISOString().slice(0, 10)}`, org: orgId };
  return keptAggregate(ctx, kept, (rctx) => computeAdminDashboard(rctx, orgId, now));
}

async function computeAdminDashboard(ctx: Ctx, orgId: string | null, now: Date) {
  const cur = monthStart(now);
  const prev = monthStart(now, 1);
  const next = monthStart(now, -1);
  const h = orgCondition(orgId, Prisma.sql`h.org_id`);
  const t = orgCondition(orgId, Prisma.sql`t.org_id`);
  // Hours sums read the daily totals (docs/decisions/105-hours-rollup.md); the weekly volunteers
  // below need the entries' volunteer_id (an index-only scan).
  const [totals, labor, trend] = await Promise.all([
    ctx.db.$queryRaw<{ cur: number; prev: number; active: bigint; new_vols: bigint; upcoming: bigint; next_start: Date | null }[]>`
      SELECT s.*, up.n AS upcoming, up.first AS next_start FROM (
        SELECT COALESCE(SUM(t.hours) FILTER (WHERE t.date_worked >= ${cur}::date), 0)::float8 AS cur,
               COALESCE(SUM(t.hours) FILTER (WHERE t.date_worked < ${cur}::date), 0)::float8 AS prev,
               ${activeSince(orgId, cur)} AS active,
               (SELECT COUNT(*) FROM volunteer_profiles v WHERE ${orgCondition(orgId, Prisma.sql`v.org_id`)} AND v.created_at >= ${cur}::date) AS new_vols
        FROM hours_daily_totals t
        WHERE ${t} AND t.status IN ${APPROVED} AND t.date_worked >= ${prev}::date AND t.date_worked < ${next}::date
      ) s,
      -- The upcoming events counted, and the first of them, which ends how long the answer is kept.
      (SELECT COUNT(*) AS n, MIN(o.start_datetime) AS first FROM opportunities o
       WHERE ${orgCondition(orgId, Prisma.sql`o.org_id`)} AND o.status IN ('published', 'full') AND o.start_datetime > ${now}) up`,
    ctx.db.$queryRaw<{ labor_type: string; hours: number; percentage: number }[]>`
      SELECT t.labor_type::text AS labor_type, SUM(t.hours)::float8 AS hours,
             ROUND(SUM(t.hours) * 100 / NULLIF(SUM(SUM(t.hours)) OVER (), 0), 1)::float8 AS percentage
      FROM hours_daily_totals t
      WHERE ${t} AND t.status IN ${APPROVED} AND t.date_worked >= ${cur}::date AND t.date_worked < ${next}::date
      GROUP BY t.labor_type ORDER BY SUM(t.hours) DESC, 1`,
    // One range scan of the 12 weeks, summed per (week, volunteer) by hash aggregation, then
    // counted per week: a join of each week to its rows with COUNT(DISTINCT) was many times slower.
    ctx.db.$queryRaw<{ week: string; hours: number; volunteers: bigint }[]>`
      WITH weeks AS (
        SELECT generate_series(date_trunc('week', ${now}::timestamptz AT TIME ZONE 'UTC') - interval '11 weeks',
                               date_trunc('week', ${now}::timestamptz AT TIME ZONE 'UTC'), interval '1 week')::date AS wk
      ),
      per_volunteer AS (
        SELECT date_trunc('week', h.date_worked)::date AS wk, h.volunteer_id, SUM(h.hours_worked) AS hrs
        FROM hours_entries h
        WHERE ${h} AND h.status IN ${APPROVED}
          AND h.date_worked >= (SELECT MIN(wk) FROM weeks) AND h.date_worked < (SELECT MAX(wk) FROM weeks) + 7
        GROUP BY 1, 2
      )
      SELECT to_char(w.wk, 'IYYY-"W"IW') AS week, COALESCE(SUM(p.hrs), 0)::float8 AS hours, COUNT(p.volunteer_id) AS volunteers
      FROM weeks w LEFT JOIN per_volunteer p ON p.wk = w.wk
      GROUP BY w.wk ORDER BY w.wk`,
  ]);
  const sums = totals[0];
  const value = {
    period: { current_start: cur, previous_start: prev },
    total_hours_this_period: sums.cur,
    total_hours_previous_period: sums.prev,
    hours_change_percent: sums.prev ? round(((sums.cur - sums.prev) * 100) / sums.prev, 1) : null,
    active_volunteers: Number(sums.active),
    new_volunteers_this_month: Number(sums.new_vols),
    upcoming_events: Number(sums.upcoming),
    hours_by_labor_type: labor,
    participation_trend: trend.map((r) => ({ week: r.week, hours: r.hours, volunteers: Number(r.volunteers) })),
  };
  return { value, validUntil: sums.next_start };
}
