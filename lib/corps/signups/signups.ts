// Signups: signing up (seats, waitlist), cancelling, the roster, organizer decisions, and
// check-in / check-out (which creates the hours entry and awards automatic badges).
import { canManageOrg } from "@/lib/auth/scope";
import type { DbTx } from "@/lib/db/client";
import type { Prisma, SignupStatus } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { offset, type Page } from "@/lib/schemas/common-schemas";
import { awardAutomaticAchievements } from "../achievements/achievement-engine";
import type { Ctx } from "@/lib/auth/context";
import { emitEvent } from "../events";
import { hoursApprovedPayload } from "../hours/hours";
import { notify } from "../notifications/notify";
import { getManagedOpportunityOrThrow, getOpportunityOrThrow } from "../opportunities/opportunities";
import { applicableRequirements } from "../requirements/applicable-requirements";
import { judgeVolunteers } from "../requirements/judge-volunteers";
import { assertSignupRequirements, checkInBlocked, checkInBlockers } from "../requirements/requirement-gate";
import type { Guest, Party, RequirementsOverrideDto, SignupDto, SignupUpdate } from "./signup-schemas";
import { lockOpportunity, promoteWaitlist, seatTransaction, seatsTaken, syncFullStatus } from "../seats/seats";

const withVolunteer = {
  volunteer: { select: { firstName: true, lastName: true, email: true, userId: true } },
} satisfies Prisma.SignupInclude;
type SignupRow = Prisma.SignupGetPayload<{ include: typeof withVolunteer }>;

function toDto(s: SignupRow): SignupDto {
  return {
    id: s.id,
    opportunity_id: s.opportunityId,
    volunteer_id: s.volunteerId,
    volunteer_name: `${s.volunteer.firstName} ${s.volunteer.lastName}`.trim(),
    volunteer_email: s.volunteer.email,
    status: s.status,
    waitlist_position: s.waitlistPosition,
    signed_up_at: s.signedUpAt.toISOString(),
    confirmed_at: s.confirmedAt?.toISOString() ?? null,
    check_in_at: s.checkInAt?.toISOString() ?? null,
    check_out_at: s.checkOutAt?.toISOString() ?? null,
    volunteer_notes: s.volunteerNotes,
    organizer_notes: s.organizerNotes,
    party_size: s.partySize,
    guests: s.guests as unknown as Guest[],
    requirements_override: (s.requirementsOverride ?? null) as RequirementsOverrideDto | null,
  };
}

export interface SignupOutcome {
  id: string;
  status: "confirmed" | "pending" | "waitlist";
  party_size: number;
  message: string;
}

export const SOLO: Party = { party_size: 1, guests: [] };

/** "you" or "your party of 3", for messages. */
function whoFor(size: number): string {
  return size === 1 ? "You are" : `Your party of ${size} is`;
}

/**
 * The one function that counts seats and hands out waitlist positions, under the opportunity's
 * row lock. A party takes party_size seats and is seated or waitlisted as a whole. A waitlisted
 * signup is committed, then answered as SIGNUP_FULL with its position. The requirements gate
 * runs here, so every path that signs up (the API, the page, series signups) is gated. Series
 * signups call it per occurrence with `notifyCaller: false` and tell the volunteer once
 * (lib/corps/series/series-signup.ts).
 */
