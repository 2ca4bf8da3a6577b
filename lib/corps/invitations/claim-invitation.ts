// Claiming an invitation binds the user to its organization and role (issue 20). It happens at a
// sign-in whose e-mail is verified (the provider asserted it, or the demo sign-in), or when a
// signed-in user opens the link with the invited address. An unverified, revoked, expired or
// used invitation claims nothing.
import type { Db } from "@/lib/db/client";
import type { Role } from "@/lib/auth/roles";
import { ApiError } from "@/lib/errors/api-error";
import { logger } from "@/lib/logger";
import { recordAudit } from "../audit-log/record-audit";
import { assertNotLastCorpsAdmin, lockActiveCorpsAdmins, lockUser } from "../members/corps-admin-guard";
import { effectiveStatus } from "./invitation-dto";

export interface ClaimingUser {
  id: string;
  email: string;
}

export interface ClaimResult {
  invitationId: string;
  orgId: string;
  organization: string;
  role: Role;
}

/** Accepts one invitation for the user, in one transaction; throws INVALID_STATE when it is not pending. */
export async function acceptInvitation(db: Db, invitationId: string, user: ClaimingUser): Promise<ClaimResult> {
  return db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM invitations WHERE id = ${invitationId}::uuid FOR UPDATE`;
    if (!locked) throw ApiError.notFound("Invitation");
    const inv = await tx.invitation.findUniqueOrThrow({ where: { id: invitationId }, include: { organization: { select: { name: true } } } });
    const status = effectiveStatus(inv);
    if (status !== "pending") throw ApiError.invalidState(status, "accepted", `This invitation is ${status}`);
    if (inv.email !== user.email.toLowerCase()) throw ApiError.forbidden("This invitation was sent to another e-mail address");

    const before = await tx.user.findUnique({ where: { id: user.id }, select: { orgId: true } });
    if (!before) throw ApiError.notFound("User");
    // Lock order of corps-admin-guard.ts: the organization's corps_admins, then the user.
    const corpsAdmins = before.orgId ? await lockActiveCorpsAdmins(tx, before.orgId) : [];
    const current = await lockUser(tx, user.id);
    if (!current || current.org_id !== before.orgId) throw new ApiError("CONFLICT", "Your account changed meanwhile; try again");
    if (!current.is_active) throw ApiError.forbidden("This account is deactivated");
    // An admin keeps system-wide access; the invitation gives them their home organization.
    const role: Role = current.role === "admin" ? "admin" : inv.role;
    if (current.role === "corps_admin" && !(current.org_id === inv.orgId && role === "corps_admin")) {
      assertNotLastCorpsAdmin(corpsAdmins, current.id, role);
    }
    await tx.user.update({ where: { id: user.id }, data: { orgId: inv.orgId, role } });
    if (current.org_id !== inv.orgId) {
      // The volunteer profile (with its hours and signups) moves with its owner.
      await tx.volunteerProfile.updateMany({ where: { userId: user.id }, data: { orgId: inv.orgId } });
    }
    await tx.invitation.update({ where: { id: inv.id }, data: { status: "accepted", acceptedBy: user.id, acceptedAt: new Date() } });
    await recordAudit(tx, {
      actor: { id: user.id, email: user.email },
      action: "invitation.accepted",
      targetType: "invitation",
      targetId: inv.id,
      orgId: inv.orgId,
      changes: {
        email: inv.email,
        user_id: user.id,
        role: { from: current.role, to: role },
        org_id: { from: current.org_id, to: inv.orgId },
      },
    });
    return { invitationId: inv.id, orgId: inv.orgId, organization: inv.organization.name, role };
  });
}

/**
 * At a sign-in with a verified e-mail: claims the newest pending invitation for the address.
 * Invitations older than the user's last accepted one are left to their links, so a second
 * sign-in never flips the user back to an older invitation's organization. Never throws: a
 * sign-in goes on without the claim (it is logged).
 */
export async function claimPendingInvitation(db: Db, user: ClaimingUser): Promise<ClaimResult | null> {
  const email = user.email.toLowerCase();
  const lastAccepted = await db.invitation.findFirst({
    where: { acceptedBy: user.id, status: "accepted" },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  const candidate = await db.invitation.findFirst({
    where: {
      email,
      status: "pending",
      expiresAt: { gt: new Date() },
      ...(lastAccepted ? { createdAt: { gt: lastAccepted.createdAt } } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: { id: true },
  });
  if (!candidate) return null;
  try {
    return await acceptInvitation(db, candidate.id, user);
  } catch (err) {
    logger.warn("invitation not claimed at sign-in", { invitationId: candidate.id, userId: user.id, reason: err instanceof Error ? err.message : String(err) });
    return null;
  }
}
