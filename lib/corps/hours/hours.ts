// Hours entries: logging, scoped lists with SQL totals, owner edits, approval and rejection.
import { canManageOrg, resolveOrgFilter } from "@/lib/auth/scope";
import type { DbTx } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import { awardAutomaticAchievements } from "../achievements/achievement-engine";
import type { Ctx } from "@/lib/auth/context";
import { emitEvent } from "../events";
import { notify } from "../notifications/notify";
import type {
  HoursApprove,
  HoursCreate,
  HoursEntryDto,
  HoursListDto,
  HoursListQuery,
  HoursPageQuery,
  HoursPendingQuery,
  HoursReject,
  HoursUpdate,
} from "./hours-schemas";
import { dailyTotalsWhere, hoursTotals, type DailyTotalsWhere } from "./hours-totals";
import { entryInclude, toDto, type EntryRow } from "./hours-dto";
import { formatCalendarDate } from "@/lib/format";
import { notifyT } from "../notifications/localized";

const NO_ROWS = "00000000-0000-0000-0000-000000000000";
// Signups whose volunteer may log hours for the opportunity by hand.
const LOGGABLE_SIGNUPS = ["confirmed", "checked_in", "completed"] as const;


/** Volunteers see their own entries; recruiters and corps_admins their organization's; admins all. */
function visibleWhere(ctx: Ctx, requestedOrg?: string): Prisma.HoursEntryWhereInput {
  const { caller } = ctx;
  if (caller.role === "volunteer") return { volunteerId: caller.volunteerId ?? NO_ROWS };
  const org = resolveOrgFilter(caller, requestedOrg);
  return org ? { orgId: org } : {};
}


/**
 * One page plus the count and hours sum of every matching entry, both aggregated in SQL (from
 * the daily totals when `daily` says the same filter there).
 */
async function page(ctx: Ctx, where: Prisma.HoursEntryWhereInput, p: HoursPageQuery, daily: DailyTotalsWhere | null = null): Promise<HoursListDto> {
  const [rows, totals] = await Promise.all([
    ctx.db.hoursEntry.findMany({
      where,
      include: entryInclude,
      orderBy: [{ dateWorked: "desc" }, { submittedAt: "desc" }, { id: "asc" }],
      skip: offset(p),
      take: p.limit,
    }),
    hoursTotals(ctx.db, where, daily),
  ]);
  return { hours: rows.map(toDto), ...totals, page: p.page, limit: p.limit };
}

const utcDate = (d: string) => new Date(`${d}T00:00:00.000Z`);

export async function listHours(ctx: Ctx, q: HoursListQuery): Promise<HoursListDto> {
  const days = { ...(q.date_from && { gte: utcDate(q.date_from) }), ...(q.date_to && { lte: utcDate(q.date_to) }) };
  const where: Prisma.HoursEntryWhereInput = {
    AND: [
      visibleWhere(ctx, q.org_id),
      q.org_id ? { orgId: q.org_id } : {},
      q.volunteer_id ? { volunteerId: q.volunteer_id } : {},
      q.opportunity_id ? { opportunityId: q.opportunity_id } : {},
      q.status ? { status: q.status } : {},
      q.labor_type ? { laborType: q.labor_type } : {},
      q.date_from || q.date_to ? { dateWorked: days } : {},
    ],
  };
  return page(ctx, where, q, dailyTotalsWhere(ctx.caller, q, days));
}

export async function listMyHours(ctx: Ctx, p: HoursPageQuery): Promise<HoursListDto> {
  return page(ctx, { volunteerId: ctx.caller.volunteerId ?? NO_ROWS }, p);
}

/** The approval queue of the caller's organization (admins: every organization, org_id narrows). */
export async function listPendingHours(ctx: Ctx, q: HoursPendingQuery): Promise<HoursListDto> {
  const org = resolveOrgFilter(ctx.caller, q.org_id);
  return page(ctx, { status: "pending", ...(org && { orgId: org }) }, q, { status: "pending", ...(org && { orgId: org }) });
}

