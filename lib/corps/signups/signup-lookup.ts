// A signup as the API answers it, and the scoped look-up every signup change starts from: the
// volunteer's own signup, or one of an opportunity the caller manages; anything else NOT_FOUND.
import { canManageOrg } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Guest, RequirementsOverrideDto, SignupDto } from "./signup-schemas";

export const withVolunteer = {
  volunteer: { select: { firstName: true, lastName: true, email: true, userId: true } },
} satisfies Prisma.SignupInclude;
export type SignupRow = Prisma.SignupGetPayload<{ include: typeof withVolunteer }>;

export function toSignupDto(s: SignupRow): SignupDto {
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
    offer_expires_at: s.offerExpiresAt?.toISOString() ?? null,
    lottery_tier: s.lotteryTier,
    lottery_ticket: s.lotteryTicket,
  };
}

/** Scoped look-up: the volunteer's own signup, or one of an opportunity the caller manages. */
export async function getSignupOrThrow(ctx: Ctx, id: string, tx: DbTx, manageOnly: boolean): Promise<SignupRow & { orgId: string }> {
  const row = await tx.signup.findUnique({ where: { id }, include: { ...withVolunteer, opportunity: { select: { orgId: true } } } });
  if (!row) throw ApiError.notFound("Signup");
  const manages = canManageOrg(ctx.caller, row.opportunity.orgId);
  const own = row.volunteer.userId === ctx.caller.id;
  if (!manages && (manageOnly || !own)) throw ApiError.notFound("Signup");
  return { ...row, orgId: row.opportunity.orgId };
}

export async function reloadSignup(tx: DbTx, id: string): Promise<SignupDto> {
  return toSignupDto(await tx.signup.findUniqueOrThrow({ where: { id }, include: withVolunteer }));
}