export async function signUp(
  ctx: Ctx,
  opportunityId: string,
  notes: string,
  party: Party = SOLO,
  options: { notifyCaller?: boolean } = {},
): Promise<SignupOutcome> {
  const profile = await ctx.db.volunteerProfile.findUnique({ where: { userId: ctx.caller.id } });
  const size = party.party_size;
  const result = await seatTransaction(ctx.db, async (tx) => {
    // Only an unknown id is NOT_FOUND. DECISIONS.md: an opportunity that is not open is
    // SIGNUP_CLOSED, also a draft or cancelled one the caller may not read; that answer names
    // no status, so it tells nothing about a hidden opportunity.
    const opp = await lockOpportunity(tx, opportunityId);
    if (!profile) throw new ApiError("SIGNUP_CLOSED", "Create your volunteer profile before signing up");
    if (opp.status === "draft" || opp.status === "cancelled") throw new ApiError("SIGNUP_CLOSED", "Signups are not open for this opportunity");
    if (opp.status !== "published" && opp.status !== "full") {
      throw new ApiError("SIGNUP_CLOSED", `Signups are closed: the opportunity is ${opp.status}`);
    }
    if (opp.startDatetime.getTime() <= Date.now()) throw new ApiError("SIGNUP_CLOSED", "Signups are closed: the opportunity has already started");
    if (!profile.isActive) throw new ApiError("SIGNUP_CLOSED", "Your volunteer profile is deactivated");
    const existing = await tx.signup.findFirst({
      where: { opportunityId, volunteerId: profile.id, status: { not: "cancelled" } },
      select: { id: true, status: true },
    });
    if (existing) {
      throw new ApiError("ALREADY_SIGNED_UP", "You are already signed up for this opportunity", { signup_id: existing.id, status: existing.status });
    }
    await assertSignupRequirements(tx, profile.id, opp);
    if (opp.maxVolunteers !== null && size > opp.maxVolunteers) {
      throw ApiError.validation({ party_size: `This opportunity has ${opp.maxVolunteers} seat${opp.maxVolunteers === 1 ? "" : "s"} in all` });
    }
    const taken = await seatsTaken(tx, opportunityId);
    const seatFree = opp.maxVolunteers === null || taken + size <= opp.maxVolunteers;
    if (!seatFree && !opp.allowWaitlist) return { full: true as const, free: Math.max(0, (opp.maxVolunteers ?? 0) - taken) };
    const now = new Date();
    let waitlistPosition: number | null = null;
    if (!seatFree) {
      const agg = await tx.signup.aggregate({ where: { opportunityId }, _max: { waitlistPosition: true } });
      waitlistPosition = (agg._max.waitlistPosition ?? 0) + 1;
    }
    const status: SignupOutcome["status"] = !seatFree ? "waitlist" : opp.autoApproveSignups ? "confirmed" : "pending";
    const signup = await tx.signup.create({
      data: {
        opportunityId,
        volunteerId: profile.id,
        status,
        waitlistPosition,
        volunteerNotes: notes,
        confirmedAt: status === "confirmed" ? now : null,
        partySize: size,
        guests: party.guests,
      },
    });
    const event = {
      signup_id: signup.id,
      opportunity_id: opportunityId,
      volunteer_id: profile.id,
      status,
      party_size: size,
      signed_up_at: signup.signedUpAt.toISOString(),
      ...(waitlistPosition !== null ? { waitlist_position: waitlistPosition } : {}),
    };
    await emitEvent(tx, "signup.created", opp.orgId, event);
    if (status === "confirmed") await emitEvent(tx, "signup.confirmed", opp.orgId, { ...event, confirmed_at: now.toISOString() });
    const message =
      status === "confirmed"
        ? `${whoFor(size)} confirmed for ${opp.title}.`
        : status === "pending"
          ? `Your signup${size > 1 ? ` (party of ${size})` : ""} for ${opp.title} is waiting for the organizer's approval.`
          : `${opp.title} is full${size > 1 ? ` for a party of ${size}` : ""}: you were added to the waitlist at position ${waitlistPosition}.`;
    if (options.notifyCaller !== false) {
      await notify(tx, {
        userId: ctx.caller.id,
        type: status === "confirmed" ? "signup_confirmed" : status === "pending" ? "signup_pending" : "signup_waitlisted",
        title: status === "confirmed" ? "Signup confirmed" : status === "pending" ? "Signup received" : "Added to the waitlist",
        message,
        opportunityId,
        actionUrl: `/opportunities/${opportunityId}`,
      });
    }
    if (status !== "waitlist") await syncFullStatus(tx, opp);
    return { full: false as const, id: signup.id, status, message, waitlistPosition };
  });
  if (result.full) {
    throw new ApiError(
      "SIGNUP_FULL",
      size > 1 && result.free > 0 ? `Only ${result.free} seat${result.free === 1 ? " is" : "s are"} left, not enough for ${size}, and there is no waitlist` : "This opportunity is full and has no waitlist",
    );
  }
  if (result.status === "waitlist") {
    throw new ApiError("SIGNUP_FULL", result.message, { waitlist_position: result.waitlistPosition, signup_id: result.id });
  }
  return { id: result.id, status: result.status, party_size: size, message: result.message };
}