/** Scoped look-up: an entry the caller may not see is NOT_FOUND. */
export async function getHoursOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<EntryRow> {
  const row = await tx.hoursEntry.findFirst({ where: { AND: [{ id }, visibleWhere(ctx)] }, include: entryInclude });
  if (!row) throw ApiError.notFound("Hours entry");
  return row;
}

/**
 * Locks the entry row, then reads it scoped: two decisions (or a decision and an edit) on the
 * same entry run one after the other, and the second sees the first's status and hours.
 */
async function lockedEntry(ctx: Ctx, tx: DbTx, id: string): Promise<EntryRow> {
  await tx.$queryRaw`SELECT 1 FROM hours_entries WHERE id = ${id}::uuid FOR UPDATE`;
  return getHoursOrThrow(ctx, id, tx);
}

export async function getHoursEntry(ctx: Ctx, id: string): Promise<HoursEntryDto> {
  return toDto(await getHoursOrThrow(ctx, id));
}

interface ApprovedEntry {
  id: string;
  volunteerId: string;
  opportunityId: string | null;
  hoursWorked: { toNumber(): number };
  dateWorked: Date;
  status: string;
  approvedAt: Date | null;
}

/**
 * The hours.approved payload. Every path that approves an entry (a recruiter, a manual entry or a
 * check-out on an auto-approving opportunity) sends this one shape, so a webhook receiver can
 * rely on the same fields whichever way the hours were approved.
 */
export function hoursApprovedPayload(entry: ApprovedEntry, approvedBy: string | null) {
  return {
    hours_entry_id: entry.id,
    volunteer_id: entry.volunteerId,
    opportunity_id: entry.opportunityId,
    hours_worked: entry.hoursWorked.toNumber(),
    date_worked: entry.dateWorked.toISOString().slice(0, 10),
    status: entry.status,
    approved_by: approvedBy,
    approved_at: (entry.approvedAt ?? new Date()).toISOString(),
  };
}

async function approvedSideEffects(
  tx: DbTx,
  row: EntryRow,
  approvedBy: string | null,
): Promise<void> {
  await emitEvent(tx, "hours.approved", row.orgId, hoursApprovedPayload(row, approvedBy));
  await awardAutomaticAchievements(tx, row.volunteerId);
}

export async function createHours(ctx: Ctx, input: HoursCreate): Promise<HoursEntryDto> {
  const volunteerId = ctx.caller.volunteerId;
  if (!volunteerId) throw ApiError.forbidden("Create your volunteer profile before logging hours");
  return ctx.db.$transaction(async (tx) => {
    const profile = await tx.volunteerProfile.findUniqueOrThrow({ where: { id: volunteerId }, select: { orgId: true } });
    let opportunity: { id: string; orgId: string; laborType: HoursEntryDto["labor_type"]; autoApproveHours: boolean } | null = null;
    if (input.opportunity_id) {
      const signup = await tx.signup.findFirst({
        where: {
          volunteerId,
          opportunityId: input.opportunity_id,
          status: { in: [...LOGGABLE_SIGNUPS] },
          opportunity: { status: { not: "cancelled" } },
        },
        select: { opportunity: { select: { id: true, orgId: true, laborType: true, autoApproveHours: true } } },
      });
      if (!signup) {
        throw ApiError.validation({ opportunity_id: "Must be an opportunity you signed up for and that is not cancelled" });
      }
      opportunity = signup.opportunity;
    }
    const auto = opportunity?.autoApproveHours ?? false;
    const created = await tx.hoursEntry.create({
      data: {
        volunteerId,
        orgId: opportunity?.orgId ?? profile.orgId,
        opportunityId: opportunity?.id ?? null,
        hoursWorked: input.hours_worked,
        dateWorked: utcDate(input.date_worked),
        laborType: input.labor_type ?? opportunity?.laborType ?? "service",
        description: input.description ?? "",
        status: auto ? "auto_approved" : "pending",
        approvedAt: auto ? new Date() : null,
      },
      include: entryInclude,
    });
    if (auto) await approvedSideEffects(tx, created, null);
    return toDto(created);
  });
}

function assertPending(row: { status: string }, to: string): void {
  if (row.status !== "pending") throw ApiError.invalidState(row.status, to);
}

