// Expected attendance per opportunity: each confirmed party comes with its volunteer's
// reliability score; expected, low and high come from the exact distribution
// (attendance-distribution.ts). Many opportunities are forecast with one query for their
// signups and one for the scores, so the at-risk report, the dashboard and the calendar do not
// query per opportunity.
import { staffOrgScope } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { getManagedOpportunityOrThrow } from "../opportunities/lookup";
import { SEAT_STATUSES_SQL } from "../seats/seat-counts";
import type { AtRiskQuery, AtRiskReport, ForecastDto } from "./attendance-schemas";
import { INTERVAL, forecastAttendance, isAtRisk, type PartyChance } from "./attendance-distribution";
import { reliabilityOf } from "./reliability";

interface OppFigures {
  id: string;
  minVolunteers: number | null;
  maxVolunteers: number | null;
}

interface SignupRow {
  opportunity_id: string;
  volunteer_id: string;
  party_size: number;
  status: string;
}

/** Forecasts of many opportunities at once (two queries whatever their number). */
export async function forecastsOf(db: DbTx, opps: readonly OppFigures[]): Promise<Map<string, ForecastDto>> {
  const out = new Map<string, ForecastDto>();
  if (opps.length === 0) return out;
  const ids = opps.map((o) => o.id);
  // Seats held: the seat rule's statuses (one definition). Parties that count toward attendance:
  // confirmed ones (scored) and those already checked in or completed (certain); pending and
  // offered parties hold seats but are not expected yet.
  const rows = await db.$queryRaw<SignupRow[]>`
    SELECT s.opportunity_id::text AS opportunity_id, s.volunteer_id::text AS volunteer_id, s.party_size, s.status::text AS status
      FROM signups s
     WHERE s.opportunity_id = ANY(${ids}::uuid[]) AND s.status IN ${SEAT_STATUSES_SQL}`;
  const scores = await reliabilityOf(db, rows.filter((r) => r.status === "confirmed").map((r) => r.volunteer_id));
  const byOpp = new Map<string, SignupRow[]>();
  for (const r of rows) {
    const list = byOpp.get(r.opportunity_id);
    if (list) list.push(r);
    else byOpp.set(r.opportunity_id, [r]);
  }
  for (const opp of opps) {
    const signups = byOpp.get(opp.id) ?? [];
    const parties: PartyChance[] = signups
      .filter((s) => s.status === "confirmed" || s.status === "checked_in" || s.status === "completed")
      .map((s) => ({ size: s.party_size, p: s.status === "confirmed" ? (scores.get(s.volunteer_id)?.score ?? 0) : 1 }));
    const f = forecastAttendance(parties);
    out.set(opp.id, {
      opportunity_id: opp.id,
      seats_taken: signups.reduce((n, s) => n + s.party_size, 0),
      expected_attendance: Math.round(f.expected * 100) / 100,
      low: f.low,
      high: f.high,
      interval: INTERVAL,
      min_volunteers: opp.minVolunteers,
      at_risk: isAtRisk(f.low, opp.minVolunteers, opp.maxVolunteers),
    });
  }
  return out;
}

/**
 * Forecasts of the given opportunities that the caller manages and that have not started (the
 * dashboard's and the calendar's flags); others are left out of the map.
 */
export async function upcomingForecastsByIds(ctx: Ctx, ids: readonly string[]): Promise<Map<string, ForecastDto>> {
  if (ids.length === 0) return new Map();
  const scope = staffOrgScope(ctx.caller);
  const opps = await ctx.db.opportunity.findMany({
    where: { id: { in: [...ids] }, ...(scope === null ? {} : { orgId: scope }), status: { in: ["published", "full"] }, startDatetime: { gt: new Date() } },
    select: { id: true, minVolunteers: true, maxVolunteers: true },
  });
  return forecastsOf(ctx.db, opps);
}

/** GET /opportunities/{id}/forecast: recruiter+ of its organization, else NOT_FOUND. */
export async function getForecast(ctx: Ctx, opportunityId: string): Promise<ForecastDto> {
  const opp = await getManagedOpportunityOrThrow(ctx, opportunityId);
  const all = await forecastsOf(ctx.db, [opp]);
  return all.get(opp.id) as ForecastDto;
}

/** The organization's published or full opportunities starting within `days`, forecast, soonest first. */
export async function upcomingForecasts(ctx: Ctx, days: number) {
  const scope = staffOrgScope(ctx.caller);
  const now = new Date();
  const opps = await ctx.db.opportunity.findMany({
    where: {
      ...(scope === null ? {} : { orgId: scope }),
      status: { in: ["published", "full"] },
      startDatetime: { gt: now, lte: new Date(now.getTime() + days * 86_400_000) },
    },
    orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
    select: { id: true, title: true, startDatetime: true, endDatetime: true, minVolunteers: true, maxVolunteers: true },
  });
  const forecasts = await forecastsOf(ctx.db, opps);
  return opps.map((o) => ({
    ...(forecasts.get(o.id) as ForecastDto),
    title: o.title,
    start_datetime: o.startDatetime.toISOString(),
    end_datetime: o.endDatetime.toISOString(),
    max_volunteers: o.maxVolunteers,
  }));
}

/** GET /reports/at-risk?days=14 (recruiter+): the upcoming opportunities at risk, soonest first. */
export async function atRiskReport(ctx: Ctx, query: AtRiskQuery): Promise<AtRiskReport> {
  const all = await upcomingForecasts(ctx, query.days);
  return { days: query.days, opportunities: all.filter((o) => o.at_risk) };
}

