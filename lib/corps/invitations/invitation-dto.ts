import type { Invitation, Prisma } from "@/lib/generated/prisma/client";
import type { InvitationDto, InvitationStatus } from "./invitation-schemas";

/** A pending invitation past its expiry reads as expired (the state is not stored). */
export function effectiveStatus(inv: Pick<Invitation, "status" | "expiresAt">, now = new Date()): InvitationStatus {
  return inv.status === "pending" && inv.expiresAt <= now ? "expired" : inv.status;
}

/** The WHERE clause of one effective status. */
export function statusWhere(status: InvitationStatus, now = new Date()): Prisma.InvitationWhereInput {
  if (status === "pending") return { status: "pending", expiresAt: { gt: now } };
  if (status === "expired") return { status: "pending", expiresAt: { lte: now } };
  return { status };
}

export function toInvitationDto(inv: Invitation): InvitationDto {
  return {
    id: inv.id,
    email: inv.email,
    role: inv.role,
    org_id: inv.orgId,
    status: effectiveStatus(inv),
    expires_at: inv.expiresAt.toISOString(),
    invited_by: inv.invitedBy,
    created_at: inv.createdAt.toISOString(),
    accepted_at: inv.acceptedAt?.toISOString() ?? null,
    accepted_by: inv.acceptedBy,
    revoked_at: inv.revokedAt?.toISOString() ?? null,
  };
}
