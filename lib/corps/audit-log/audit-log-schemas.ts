// The audit log as the API reads it (issue 20): filters, entries, newest first.
import { z } from "zod";
import { isoDate, isoDateTime, pagination, uuid } from "@/lib/schemas/common-schemas";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "./audit-actions";

export const AuditAction = z.enum(AUDIT_ACTIONS).meta({ id: "AuditAction" });

const filters = {
  action: AuditAction.optional(),
  actor_id: uuid.optional(),
  target_type: z.enum(AUDIT_TARGET_TYPES).optional(),
  target_id: z.string().trim().max(200).optional(),
  org_id: uuid.optional().describe("Admins: one organization's entries"),
  date_from: isoDate.optional().describe("First day (UTC), inclusive"),
  date_to: isoDate.optional().describe("Last day (UTC), inclusive"),
};

function datesInOrder(v: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx) {
  if (v.date_from && v.date_to && v.date_from > v.date_to) ctx.addIssue({ code: "custom", path: ["date_to"], message: "Must not be before date_from" });
}

export const AuditLogQuery = z.object({ ...filters, ...pagination }).superRefine(datesInOrder);
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogExportQuery = z.object(filters).superRefine(datesInOrder);
export type AuditLogExportQuery = z.infer<typeof AuditLogExportQuery>;

export const AuditEntryDto = z
  .object({
    id: uuid,
    at: isoDateTime,
    actor_id: uuid.nullable().describe("Null for an anonymous attempt (a refused sign-in) or a scheduled job"),
    actor_email: z.string().nullable(),
    action: AuditAction,
    target_type: z.enum(AUDIT_TARGET_TYPES),
    target_id: z.string().nullable(),
    org_id: uuid.nullable(),
    changes: z.record(z.string(), z.unknown()).describe("What changed, e.g. {role: {from, to}}"),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryDto = z.infer<typeof AuditEntryDto>;

export const AuditLogList = z
  .object({ entries: z.array(AuditEntryDto), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "AuditLogList" });
