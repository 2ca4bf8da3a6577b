// Opportunities: scoped reads, search (filters, text, radius in SQL), creation and updates.
// Status transitions live in opportunity-transitions.ts; seat accounting in signups/seats.ts.
import { hasRole } from "@/lib/auth/roles";
import { canManageOrg, staffOrgScope } from "@/lib/auth/scope";
import type { DbTx } from "@/lib/db/client";
import { Prisma, type Opportunity } from "@/lib/generated/prisma/client";
import { EARTH_RADIUS_MILES, zipCentroid } from "@/lib/geo/zip-centroid";
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import type { Ctx } from "@/lib/auth/context";
import { emitEvent } from "../events";
import type {
  OpportunityCreate,
  OpportunityDto,
  OpportunityListItemDto,
  OpportunityListQuery,
  OpportunityUpdate,
} from "./opportunity-schemas";
import { linkOpportunityRequirements, opportunityRequirementSummary } from "../requirements/opportunity-requirement-links";
import { lockOpportunity, promoteWaitlist, seatTransaction } from "../seats/seats";

const PUBLIC_STATUSES = ["published", "full", "completed"] as const;

/** Volunteers see public opportunities; staff also see everything of their own org; admins all. */
export function visibleWhere(ctx: Ctx): Prisma.OpportunityWhereInput {
  const { caller } = ctx;
  if (caller.role === "admin") return {};
  const pub: Prisma.OpportunityWhereInput = { status: { in: [...PUBLIC_STATUSES] } };
  if (!hasRole(caller.role, "recruiter")) return pub;
  return { OR: [pub, { orgId: staffOrgScope(caller) ?? undefined }] };
}

/** visibleWhere as SQL over `opportunities o`. */
export function visibleSql(ctx: Ctx): Prisma.Sql {
  const { caller } = ctx;
  if (caller.role === "admin") return Prisma.sql`TRUE`;
  const pub = Prisma.sql`o.status IN ('published', 'full', 'completed')`;
  if (!hasRole(caller.role, "recruiter")) return pub;
  return Prisma.sql`(${pub} OR o.org_id = ${staffOrgScope(caller)}::uuid)`;
}

/** Scoped look-up: an opportunity the caller may not see is NOT_FOUND. */
export async function getOpportunityOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<Opportunity> {
  const row = await tx.opportunity.findFirst({ where: { AND: [{ id }, visibleWhere(ctx)] } });
  if (!row) throw ApiError.notFound("Opportunity");
  return row;
}

/** For changes: visible and managed by the caller (recruiter+ of its org), else NOT_FOUND. */
export async function getManagedOpportunityOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<Opportunity> {
  const row = await getOpportunityOrThrow(ctx, id, tx);
  if (!canManageOrg(ctx.caller, row.orgId)) throw ApiError.notFound("Opportunity");
  return row;
}

export interface SeatCounts {
  confirmed: number;
  pending: number;
  waitlist: number;
}

/** Seat counts (party_size summed, so a party of 3 counts 3) for many opportunities in one grouped query. */
export async function countsFor(tx: DbTx, ids: string[]): Promise<Map<string, SeatCounts>> {
  const out = new Map<string, SeatCounts>();
  if (ids.length === 0) return out;
  const rows = await tx.$queryRaw<{ opportunity_id: string; confirmed: number; pending: number; waitlist: number }[]>`
    SELECT opportunity_id,
           COALESCE(SUM(party_size) FILTER (WHERE status IN ('confirmed', 'checked_in', 'completed')), 0)::int AS confirmed,
           COALESCE(SUM(party_size) FILTER (WHERE status = 'pending'), 0)::int AS pending,
           COALESCE(SUM(party_size) FILTER (WHERE status = 'waitlist'), 0)::int AS waitlist
    FROM signups
    WHERE opportunity_id = ANY(${ids}::uuid[]) AND status IN ('confirmed', 'checked_in', 'completed', 'pending', 'waitlist')
    GROUP BY opportunity_id`;
  for (const r of rows) out.set(r.opportunity_id, { confirmed: r.confirmed, pending: r.pending, waitlist: r.waitlist });
  return out;
}

