// The narrow interface through which sign-in calls the domain: a sign-in may claim the invitation
// waiting for the person's e-mail, and may record a refused sign-in in the audit log. Nothing
// else. The domain never imports sign-in, and no other file of lib/sign-in imports lib/corps
// (eslint.config.mjs holds both lines).
import { recordAudit } from "@/lib/corps/audit-log/record-audit";
import { claimPendingInvitation } from "@/lib/corps/invitations/claim-invitation";
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

export interface SignedInUser {
  id: string;
  email: string;
}

export interface SignInRefusal {
  /** The e-mail the identity provider sent, if any: the actor of an anonymous attempt. */
  email: string | null;
  /** The user the identity matched, if any: the target, and whose organization's log shows it. */
  user: { id: string; orgId: string | null } | null;
  changes: Prisma.InputJsonObject;
}

export interface SignInDomain {
  /** A verified sign-in claims the pending invitation for the user's e-mail, if there is one. */
  claimInvitation(db: Db, user: SignedInUser): Promise<void>;
  auditRefusal(db: Db, refusal: SignInRefusal): Promise<void>;
}

export const signInDomain: SignInDomain = {
  async claimInvitation(db, user) {
    await claimPendingInvitation(db, user);
  },
  async auditRefusal(db, refusal) {
    await recordAudit(db, {
      actor: null,
      actorEmail: refusal.email,
      action: "sso.link_refused",
      targetType: "user",
      targetId: refusal.user?.id ?? null,
      orgId: refusal.user?.orgId ?? null,
      changes: refusal.changes,
    });
  },
};
