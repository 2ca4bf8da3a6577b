// What opening /invite/{token} does: shows what the invitation grants and, for a signed-in user
// with the invited address, claims it (issue 20: "opening its link while signed in").
import type { Caller } from "@/lib/auth/caller";
import type { Role } from "@/lib/auth/roles";
import type { Db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { effectiveTimezone } from "../organizations/timezone";
import { acceptInvitation } from "./claim-invitation";
import { effectiveStatus } from "./invitation-dto";
import type { InvitationStatus } from "./invitation-schemas";
import { hashInvitationToken, looksLikeInvitationToken } from "./invitation-token";

export interface InvitationView {
  email: string;
  role: Role;
  organization: string;
  /** The organization's zone, for the expiry time. */
  timezone: string;
  status: InvitationStatus;
  expiresAt: Date;
  inviter: string | null;
}

export type OpenedInvitation =
  | { outcome: "not_found" }
  | {
      outcome: "sign_in" | "joined" | "wrong_user" | "accepted" | "revoked" | "expired" | "refused";
      invitation: InvitationView;
      /** Why a claim by the signed-in user was refused (outcome "refused"). */
      message?: string;
    };

export async function openInvitation(db: Db, token: string, caller: Caller | null): Promise<OpenedInvitation> {
  if (!looksLikeInvitationToken(token)) return { outcome: "not_found" };
  const inv = await db.invitation.findUnique({ where: { tokenHash: hashInvitationToken(token) }, include: { organization: { select: { name: true, timezone: true } } } });
  if (!inv) return { outcome: "not_found" };
  const inviter = inv.invitedBy ? await db.user.findUnique({ where: { id: inv.invitedBy }, select: { name: true, email: true } }) : null;
  const invitation: InvitationView = {
    email: inv.email,
    role: inv.role,
    organization: inv.organization.name,
    timezone: effectiveTimezone(inv.organization.timezone),
    status: effectiveStatus(inv),
    expiresAt: inv.expiresAt,
    inviter: inviter ? (inviter.name ?? inviter.email) : null,
  };
  // The caller's own sign-in may just have claimed it (a verified sign-in claims the newest invitation).
  if (invitation.status === "accepted" && caller && inv.acceptedBy === caller.id) return { outcome: "joined", invitation };
  if (invitation.status !== "pending") return { outcome: invitation.status, invitation };
  if (!caller) return { outcome: "sign_in", invitation };
  if (caller.email.toLowerCase() !== inv.email) return { outcome: "wrong_user", invitation };
  try {
    const claimed = await acceptInvitation(db, inv.id, { id: caller.id, email: caller.email });
    return { outcome: "joined", invitation: { ...invitation, status: "accepted", role: claimed.role } };
  } catch (err) {
    if (err instanceof ApiError) return { outcome: "refused", invitation, message: err.message };
    throw err;
  }
}
