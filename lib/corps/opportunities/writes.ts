// Creating and editing opportunities: the columns a body writes (shared with series), the
// schedule rules of occurrences, and updates that re-check seats. Status transitions live in
// opportunity-transitions.ts.
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { Prisma, type Opportunity } from "@/lib/generated/prisma/client";
import { zipCentroid } from "@/lib/geo/zip-centroid";
import { emitEvent } from "../events";
import { linkOpportunityRequirements } from "../requirements/opportunity-requirement-links";
import { newLotterySeed } from "../seats/lottery-order";
import { lockOpportunity, seatTransaction } from "../seats/seats";
import { settleSeats } from "../seats/settle";
import { getManagedOpportunityOrThrow } from "./lookup";
import type { OpportunityCreate, OpportunityDto, OpportunityUpdate } from "./opportunity-schemas";
import { toDto } from "./shape";

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
    ...(input.waitlist_mode !== undefined && { waitlistMode: input.waitlist_mode }),
    ...(input.offer_window_minutes !== undefined && { offerWindowMinutes: input.offer_window_minutes }),
    ...(input.signup_mode !== undefined && { signupMode: input.signup_mode }),
    ...(input.lottery_closes_at !== undefined && { lotteryClosesAt: input.lottery_closes_at === null ? null : new Date(input.lottery_closes_at) }),
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

/**
 * A published lottery gets its secret seed and public commitment once (at publishing, or at
 * creation as published, or when a published opportunity becomes a lottery); never replaced.
 */
export async function ensureLotterySeed(tx: DbTx, id: string): Promise<void> {
  const { seed, sha256 } = newLotterySeed();
  await tx.$executeRaw`
    UPDATE opportunities SET lottery_seed = ${seed}, lottery_seed_sha256 = ${sha256}
    WHERE id = ${id}::uuid AND signup_mode = 'lottery' AND lottery_seed IS NULL AND status IN ('published', 'full')`;
}

/** The organization's default_waitlist_mode, for bodies that name none. */
export async function defaultWaitlistMode(tx: DbTx, orgId: string): Promise<"auto" | "offer"> {
  const org = await tx.organization.findUniqueOrThrow({ where: { id: orgId }, select: { defaultWaitlistMode: true } });
  return org.defaultWaitlistMode;
}

export async function createOpportunity(ctx: Ctx, input: OpportunityCreate): Promise<OpportunityDto> {
  const { caller } = ctx;
  if (!caller.orgId) throw ApiError.validation({ org_id: "Your account belongs to no organization" });
  const orgId = caller.orgId;
  const { status, requirement_ids: requirementIds, ...rest } = input;
  const waitlistMode = rest.waitlist_mode ?? (await defaultWaitlistMode(ctx.db, orgId));
  const row = await ctx.db.$transaction(async (tx) => {
    const created = await tx.opportunity.create({
      data: {
        ...(opportunityData({ ...rest, waitlist_mode: waitlistMode }) as Omit<Prisma.OpportunityUncheckedCreateInput, "orgId" | "title" | "startDatetime" | "endDatetime">),
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
    await ensureLotterySeed(tx, created.id);
    return tx.opportunity.findUniqueOrThrow({ where: { id: created.id } });
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
  await assertLotteryChange(tx, current, input, start);
  const { requirement_ids: requirementIds, ...given } = input;
  const sameClose = given.lottery_closes_at && current.lotteryClosesAt && Math.abs(Date.parse(given.lottery_closes_at) - current.lotteryClosesAt.getTime()) < 60_000;
  const fields = sameClose ? { ...given, lottery_closes_at: undefined } : given;
  const updated = await tx.opportunity.update({ where: { id }, data: opportunityData(fields, current) });
  // Signups already made keep their place: check-in asks again only about expired or failed ones.
  await linkOpportunityRequirements(tx, updated, requirementIds);
  await ensureLotterySeed(tx, id);
  // A changed max_volunteers may free seats (promote or offer) or fill the last one (full).
  await settleSeats(tx, updated);
  return tx.opportunity.findUniqueOrThrow({ where: { id } });
}

/**
 * Lottery settings change only before the draw: a lottery needs a close in the future and before
 * the start, and a lottery with entries stays one (its entrants were promised a draw).
 */
async function assertLotteryChange(tx: DbTx, current: Opportunity, input: OpportunityUpdate, start: number): Promise<void> {
  const mode = input.signup_mode ?? current.signupMode;
  const stored = current.lotteryClosesAt?.getTime() ?? null;
  const given = input.lottery_closes_at === undefined ? stored : input.lottery_closes_at === null ? null : Date.parse(input.lottery_closes_at);
  // The edit form sends times to the minute: the same minute is the same close.
  const closes = given !== null && stored !== null && Math.abs(given - stored) < 60_000 ? stored : given;
  const changed = mode !== current.signupMode || closes !== stored;
  if (changed && current.lotteryDrawnAt !== null) {
    throw ApiError.invalidState("drawn", mode, "The lottery was drawn: its mode and close can no longer change");
  }
  if (current.signupMode === "lottery" && mode !== "lottery") {
    const entries = await tx.signup.count({ where: { opportunityId: current.id, status: "entered" } });
    if (entries > 0) throw ApiError.validation({ signup_mode: `${entries} ${entries === 1 ? "entry waits" : "entries wait"} for the draw: the lottery stays` });
  }
  if (mode !== "lottery" || current.lotteryDrawnAt !== null) return;
  if (closes === null) throw ApiError.validation({ lottery_closes_at: "Required for a lottery" });
  if (closes !== stored && closes <= Date.now()) throw ApiError.validation({ lottery_closes_at: "Must be in the future" });
  if (closes >= start) throw ApiError.validation({ lottery_closes_at: "Must be before start_datetime" });
  if (current.signupMode !== "lottery") {
    const taken = await tx.signup.count({ where: { opportunityId: current.id, status: { notIn: ["cancelled", "declined"] } } });
    if (taken > 0) throw ApiError.validation({ signup_mode: "Signups were already taken first come: it cannot become a lottery" });
  }
}
