// Check-in and check-out of a signup's whole party. Check-out completes the signup, logs its
// hours entry and awards automatic badges, in one transaction.
import { canManageOrg } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Prisma, SignupStatus } from "@/lib/generated/prisma/client";
import { awardAutomaticAchievements } from "../achievements/achievement-engine";
import { emitEvent } from "../events";
import { hoursApprovedPayload } from "../hours/hours";
import { checkInBlocked, checkInBlockers } from "../requirements/requirement-gate";
import type { RequirementsOverrideDto, SignupDto } from "./signup-schemas";
import { getSignupOrThrow, reloadSignup } from "./signup-lookup";

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
    return reloadSignup(tx, id);
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
    return reloadSignup(tx, id);
  });
}
