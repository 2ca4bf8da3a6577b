// Opportunity search: filters, text and radius, all in SQL, one round trip per page. The
// opportunity board reuses its WHERE conditions.
import type { Ctx } from "@/lib/auth/context";
import { ApiError } from "@/lib/errors/api-error";
import { Prisma } from "@/lib/generated/prisma/client";
import { EARTH_RADIUS_MILES, zipCentroid } from "@/lib/geo/zip-centroid";
import { offset } from "@/lib/schemas/common-schemas";
import { SEAT_COUNT_COLUMNS } from "../seats/seat-counts";
import { isFull, seatsHeld } from "../seats/seat-rule";
import { settleDueWhere } from "../seats/settle-due";
import { visibleSql } from "./lookup";
import type { OpportunityListItemDto, OpportunityListQuery } from "./opportunity-schemas";

interface ListRow {
  id: string;
  org_id: string;
  series_id: string | null;
  organization_name: string;
  title: string;
  short_description: string;
  labor_type: OpportunityListItemDto["labor_type"];
  physical_demand: OpportunityListItemDto["physical_demand"];
  location_type: OpportunityListItemDto["location_type"];
  address: string | null;
  city: string | null;
  start_datetime: Date;
  end_datetime: Date;
  max_volunteers: number | null;
  status: OpportunityListItemDto["status"];
  signup_mode: OpportunityListItemDto["signup_mode"];
  confirmed: number;
  pending: number;
  offered: number;
  waitlist: number;
  entered: number;
  total: number;
  distance: number | null;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

export interface ListOptions {
  /**
   * Without a status filter, only what can still be joined: published or full and not started
   * (DECISIONS.md). Volunteers' searches get this by default; the opportunity board asks for it.
   */
  joinable?: boolean;
}

/** The WHERE conditions of a search and its distance expression (shared with the board). */
export function searchConditions(ctx: Ctx, q: OpportunityListQuery, options: ListOptions = {}): { where: Prisma.Sql[]; distance: Prisma.Sql } {
  const where: Prisma.Sql[] = [visibleSql(ctx)];
  if (q.org_id) where.push(Prisma.sql`o.org_id = ${q.org_id}::uuid`);
  if (q.series_id) where.push(Prisma.sql`o.series_id = ${q.series_id}::uuid`);
  if (q.status) where.push(Prisma.sql`o.status::text = ANY(${q.status}::text[])`);
  else if (options.joinable ?? ctx.caller.role === "volunteer") {
    where.push(Prisma.sql`o.status IN ('published', 'full') AND o.start_datetime > ${new Date()}`);
  }
  if (q.labor_type) where.push(Prisma.sql`o.labor_type::text = ANY(${q.labor_type}::text[])`);
  if (q.location_type) where.push(Prisma.sql`o.location_type::text = ANY(${q.location_type}::text[])`);
  if (q.skills_needed) where.push(Prisma.sql`o.skills_needed && ${q.skills_needed}::text[]`);
  if (q.start_after) where.push(Prisma.sql`o.start_datetime >= ${new Date(q.start_after)}`);
  if (q.start_before) where.push(Prisma.sql`o.start_datetime <= ${new Date(q.start_before)}`);
  if (q.search) {
    const like = `%${escapeLike(q.search)}%`;
    where.push(Prisma.sql`(o.title ILIKE ${like} OR o.description ILIKE ${like})`);
  }
  let distance = Prisma.sql`NULL::float8`;
  if (q.zip_code) {
    const c = zipCentroid(q.zip_code);
    if (!c) throw ApiError.validation({ zip_code: "Unknown US ZIP code" });
    // Haversine in SQL, behind a bounding box the (latitude, longitude) index can serve.
    const dLat = q.radius_miles / 69.0;
    const cosLat = Math.max(Math.cos((c.latitude * Math.PI) / 180), 0.01);
    const dLng = q.radius_miles / (69.0 * cosLat);
    distance = Prisma.sql`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
      power(sin(radians(o.latitude - ${c.latitude}::float8) / 2), 2) +
      cos(radians(${c.latitude}::float8)) * cos(radians(o.latitude)) * power(sin(radians(o.longitude - ${c.longitude}::float8) / 2), 2)))))`;
    where.push(Prisma.sql`o.location_type IN ('onsite', 'hybrid')`);
    where.push(Prisma.sql`o.latitude BETWEEN ${c.latitude - dLat}::float8 AND ${c.latitude + dLat}::float8`);
    where.push(Prisma.sql`o.longitude BETWEEN ${c.longitude - dLng}::float8 AND ${c.longitude + dLng}::float8`);
    where.push(Prisma.sql`${distance} <= ${q.radius_miles}::float8`);
  }
  return { where, distance };
}

export async function listOpportunities(ctx: Ctx, q: OpportunityListQuery, options: ListOptions = {}) {
  const { where, distance } = searchConditions(ctx, q, options);
  const cond = Prisma.join(where, " AND ");
  // Reads never wait for the cron: lapsed offers and due draws among the matches settle first.
  await settleDueWhere(ctx.db, cond);
  // One round trip: the page (with the total from a window count), its organization names and
  // its seat counts from one grouped subquery over just the page's ids.
  const rows = await ctx.db.$queryRaw<ListRow[]>`
    WITH matched AS (
      SELECT o.id, ${distance} AS distance, COUNT(*) OVER ()::int AS total
      FROM opportunities o WHERE ${cond}
      ORDER BY o.start_datetime ASC, o.id ASC LIMIT ${q.limit} OFFSET ${offset(q)}
    ),
    counts AS (
      SELECT s.opportunity_id, ${SEAT_COUNT_COLUMNS}
      FROM signups s WHERE s.opportunity_id IN (SELECT id FROM matched) GROUP BY s.opportunity_id
    )
    SELECT o.id, o.org_id, o.series_id, org.name AS organization_name, o.title, o.short_description, o.labor_type::text AS labor_type,
           o.physical_demand::text AS physical_demand, o.location_type::text AS location_type, o.address, o.city,
           o.start_datetime, o.end_datetime, o.max_volunteers, o.status::text AS status, o.signup_mode::text AS signup_mode,
           COALESCE(c.confirmed, 0) AS confirmed, COALESCE(c.pending, 0) AS pending, COALESCE(c.offered, 0) AS offered,
           COALESCE(c.waitlist, 0) AS waitlist, COALESCE(c.entered, 0) AS entered, m.total, m.distance
    FROM matched m
    JOIN opportunities o ON o.id = m.id
    JOIN organizations org ON org.id = o.org_id
    LEFT JOIN counts c ON c.opportunity_id = o.id
    ORDER BY o.start_datetime ASC, o.id ASC`;
  // A page past the end has no rows to carry the total: count separately only then.
  const total =
    rows[0]?.total ?? (q.page > 1 ? ((await ctx.db.$queryRaw<{ total: number }[]>`SELECT COUNT(*)::int AS total FROM opportunities o WHERE ${cond}`)[0]?.total ?? 0) : 0);
  const opportunities: OpportunityListItemDto[] = rows.map((r) => ({
    id: r.id,
    org_id: r.org_id,
    series_id: r.series_id,
    organization_name: r.organization_name,
    title: r.title,
    short_description: r.short_description,
    labor_type: r.labor_type,
    physical_demand: r.physical_demand,
    location_type: r.location_type,
    address: r.address,
    city: r.city,
    start_datetime: r.start_datetime.toISOString(),
    end_datetime: r.end_datetime.toISOString(),
    max_volunteers: r.max_volunteers,
    confirmed_count: r.confirmed,
    seats_taken: seatsHeld(r),
    status: r.status,
    is_full: isFull({ status: r.status, maxVolunteers: r.max_volunteers }, r),
    signup_mode: r.signup_mode,
    ...(q.zip_code ? { distance_miles: r.distance === null ? null : Math.round(r.distance * 10) / 10 } : {}),
  }));
  return { opportunities, total, page: q.page, limit: q.limit };
}