/** Cancels the caller's own active signup; a freed seat goes to the waitlist at once. */
export async function cancelMySignup(ctx: Ctx, opportunityId: string): Promise<{ id: string; status: "cancelled" }> {
  await getOpportunityOrThrow(ctx, opportunityId);
  return seatTransaction(ctx.db, async (tx) => {
    const opp = await lockOpportunity(tx, opportunityId);
    const mine = await tx.signup.findFirst({
      where: { opportunityId, volunteer: { userId: ctx.caller.id }, status: { in: ["pending", "confirmed", "waitlist", "checked_in", "completed"] } },
      orderBy: { signedUpAt: "desc" },
    });
    if (!mine) throw ApiError.notFound("Signup");
    if (mine.status === "checked_in" || mine.status === "completed") throw ApiError.invalidState(mine.status, "cancelled");
    await tx.signup.update({ where: { id: mine.id }, data: { status: "cancelled", cancelledAt: new Date() } });
    if (mine.status !== "waitlist") await promoteWaitlist(tx, opp);
    return { id: mine.id, status: "cancelled" as const };
  });
}

/**
 * The owner changes their party (PATCH /signups/{id}/party) while signups are open. A smaller
 * party frees seats for the waitlist at once; a larger seated party needs the extra seats free
 * (else SIGNUP_FULL and nothing changes); a waitlisted party just changes size and is seated if
 * it now fits.
 */
export async function changeParty(ctx: Ctx, id: string, party: Party): Promise<SignupDto> {
  return seatTransaction(ctx.db, async (tx) => {
    const found = await tx.signup.findUnique({ where: { id }, select: { opportunityId: true, volunteer: { select: { userId: true } } } });
    if (!found || found.volunteer.userId !== ctx.caller.id) throw ApiError.notFound("Signup");
    const opp = await lockOpportunity(tx, found.opportunityId);
    const s = await tx.signup.findUniqueOrThrow({ where: { id } });
    if (!["pending", "confirmed", "waitlist"].includes(s.status)) {
      throw ApiError.invalidState(s.status, s.status, `A ${s.status} signup's party can no longer change`);
    }
    if ((opp.status !== "published" && opp.status !== "full") || opp.startDatetime.getTime() <= Date.now()) {
      throw new ApiError("SIGNUP_CLOSED", "The party can change only until the opportunity starts");
    }
    const size = party.party_size;
    if (opp.maxVolunteers !== null && size > opp.maxVolunteers) {
      throw ApiError.validation({ party_size: `This opportunity has ${opp.maxVolunteers} seat${opp.maxVolunteers === 1 ? "" : "s"} in all` });
    }
    if (s.status !== "waitlist" && size > s.partySize && opp.maxVolunteers !== null) {
      const free = opp.maxVolunteers - (await seatsTaken(tx, opp.id));
      const extra = size - s.partySize;
      if (extra > free) {
        throw new ApiError("SIGNUP_FULL", `Only ${Math.max(free, 0)} more seat${free === 1 ? " is" : "s are"} free; your party stays at ${s.partySize}`, {
          seats_free: Math.max(free, 0),
        });
      }
    }
    await tx.signup.update({ where: { id }, data: { partySize: size, guests: party.guests } });
    await promoteWaitlist(tx, opp);
    return reload(tx, id);
  });
}

/**
 * The roster of an opportunity, every status, in signup order. The API pages it like every list
 * (DECISIONS.md: page, limit, total); the recruiter's page asks for all of it (no page given).
 */
