// Scoped look-ups of a series: visible when the caller may see at least one of its occurrences
// (the opportunity visibility rules), managed by recruiter+ of its organization; anything else
// is NOT_FOUND.
import { canManageOrg } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import { countsFor } from "../seats/seat-counts";
import { isFull, NO_SEATS, seatsHeld } from "../seats/seat-rule";
import { settleDue } from "../seats/settle-due";
import { visibleWhere } from "../opportunities/lookup";
import type { DbTx } from "@/lib/db/client";
import type { Opportunity, OpportunitySeries } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { SeriesRule } from "./occurrence-dates";
import type { SeriesDto, SeriesOccurrenceDto } from "./series-schemas";

export async function getSeriesRowOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<OpportunitySeries> {
  const row = await tx.opportunitySeries.findFirst({ where: { id, occurrences: { some: visibleWhere(ctx) } } });
  if (!row) throw ApiError.notFound("Series");
  return row;
}

export async function getManagedSeriesOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<OpportunitySeries> {
  const row = await getSeriesRowOrThrow(ctx, id, tx);
  if (!canManageOrg(ctx.caller, row.orgId)) throw ApiError.notFound("Series");
  return row;
}

/** Occurrence summaries with their counts and the caller's own signup status, in three queries. */
export async function occurrenceSummaries(ctx: Ctx, rows: Opportunity[], tx: DbTx = ctx.db): Promise<SeriesOccurrenceDto[]> {
  const ids = rows.map((o) => o.id);
  const [counts, mine] = await Promise.all([
    countsFor(tx, ids),
    ctx.caller.volunteerId && ids.length > 0
      ? tx.$queryRaw<{ opportunity_id: string; status: SeriesOccurrenceDto["user_signup_status"] }[]>`
          SELECT DISTINCT ON (opportunity_id) opportunity_id, status::text AS status
          FROM signups
          WHERE volunteer_id = ${ctx.caller.volunteerId}::uuid AND opportunity_id = ANY(${ids}::uuid[]) AND status <> 'cancelled'
          ORDER BY opportunity_id, signed_up_at DESC`
      : Promise.resolve([]),
  ]);
  const myStatus = new Map(mine.map((m) => [m.opportunity_id, m.status]));
  return rows.map((o) => {
    const c = counts.get(o.id) ?? NO_SEATS;
    return {
      id: o.id,
      start_datetime: o.startDatetime.toISOString(),
      end_datetime: o.endDatetime.toISOString(),
      status: o.status,
      confirmed_count: c.confirmed,
      seats_taken: seatsHeld(c),
      min_volunteers: o.minVolunteers,
      max_volunteers: o.maxVolunteers,
      is_full: isFull(o, c),
      user_signup_status: myStatus.get(o.id) ?? null,
    };
  });
}

export async function getSeries(ctx: Ctx, id: string): Promise<SeriesDto> {
  const series = await getSeriesRowOrThrow(ctx, id);
  const where = { AND: [{ seriesId: id }, visibleWhere(ctx)] };
  // Reads never wait for the cron: lapsed offers and due draws of its dates settle first.
  await settleDue(ctx.db, (await ctx.db.opportunity.findMany({ where, select: { id: true } })).map((o) => o.id));
  const rows = await ctx.db.opportunity.findMany({
    where: { AND: [{ seriesId: id }, visibleWhere(ctx)] },
    orderBy: [{ startDatetime: "asc" }, { id: "asc" }],
  });
  return {
    id: series.id,
    org_id: series.orgId,
    title: series.title,
    recurrence: series.recurrence as unknown as SeriesRule,
    timezone: series.timezone,
    occurrences: await occurrenceSummaries(ctx, rows),
  };
}
