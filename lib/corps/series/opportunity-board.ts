// The volunteer's opportunity board (/opportunities): what can still be joined, with the
// occurrences of a series grouped under one card. Paged by card: a series counts once however
// many of its dates match. The filters and visibility are the search's own (searchConditions).
import type { Ctx } from "@/lib/auth/context";
import { searchConditions } from "../opportunities/search";
import { SEAT_COUNT_COLUMNS } from "../seats/seat-counts";
import { isFull, seatsFree, seatsHeld, type SeatCounts } from "../seats/seat-rule";
import { settleDueWhere } from "../seats/settle-due";
import type { OpportunityListItemDto, OpportunityListQuery } from "@/lib/corps/opportunities/opportunity-schemas";
import { Prisma } from "@/lib/generated/prisma/client";
import { offset } from "@/lib/schemas/common-schemas";
import type { SeriesRule } from "./occurrence-dates";

export interface BoardDate {
  id: string;
  start_datetime: string;
  end_datetime: string;
  status: OpportunityListItemDto["status"];
  max_volunteers: number | null;
  confirmed_count: number;
  /** Seats held (the seat rule: confirmed, pending and offered, each party counting its size). */
  seats_taken: number;
  is_full: boolean;
  /** A seat is free: signing up gives confirmed or pending, not the waitlist. */
  open: boolean;
  signup_mode: "first_come" | "lottery";
  /** lottery: entries are taken until then (null once drawn or for first come). */
  entries_close_at: string | null;
  user_signup_status: string | null;
}

export interface BoardCard {
  /** The soonest matching date: the card's title, place and link. */
  lead: BoardDate & {
    title: string;
    short_description: string;
    organization_name: string;
    labor_type: OpportunityListItemDto["labor_type"];
    location_type: OpportunityListItemDto["location_type"];
    city: string | null;
    allow_waitlist: boolean;
  };
  series: { id: string; recurrence: SeriesRule; timezone: string; dates: BoardDate[] } | null;
}

interface Row extends SeatCounts {
  id: string;
  series_id: string | null;
  title: string;
  short_description: string;
  organization_name: string;
  labor_type: OpportunityListItemDto["labor_type"];
  location_type: OpportunityListItemDto["location_type"];
  city: string | null;
  allow_waitlist: boolean;
  start_datetime: Date;
  end_datetime: Date;
  status: BoardDate["status"];
  max_volunteers: number | null;
  signup_mode: "first_come" | "lottery";
  lottery_closes_at: Date | null;
  lottery_drawn_at: Date | null;
  mine: string | null;
}

export async function listBoard(ctx: Ctx, q: OpportunityListQuery): Promise<{ cards: BoardCard[]; total: number; page: number; limit: number }> {
  const { where } = searchConditions(ctx, q, { joinable: true });
  const cond = Prisma.join(where, " AND ");
  // Reads never wait for the cron: lapsed offers and due draws among the matches settle first.
  await settleDueWhere(ctx.db, cond);
  const cards = await ctx.db.$queryRaw<{ id: string; series_id: string | null; total: number }[]>`
    WITH matched AS (SELECT o.id, o.series_id, o.start_datetime FROM opportunities o WHERE ${cond}),
    leads AS (
      SELECT DISTINCT ON (COALESCE(series_id, id)) id, series_id, start_datetime
      FROM matched ORDER BY COALESCE(series_id, id), start_datetime, id
    )
    SELECT id, series_id, COUNT(*) OVER ()::int AS total FROM leads
    ORDER BY start_datetime, id LIMIT ${q.limit} OFFSET ${offset(q)}`;
  const total = cards[0]?.total ?? 0;
  if (cards.length === 0) return { cards: [], total, page: q.page, limit: q.limit };

  const leadIds = cards.map((c) => c.id);
  const seriesIds = cards.flatMap((c) => (c.series_id ? [c.series_id] : []));
  const volunteerId = ctx.caller.volunteerId;
  // The leads and every matching date of the page's series, with seats and the caller's signup.
  const rows = await ctx.db.$queryRaw<Row[]>`
    SELECT o.id, o.series_id, o.title, o.short_description, org.name AS organization_name, o.labor_type::text AS labor_type,
           o.location_type::text AS location_type, o.city, o.allow_waitlist, o.start_datetime, o.end_datetime,
           o.status::text AS status, o.max_volunteers, o.signup_mode::text AS signup_mode, o.lottery_closes_at, o.lottery_drawn_at,
           c.confirmed, c.pending, c.offered, c.waitlist, c.entered, mine.status AS mine
    FROM opportunities o
    JOIN organizations org ON org.id = o.org_id
    CROSS JOIN LATERAL (SELECT ${SEAT_COUNT_COLUMNS} FROM signups s WHERE s.opportunity_id = o.id) c
    LEFT JOIN LATERAL (
      SELECT s.status::text AS status FROM signups s
      WHERE s.opportunity_id = o.id AND s.volunteer_id = ${volunteerId}::uuid AND s.status <> 'cancelled'
      ORDER BY s.signed_up_at DESC LIMIT 1
    ) mine ON TRUE
    WHERE o.id = ANY(${leadIds}::uuid[]) OR (o.series_id = ANY(${seriesIds}::uuid[]) AND ${cond})
    ORDER BY o.start_datetime, o.id`;
  const series = seriesIds.length
    ? await ctx.db.opportunitySeries.findMany({ where: { id: { in: seriesIds } }, select: { id: true, recurrence: true, timezone: true } })
    : [];
  const seriesById = new Map(series.map((s) => [s.id, s]));

  const toDate = (r: Row): BoardDate => {
    const limits = { status: r.status, maxVolunteers: r.max_volunteers };
    const free = seatsFree(limits, r);
    const lotteryOpen = r.signup_mode === "lottery" && r.lottery_drawn_at === null;
    return {
      id: r.id,
      start_datetime: r.start_datetime.toISOString(),
      end_datetime: r.end_datetime.toISOString(),
      status: r.status,
      max_volunteers: r.max_volunteers,
      confirmed_count: r.confirmed,
      seats_taken: seatsHeld(r),
      is_full: isFull(limits, r),
      open: r.status === "published" && !lotteryOpen && (free === null || free > 0),
      signup_mode: r.signup_mode,
      entries_close_at: lotteryOpen ? (r.lottery_closes_at?.toISOString() ?? null) : null,
      user_signup_status: r.mine,
    };
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    cards: cards.map((c) => {
      const r = byId.get(c.id) as Row;
      const s = c.series_id ? seriesById.get(c.series_id) : undefined;
      return {
        lead: {
          ...toDate(r),
          title: r.title,
          short_description: r.short_description,
          organization_name: r.organization_name,
          labor_type: r.labor_type,
          location_type: r.location_type,
          city: r.city,
          allow_waitlist: r.allow_waitlist,
        },
        series: s ? { id: s.id, recurrence: s.recurrence as unknown as SeriesRule, timezone: s.timezone, dates: rows.filter((x) => x.series_id === s.id).map(toDate) } : null,
      };
    }),
    total,
    page: q.page,
    limit: q.limit,
  };
}