export async function listRoster(ctx: Ctx, opportunityId: string): Promise<{ signups: SignupDto[]; total: number }>;
export async function listRoster(ctx: Ctx, opportunityId: string, page: Page): Promise<{ signups: SignupDto[]; total: number } & Page>;
export async function listRoster(ctx: Ctx, opportunityId: string, page?: Page): Promise<{ signups: SignupDto[]; total: number } & Partial<Page>> {
  const opp = await getManagedOpportunityOrThrow(ctx, opportunityId);
  const [rows, total, requirements] = await Promise.all([
    ctx.db.signup.findMany({
      where: { opportunityId },
      include: withVolunteer,
      orderBy: [{ signedUpAt: "asc" }, { id: "asc" }],
      ...(page ? { skip: offset(page), take: page.limit } : {}),
    }),
    ctx.db.signup.count({ where: { opportunityId } }),
    applicableRequirements(ctx.db, opp),
  ]);
  // Each volunteer's standing on the opportunity's requirements, judged now (ages on its start).
  const judged = await judgeVolunteers(ctx.db, [...new Set(rows.map((r) => r.volunteerId))], requirements, { at: new Date(), ageOn: opp.startDatetime });
  const signups = rows.map((r): SignupDto => ({
    ...toDto(r),
    requirements: (judged.get(r.volunteerId) ?? []).map((j) => ({ id: j.requirement.id, name: j.requirement.name, kind: j.requirement.kind, status: j.status })),
  }));
  return { signups, total, ...(page ? { page: page.page, limit: page.limit } : {}) };
}

/** Scoped look-up: the volunteer's own signup, or one of an opportunity the caller manages. */
async function getSignupOrThrow(ctx: Ctx, id: string, tx: DbTx, manageOnly: boolean): Promise<SignupRow & { orgId: string }> {
  const row = await tx.signup.findUnique({ where: { id }, include: { ...withVolunteer, opportunity: { select: { orgId: true } } } });
  if (!row) throw ApiError.notFound("Signup");
  const manages = canManageOrg(ctx.caller, row.opportunity.orgId);
  const own = row.volunteer.userId === ctx.caller.id;
  if (!manages && (manageOnly || !own)) throw ApiError.notFound("Signup");
  return { ...row, orgId: row.opportunity.orgId };
}

async function reload(tx: DbTx, id: string): Promise<SignupDto> {
  return toDto(await tx.signup.findUniqueOrThrow({ where: { id }, include: withVolunteer }));
}

/** Organizer decisions are made on pending signups only (docs/decisions.md). */
const DECIDABLE_FROM: Record<NonNullable<SignupUpdate["status"]>, SignupStatus[]> = {
  confirmed: ["pending"],
  declined: ["pending"],
};

/** Recruiter+ confirms or declines a pending signup and/or writes organizer notes. */
export async function updateSignup(ctx: Ctx, id: string, input: SignupUpdate): Promise<SignupDto> {
  return seatTransaction(ctx.db, async (tx) => {
    const found = await getSignupOrThrow(ctx, id, tx, true);
    const opp = await lockOpportunity(tx, found.opportunityId);
    const s = await tx.signup.findUniqueOrThrow({ where: { id } });
    // Sending the status the signup already has changes nothing (no event, no notification), so
    // a retried request or a notes update that repeats the status is not an error.
    const change = input.status !== undefined && input.status !== s.status ? input.status : undefined;
    if (change !== undefined && !DECIDABLE_FROM[change].includes(s.status)) throw ApiError.invalidState(s.status, change);
    const now = new Date();
    await tx.signup.update({
      where: { id },
      data: {
        ...(input.organizer_notes !== undefined && { organizerNotes: input.organizer_notes }),
        ...(change === "confirmed" && { status: "confirmed", confirmedAt: now }),
        ...(change === "declined" && { status: "declined" }),
      },
    });
    if (change === "confirmed") {
      await emitEvent(tx, "signup.confirmed", opp.orgId, {
        signup_id: id,
        opportunity_id: opp.id,
        volunteer_id: s.volunteerId,
        status: "confirmed",
        party_size: s.partySize,
        confirmed_at: now.toISOString(),
      });
      await notify(tx, {
        userId: found.volunteer.userId,
        type: "signup_confirmed",
        title: "Signup confirmed",
        message: `The organizer confirmed your spot for ${opp.title}.`,
        opportunityId: opp.id,
        actionUrl: `/opportunities/${opp.id}`,
      });
    }
    if (change === "declined") {
      await notify(tx, {
        userId: found.volunteer.userId,
        type: "signup_declined",
        title: "Signup declined",
        message: `Your signup for ${opp.title} was declined.`,
        opportunityId: opp.id,
        actionUrl: `/opportunities/${opp.id}`,
      });
      await promoteWaitlist(tx, opp);
    }
    return reload(tx, id);
  });
}

