// GET /audit-log: a corps_admin reads their organization's entries, an admin every entry (or one
// organization's with org_id). Newest first. Nothing edits or deletes entries.
import { requireRole, resolveOrgFilter } from "@/lib/auth/scope";
import type { AuditLogEntry, Prisma } from "@/lib/generated/prisma/client";
import { offset } from "@/lib/schemas/common-schemas";
import type { Ctx } from "@/lib/auth/context";
import type { AuditAction, AuditTargetType } from "./audit-actions";
import type { AuditEntryDto, AuditLogExportQuery } from "./audit-log-schemas";

export function auditWhere(ctx: Ctx, q: AuditLogExportQuery): Prisma.AuditLogEntryWhereInput {
  requireRole(ctx.caller, "corps_admin");
  const orgId = resolveOrgFilter(ctx.caller, q.org_id);
  return {
    AND: [
      orgId ? { orgId } : {},
      q.action ? { action: q.action } : {},
      q.actor_id ? { actorId: q.actor_id } : {},
      q.target_type ? { targetType: q.target_type } : {},
      q.target_id ? { targetId: q.target_id } : {},
      q.date_from ? { at: { gte: new Date(`${q.date_from}T00:00:00.000Z`) } } : {},
      // Inclusive: everything before the next day's midnight.
      q.date_to ? { at: { lt: new Date(Date.parse(`${q.date_to}T00:00:00.000Z`) + 86_400_000) } } : {},
    ],
  };
}

export function toAuditEntryDto(e: AuditLogEntry): AuditEntryDto {
  return {
    id: e.id,
    at: e.at.toISOString(),
    actor_id: e.actorId,
    actor_email: e.actorEmail,
    action: e.action as AuditAction,
    target_type: e.targetType as AuditTargetType,
    target_id: e.targetId,
    org_id: e.orgId,
    changes: (e.changes ?? {}) as Record<string, unknown>,
  };
}

export async function listAuditLog(ctx: Ctx, q: AuditLogExportQuery & { page: number; limit: number }) {
  const where = auditWhere(ctx, q);
  const [rows, total] = await Promise.all([
    ctx.db.auditLogEntry.findMany({ where, orderBy: [{ at: "desc" }, { id: "desc" }], skip: offset(q), take: q.limit }),
    ctx.db.auditLogEntry.count({ where }),
  ]);
  return { entries: rows.map(toAuditEntryDto), total, page: q.page, limit: q.limit };
}
