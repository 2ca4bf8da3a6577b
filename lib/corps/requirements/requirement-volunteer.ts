// Scoped look-up of the volunteer whose requirements are read or recorded, and which
// organizations' requirements the caller may see for them.
import { canManageOrg } from "@/lib/auth/scope";
import { hasRole } from "@/lib/auth/roles";
import type { DbTx } from "@/lib/db/client";
import type { VolunteerProfile } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";

export interface RequirementsVolunteer {
  profile: VolunteerProfile;
  /** The one organization whose requirements the caller sees, or null for all (owner, admin). */
  orgScope: string | null;
}

/**
 * The owner and admins see every requirement that concerns the volunteer. Staff see their own
 * organization's requirements for volunteers of their organization and for volunteers of other
 * organizations who signed up for one of theirs (those must pass their checks too). Anyone
 * else gets NOT_FOUND.
 */
export async function getRequirementsVolunteerOrThrow(ctx: Ctx, volunteerId: string, tx: DbTx = ctx.db): Promise<RequirementsVolunteer> {
  const { caller } = ctx;
  const profile = await tx.volunteerProfile.findUnique({ where: { id: volunteerId } });
  if (!profile) throw ApiError.notFound("Volunteer");
  if (profile.userId === caller.id || caller.role === "admin") return { profile, orgScope: null };
  if (!hasRole(caller.role, "recruiter") || !caller.orgId) throw ApiError.notFound("Volunteer");
  if (canManageOrg(caller, profile.orgId)) return { profile, orgScope: caller.orgId };
  const signedUp = await tx.signup.findFirst({ where: { volunteerId, opportunity: { orgId: caller.orgId } }, select: { id: true } });
  if (!signedUp) throw ApiError.notFound("Volunteer");
  return { profile, orgScope: caller.orgId };
}