/** Owner edits while pending. Approved entries are final; rejected ones are kept as the record of the decision. */
export async function updateHours(ctx: Ctx, id: string, input: HoursUpdate): Promise<HoursEntryDto> {
  return ctx.db.$transaction(async (tx) => {
    const locked = await lockedEntry(ctx, tx, id);
    // The spec's rule "after approval HOURS_ALREADY_APPROVED applies" holds for everyone who can
    // see the entry (staff too), so it is checked before who may edit a pending one.
    if (locked.status === "approved" || locked.status === "auto_approved") {
      throw new ApiError("HOURS_ALREADY_APPROVED", "These hours are already approved and can no longer be edited");
    }
    if (locked.volunteerId !== ctx.caller.volunteerId) throw ApiError.forbidden("Only the volunteer who logged these hours can edit them");
    if (locked.status !== "pending") {
      throw ApiError.invalidState(locked.status, locked.status, "Rejected hours cannot be edited; log a new entry instead");
    }
    const updated = await tx.hoursEntry.update({
      where: { id },
      data: {
        ...(input.hours_worked !== undefined && { hoursWorked: input.hours_worked }),
        ...(input.date_worked !== undefined && { dateWorked: utcDate(input.date_worked) }),
        ...(input.labor_type !== undefined && { laborType: input.labor_type }),
        ...(input.description !== undefined && { description: input.description }),
      },
      include: entryInclude,
    });
    return toDto(updated);
  });
}

/** Recruiter+ of the entry's organization; another organization's entry is NOT_FOUND. */
async function lockForDecision(ctx: Ctx, tx: DbTx, id: string, to: string): Promise<EntryRow> {
  const row = await lockedEntry(ctx, tx, id);
  if (!canManageOrg(ctx.caller, row.orgId)) throw ApiError.notFound("Hours entry");
  assertPending(row, to);
  return row;
}

export async function approveHours(ctx: Ctx, id: string, input: HoursApprove): Promise<HoursEntryDto> {
  return ctx.db.$transaction(async (tx) => {
    const row = await lockForDecision(ctx, tx, id, "approved");
    const updated = await tx.hoursEntry.update({
      where: { id },
      data: {
        status: "approved",
        approvedAt: new Date(),
        approvedBy: ctx.caller.id,
        ...(input.hours_worked !== undefined && { hoursWorked: input.hours_worked }),
      },
      include: entryInclude,
    });
    const hours = updated.hoursWorked.toNumber();
    await notify(tx, {
      userId: row.volunteer.userId,
      type: "hours_approved",
      text: (locale) => {
        const t = notifyT(locale);
        const submitted = row.hoursWorked.toNumber();
        const values = { hours, count: String(hours), date: formatCalendarDate(toDto(updated).date_worked, locale), forTitle: updated.opportunity ? "yes" : "no", title: updated.opportunity?.title ?? "" };
        return {
          title: t("hours.approvedTitle"),
          message: hours === submitted ? t("hours.approved", values) : t("hours.approvedChanged", { ...values, submitted: String(submitted) }),
        };
      },
      opportunityId: updated.opportunityId,
      actionUrl: "/volunteer/hours",
    });
    await approvedSideEffects(tx, updated, ctx.caller.id);
    return toDto(updated);
  });
}

export async function rejectHours(ctx: Ctx, id: string, input: HoursReject): Promise<HoursEntryDto> {
  return ctx.db.$transaction(async (tx) => {
    const row = await lockForDecision(ctx, tx, id, "rejected");
    const updated = await tx.hoursEntry.update({
      where: { id },
      data: { status: "rejected", rejectedAt: new Date(), rejectedReason: input.reason },
      include: entryInclude,
    });
    await notify(tx, {
      userId: row.volunteer.userId,
      type: "hours_rejected",
      text: (locale) => ({
        title: notifyT(locale)("hours.rejectedTitle"),
        message: notifyT(locale)("hours.rejected", { count: String(row.hoursWorked.toNumber()), date: formatCalendarDate(toDto(updated).date_worked, locale), reason: input.reason }),
      }),
      opportunityId: updated.opportunityId,
      actionUrl: "/volunteer/hours",
    });
    return toDto(updated);
  });
}
