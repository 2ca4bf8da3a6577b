// GET /audit-log/export: the filtered log as CSV, newest first, streamed in keyset batches with
// the report exports' writer (RFC 4180, formula cells neutralised).
import { csvStream, type Cell } from "@/lib/csv/csv-stream";
import type { Ctx } from "@/lib/auth/context";
import type { AuditLogExportQuery } from "./audit-log-schemas";
import { auditWhere } from "./list-audit-log";

const COLUMNS = ["at", "action", "actor_email", "actor_id", "target_type", "target_id", "org_id", "changes"];

export function exportAuditLog(ctx: Ctx, q: AuditLogExportQuery): Response {
  const where = auditWhere(ctx, q);
  const stream = csvStream({
    columns: COLUMNS,
    // The cursor is the last row's "at|id": (at, id) descending is a total order.
    async batch(cursor, size) {
      const [at, id] = cursor ? cursor.split("|") : [];
      const after = cursor ? { OR: [{ at: { lt: new Date(at) } }, { at: new Date(at), id: { lt: id } }] } : {};
      const rows = await ctx.db.auditLogEntry.findMany({ where: { AND: [where, after] }, orderBy: [{ at: "desc" }, { id: "desc" }], take: size });
      const cells: Cell[][] = rows.map((e) => [e.at.toISOString(), e.action, e.actorEmail, e.actorId, e.targetType, e.targetId, e.orgId, JSON.stringify(e.changes ?? {})]);
      const last = rows.at(-1);
      return { rows: cells, next: rows.length === size && last ? `${last.at.toISOString()}|${last.id}` : undefined };
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="audit-log-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
}