/**
 * Changes the signup only if it still has the status read before: of two simultaneous
 * check-ins or check-outs the second waits for the first's row lock, then finds the status
 * moved on and answers INVALID_STATE (instead of logging the shift twice).
 */
async function moveOrThrow(tx: DbTx, id: string, from: SignupStatus, data: Prisma.SignupUpdateManyMutationInput): Promise<void> {
  const { count } = await tx.signup.updateMany({ where: { id, status: from }, data });
  if (count === 0) {
    const now = await tx.signup.findUniqueOrThrow({ where: { id }, select: { status: true } });
    throw ApiError.invalidState(now.status, String(data.status));
  }
}

/**
 * Checks in the whole party. A requirement that expired (or a check that failed) since signup
 * blocks it with SIGNUP_CLOSED requirements_missing, unless recruiter+ of the organization sends
 * override_requirements, which is recorded on the signup.
 */
export async function checkIn(ctx: Ctx, id: string, at?: string, opts: { overrideRequirements?: boolean } = {}): Promise<SignupDto> {
  return ctx.db.$transaction(async (tx) => {
    const s = await getSignupOrThrow(ctx, id, tx, false);
    if (opts.overrideRequirements && !canManageOrg(ctx.caller, s.orgId)) {
      throw ApiError.forbidden("Only the organization's recruiters can override requirements");
    }
    if (s.status !== "confirmed") throw ApiError.invalidState(s.status, "checked_in");
    const when = at ? new Date(at) : new Date();
    const opp = await tx.opportunity.findUniqueOrThrow({ where: { id: s.opportunityId }, select: { id: true, orgId: true, startDatetime: true } });
    const blockers = await checkInBlockers(tx, s.volunteerId, opp, when);
    if (blockers.length > 0 && !opts.overrideRequirements) throw checkInBlocked(blockers);
    const override: RequirementsOverrideDto | null =
      blockers.length > 0 ? { by: ctx.caller.id, by_name: ctx.caller.name ?? ctx.caller.email, at: new Date().toISOString(), requirements: blockers } : null;
    await moveOrThrow(tx, id, "confirmed", { status: "checked_in", checkInAt: when, ...(override ? { requirementsOverride: override } : {}) });
    return reload(tx, id);
  });
}

/** Quarter hours, at least 0.25 and at most 24 (the hours rules' bounds). */
export function quarterHours(from: Date, to: Date): number {
  const q = Math.round(((to.getTime() - from.getTime()) / 3_600_000) * 4) / 4;
  return Math.min(24, Math.max(0.25, q));
}

/** Check-out completes the signup, logs its hours entry and awards badges, in one transaction. */
export async function checkOut(ctx: Ctx, id: string, at?: string): Promise<SignupDto> {
  return ctx.db.$transaction(async (tx) => {
    const s = await getSignupOrThrow(ctx, id, tx, false);
    if (s.status !== "checked_in" || !s.checkInAt) throw ApiError.invalidState(s.status, "completed");
    const out = at ? new Date(at) : new Date();
    if (out <= s.checkInAt) throw ApiError.validation({ check_out_at: "Must be after check_in_at" });
    const opp = await tx.opportunity.findUniqueOrThrow({ where: { id: s.opportunityId } });
    await moveOrThrow(tx, id, "checked_in", { status: "completed", checkOutAt: out });
    const auto = opp.autoApproveHours;
    const entry = await tx.hoursEntry.create({
      data: {
        volunteerId: s.volunteerId,
        orgId: opp.orgId,
        opportunityId: opp.id,
        signupId: id,
        hoursWorked: quarterHours(s.checkInAt, out),
        dateWorked: new Date(s.checkInAt.toISOString().slice(0, 10)),
        laborType: opp.laborType,
        // Hours go to the account holder only; the description keeps the party for the record.
        description: s.partySize > 1 ? `${opp.title} (party of ${s.partySize}: hours for the account holder only)` : opp.title,
        status: auto ? "auto_approved" : "pending",
        approvedAt: auto ? out : null,
      },
    });
    if (auto) {
      await emitEvent(tx, "hours.approved", opp.orgId, hoursApprovedPayload(entry, null));
    }
    await awardAutomaticAchievements(tx, s.volunteerId);
    return reload(tx, id);
  });
}