function isFull(o: Opportunity, c: SeatCounts): boolean {
  return o.status === "full" || (o.maxVolunteers !== null && c.confirmed + c.pending >= o.maxVolunteers);
}

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
  confirmed: number;
  pending: number;
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
  // One round trip: the page (with the total from a window count), its organization names and
  // its seat counts from one grouped subquery over just the page's ids.
  const rows = await ctx.db.$queryRaw<ListRow[]>`
    WITH matched AS (
      SELECT o.id, ${distance} AS distance, COUNT(*) OVER ()::int AS total
      FROM opportunities o WHERE ${cond}
      ORDER BY o.start_datetime ASC, o.id ASC LIMIT ${q.limit} OFFSET ${offset(q)}
    ),
    counts AS (
      SELECT opportunity_id,
             COALESCE(SUM(party_size) FILTER (WHERE status IN ('confirmed', 'checked_in', 'completed')), 0)::int AS confirmed,
             COALESCE(SUM(party_size) FILTER (WHERE status = 'pending'), 0)::int AS pending
      FROM signups WHERE opportunity_id IN (SELECT id FROM matched) GROUP BY opportunity_id
    )
    SELECT o.id, o.org_id, o.series_id, org.name AS organization_name, o.title, o.short_description, o.labor_type::text AS labor_type,
           o.physical_demand::text AS physical_demand, o.location_type::text AS location_type, o.address, o.city,
           o.start_datetime, o.end_datetime, o.max_volunteers, o.status::text AS status,
           COALESCE(c.confirmed, 0) AS confirmed, COALESCE(c.pending, 0) AS pending, m.total, m.distance
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
    status: r.status,
    is_full: r.status === "full" || (r.max_volunteers !== null && r.confirmed + r.pending >= r.max_volunteers),
    ...(q.zip_code ? { distance_miles: r.distance === null ? null : Math.round(r.distance * 10) / 10 } : {}),
  }));
  return { opportunities, total, page: q.page, limit: q.limit };
}

export async function toDto(ctx: Ctx, o: Opportunity, tx: DbTx = ctx.db): Promise<OpportunityDto> {
  const [org, counts, mine, requirements] = await Promise.all([
    tx.organization.findUniqueOrThrow({ where: { id: o.orgId }, select: { name: true } }),
    countsFor(tx, [o.id]),
    ctx.caller.volunteerId
      ? tx.signup.findFirst({
          where: { opportunityId: o.id, volunteerId: ctx.caller.volunteerId, status: { not: "cancelled" } },
          orderBy: { signedUpAt: "desc" },
          select: { status: true },
        })
      : null,
    opportunityRequirementSummary(tx, o),
  ]);
  const c = counts.get(o.id) ?? { confirmed: 0, pending: 0, waitlist: 0 };
  return {
    id: o.id,
    org_id: o.orgId,
    series_id: o.seriesId,
    organization_name: org.name,
    created_by: o.createdBy,
    title: o.title,
    description: o.description,
    short_description: o.shortDescription,
    labor_type: o.laborType,
    physical_demand: o.physicalDemand,
    tech_level: o.techLevel,
    skills_needed: o.skillsNeeded,
    requirements: o.requirements,
    min_volunteers: o.minVolunteers,
    max_volunteers: o.maxVolunteers,
    location_type: o.locationType,
    location_name: o.locationName,
    address: o.address,
    city: o.city,
    state: o.state,
    zip_code: o.zipCode,
    latitude: o.latitude,
    longitude: o.longitude,
    location_instructions: o.locationInstructions,
    schedule_type: o.scheduleType,
    recurrence: o.recurrence as OpportunityDto["recurrence"],
    start_datetime: o.startDatetime.toISOString(),
    end_datetime: o.endDatetime.toISOString(),
    estimated_hours: o.estimatedHours === null ? null : Number(o.estimatedHours),
    status: o.status,
    auto_approve_signups: o.autoApproveSignups,
    auto_approve_hours: o.autoApproveHours,
    allow_waitlist: o.allowWaitlist,
    reminder_hours_before: o.reminderHoursBefore,
    image_url: o.imageUrl,
    cancel_reason: o.cancelReason,
    confirmed_count: c.confirmed,
    pending_count: c.pending,
    waitlist_count: c.waitlist,
    is_full: isFull(o, c),
    user_signup_status: mine?.status ?? null,
    requirement_ids: requirements.requirement_ids,
    signup_requirements: requirements.signup_requirements,
    created_at: o.createdAt.toISOString(),
  };
}

export async function getOpportunity(ctx: Ctx, id: string): Promise<OpportunityDto> {
  return toDto(ctx, await getOpportunityOrThrow(ctx, id));
}

type Writable = Omit<OpportunityUpdate, "status" | "requirement_ids">;

/** Coordinates: given ones win; else a changed zip brings its centroid (or clears them). */
function locationData(input: Writable, current?: Opportunity): Prisma.OpportunityUncheckedUpdateInput {
  if (input.latitude !== undefined && input.latitude !== null && input.longitude !== undefined && input.longitude !== null) {
    return { latitude: input.latitude, longitude: input.longitude };
  }
  const zipChanged = input.zip_code !== undefined && input.zip_code !== current?.zipCode;
  const cleared = input.latitude === null;
  if (!zipChanged && !cleared && current) return {};
  const zip = input.zip_code !== undefined ? input.zip_code : (current?.zipCode ?? null);
  const c = zipCentroid(zip);
  return { latitude: c?.latitude ?? null, longitude: c?.longitude ?? null };
}

/** The columns a create or update body writes (shared with series creation). */
export function opportunityData(input: Writable, current?: Opportunity): Prisma.OpportunityUncheckedUpdateInput {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.short_description !== undefined && { shortDescription: input.short_description }),
    ...(input.labor_type !== undefined && { laborType: input.labor_type }),
    ...(input.physical_demand !== undefined && { physicalDemand: input.physical_demand }),
    ...(input.tech_level !== undefined && { techLevel: input.tech_level }),
    ...(input.skills_needed !== undefined && { skillsNeeded: [...new Set(input.skills_needed)] }),
    ...(input.requirements !== undefined && { requirements: input.requirements }),
    ...(input.min_volunteers !== undefined && { minVolunteers: input.min_volunteers }),
    ...(input.max_volunteers !== undefined && { maxVolunteers: input.max_volunteers }),
    ...(input.location_type !== undefined && { locationType: input.location_type }),
    ...(input.location_name !== undefined && { locationName: input.location_name }),
    ...(input.address !== undefined && { address: input.address }),
    ...(input.city !== undefined && { city: input.city }),
    ...(input.state !== undefined && { state: input.state }),
    ...(input.zip_code !== undefined && { zipCode: input.zip_code }),
    ...(input.location_instructions !== undefined && { locationInstructions: input.location_instructions }),
    ...(input.schedule_type !== undefined && { scheduleType: input.schedule_type }),
    ...(input.recurrence !== undefined && { recurrence: input.recurrence === null ? Prisma.DbNull : input.recurrence }),
    ...(input.start_datetime !== undefined && { startDatetime: new Date(input.start_datetime) }),
    ...(input.end_datetime !== undefined && { endDatetime: new Date(input.end_datetime) }),
    ...(input.estimated_hours !== undefined && { estimatedHours: input.estimated_hours }),
    ...(input.auto_approve_signups !== undefined && { autoApproveSignups: input.auto_approve_signups }),
    ...(input.auto_approve_hours !== undefined && { autoApproveHours: input.auto_approve_hours }),
    ...(input.allow_waitlist !== undefined && { allowWaitlist: input.allow_waitlist }),
    ...(input.reminder_hours_before !== undefined && { reminderHoursBefore: input.reminder_hours_before }),
    ...(input.image_url !== undefined && { imageUrl: input.image_url }),
    ...locationData(input, current),
  };
}

export function publishedEvent(o: Opportunity): Prisma.InputJsonObject {
  return {
    opportunity_id: o.id,
    org_id: o.orgId,
    title: o.title,
    start_datetime: o.startDatetime.toISOString(),
    end_datetime: o.endDatetime.toISOString(),
    location_type: o.locationType,
    zip_code: o.zipCode,
    max_volunteers: o.maxVolunteers,
    published_at: (o.publishedAt ?? new Date()).toISOString(),
  };
}

export async function createOpportunity(ctx: Ctx, input: OpportunityCreate): Promise<OpportunityDto> {
  const { caller } = ctx;
  if (!caller.orgId) throw ApiError.validation({ org_id: "Your account belongs to no organization" });
  const orgId = caller.orgId;
  const { status, requirement_ids: requirementIds, ...rest } = input;
  const row = await ctx.db.$transaction(async (tx) => {
    const created = await tx.opportunity.create({
      data: {
        ...(opportunityData(rest) as Omit<Prisma.OpportunityUncheckedCreateInput, "orgId" | "title" | "startDatetime" | "endDatetime">),
        orgId,
        createdBy: caller.system ? null : caller.id,
        title: input.title,
        startDatetime: new Date(input.start_datetime),
        endDatetime: new Date(input.end_datetime),
        status,
        publishedAt: status === "published" ? new Date() : null,
      },
    });
    await linkOpportunityRequirements(tx, created, requirementIds);
    if (status === "published") await emitEvent(tx, "opportunity.published", orgId, publishedEvent(created));
    return created;
  });
  return toDto(ctx, row);
}

/**
 * An occurrence of a series takes its schedule from the series (PATCH /series/{id}), and a
 * one-off does not turn into a series by an edit (a series is created by POST). Sending the
 * values it already has is fine (the edit form sends every field back).
 */
function assertOwnSchedule(current: Opportunity, input: OpportunityUpdate): void {
  const fields: Record<string, string> = {};
  const recurrenceChanged = input.recurrence !== undefined && JSON.stringify(input.recurrence) !== JSON.stringify(current.recurrence);
  if (current.seriesId) {
    if (input.schedule_type !== undefined && input.schedule_type !== current.scheduleType) fields.schedule_type = "An occurrence of a series stays recurring";
    if (recurrenceChanged) fields.recurrence = "Change the weekdays or the end date of the whole series (PATCH /api/corps/series/{id})";
  } else {
    const toRecurring = input.schedule_type === "recurring" && current.scheduleType !== "recurring";
    if (toRecurring) fields.schedule_type = "A one-off opportunity does not become a series: create the series as a new recurring opportunity";
    if (recurrenceChanged && input.recurrence !== null) fields.recurrence = "Only a series has a recurrence: create it as a new recurring opportunity";
  }
  if (Object.keys(fields).length > 0) throw ApiError.validation(fields);
}

/** Finished opportunities are history: only draft, published and full ones can be edited. */
export async function updateOpportunity(ctx: Ctx, id: string, input: OpportunityUpdate): Promise<OpportunityDto> {
  const row = await seatTransaction(ctx.db, async (tx) => {
    await getManagedOpportunityOrThrow(ctx, id, tx);
    const current = await lockOpportunity(tx, id);
    assertOwnSchedule(current, input);
    return applyOpportunityUpdate(tx, current, input);
  });
  return toDto(ctx, row);
}

/**
 * The update rules for one opportunity whose row lock the transaction holds; series PATCH
 * applies them to each occurrence in turn.
 */
export async function applyOpportunityUpdate(tx: DbTx, current: Opportunity, input: OpportunityUpdate): Promise<Opportunity> {
  const id = current.id;
  if (current.status === "completed" || current.status === "cancelled") {
    throw ApiError.invalidState(current.status, current.status, `A ${current.status} opportunity can no longer be edited`);
  }
  const start = input.start_datetime ? Date.parse(input.start_datetime) : current.startDatetime.getTime();
  const end = input.end_datetime ? Date.parse(input.end_datetime) : current.endDatetime.getTime();
  if (end <= start) throw ApiError.validation({ end_datetime: "Must be after start_datetime" });
  // A partial body is checked against the stored values too, like the dates above.
  const min = input.min_volunteers !== undefined ? input.min_volunteers : current.minVolunteers;
  const max = input.max_volunteers !== undefined ? input.max_volunteers : current.maxVolunteers;
  if (min !== null && max !== null && min > max) {
    throw ApiError.validation({ [input.min_volunteers !== undefined ? "min_volunteers" : "max_volunteers"]: "min_volunteers must not exceed max_volunteers" });
  }
  const { requirement_ids: requirementIds, ...fields } = input;
  const updated = await tx.opportunity.update({ where: { id }, data: opportunityData(fields, current) });
  // Signups already made keep their place: check-in asks again only about expired or failed ones.
  await linkOpportunityRequirements(tx, updated, requirementIds);
  // A changed max_volunteers may free seats (promote) or fill the last one (full).
  await promoteWaitlist(tx, updated);
  return tx.opportunity.findUniqueOrThrow({ where: { id } });
}

