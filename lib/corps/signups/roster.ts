// The organizer's side of signups: the roster of an opportunity with each volunteer's standing
// on its requirements, and decisions (confirm, decline, notes) on pending signups.
import type { Ctx } from "@/lib/auth/context";
import { ApiError } from "@/lib/errors/api-error";
import type { SignupStatus } from "@/lib/generated/prisma/client";
import { offset, type Page } from "@/lib/schemas/common-schemas";
import { reliabilityOf } from "../attendance/reliability";
import { emitEvent } from "../events";
import { notify } from "../notifications/notify";
import { getManagedOpportunityOrThrow } from "../opportunities/lookup";
import { applicableRequirements } from "../requirements/applicable-requirements";
import { judgeVolunteers } from "../requirements/judge-volunteers";
import { lockOpportunity, seatTransaction } from "../seats/seats";
import { settleSeats } from "../seats/settle";
import { settleDue } from "../seats/settle-due";
import type { SignupDto, SignupUpdate } from "./signup-schemas";
import { getSignupOrThrow, reloadSignup, toSignupDto, withVolunteer } from "./signup-lookup";
import { notifyT } from "../notifications/localized";

/**
 * The roster of an opportunity, every status, in signup order. The API pages it like every list
 * (DECISIONS.md: page, limit, total); the recruiter's page asks for all of it (no page given).
 */
export async function listRoster(ctx: Ctx, opportunityId: string): Promise<{ signups: SignupDto[]; total: number }>;
export async function listRoster(ctx: Ctx, opportunityId: string, page: Page): Promise<{ signups: SignupDto[]; total: number } & Page>;
export async function listRoster(ctx: Ctx, opportunityId: string, page?: Page): Promise<{ signups: SignupDto[]; total: number } & Partial<Page>> {
  await getManagedOpportunityOrThrow(ctx, opportunityId);
  await settleDue(ctx.db, [opportunityId]);
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
  const volunteerIds = [...new Set(rows.map((r) => r.volunteerId))];
  const [judged, scores] = await Promise.all([
    judgeVolunteers(ctx.db, volunteerIds, requirements, { at: new Date(), ageOn: opp.startDatetime }),
    reliabilityOf(ctx.db, volunteerIds),
  ]);
  const signups = rows.map((r): SignupDto => ({
    ...toSignupDto(r),
    reliability: scores.get(r.volunteerId)?.score,
    requirements: (judged.get(r.volunteerId) ?? []).map((j) => ({ id: j.requirement.id, name: j.requirement.name, kind: j.requirement.kind, status: j.status })),
  }));
  return { signups, total, ...(page ? { page: page.page, limit: page.limit } : {}) };
}

/** Organizer decisions are made on pending signups only (docs/decisions/003-opportunities-and-signups.md). */
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
        text: (locale) => ({ title: notifyT(locale)("signup.title.confirmed"), message: notifyT(locale)("signup.organizerConfirmed", { title: opp.title }) }),
        opportunityId: opp.id,
        actionUrl: `/opportunities/${opp.id}`,
      });
    }
    if (change === "declined") {
      await notify(tx, {
        userId: found.volunteer.userId,
        type: "signup_declined",
        text: (locale) => ({ title: notifyT(locale)("signup.title.declined"), message: notifyT(locale)("signup.organizerDeclined", { title: opp.title }) }),
        opportunityId: opp.id,
        actionUrl: `/opportunities/${opp.id}`,
      });
      await settleSeats(tx, opp);
    }
    return reloadSignup(tx, id);
  });
}
