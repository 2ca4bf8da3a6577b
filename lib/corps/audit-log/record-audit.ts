// Appends one audit log entry, in the caller's transaction so the entry exists exactly when the
// change it records was committed.
import type { Caller } from "@/lib/auth/caller";
import type { DbTx } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditAction, AuditTargetType } from "./audit-actions";

export interface AuditEntryInput {
  /** Who did it: the caller, or null with `actorEmail` for an anonymous attempt (a refused sign-in). */
  actor: Pick<Caller, "id" | "email" | "system"> | null;
  actorEmail?: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  /** The organization whose log shows the entry; null: only admins see it. */
  orgId: string | null;
  changes?: Prisma.InputJsonObject;
}

export async function recordAudit(tx: DbTx, entry: AuditEntryInput): Promise<void> {
  // The scheduled-job actor has no user row; it is named by its e-mail only.
  const actorId = entry.actor && !entry.actor.system ? entry.actor.id : null;
  await tx.auditLogEntry.create({
    data: {
      actorId,
      actorEmail: entry.actor?.email ?? entry.actorEmail ?? null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      orgId: entry.orgId,
      changes: entry.changes ?? {},
    },
  });
}
