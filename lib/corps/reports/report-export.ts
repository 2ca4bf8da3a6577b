// GET /reports/export: a CSV (streamed) or PDF download of hours, volunteers or opportunities.
import type { Ctx } from "@/lib/auth/context";
import type { ExportQuery } from "./report-schemas";
import { csvStream } from "@/lib/csv/csv-stream";
import { exportDefinition, type Cell } from "./export-rows";
import { renderPdfReport } from "./pdf-report";
import { dateWindow, reportScope } from "./report-scope";
import { onReadReplica } from "@/lib/replicas/read-replica";

/** A PDF table beyond this many rows is unreadable and slow to lay out; the CSV holds everything. */
export const PDF_MAX_ROWS = 2000;

async function organizationLabel(ctx: Ctx, orgId: string | null): Promise<string> {
  if (!orgId) return ctx.caller.role === "volunteer" ? (ctx.caller.name ?? ctx.caller.email) : "All organizations";
  const org = await ctx.db.organization.findUnique({ where: { id: orgId }, select: { name: true } });
  return org?.name ?? "Unknown organization";
}

export async function exportReport(ctx: Ctx, q: ExportQuery): Promise<Response> {
  ctx = await onReadReplica(ctx);
  const w = dateWindow(q);
  const def = exportDefinition(ctx, q, w);
  const base = `${q.report_type}-report-${w.from}-to-${w.to}`;
  if (q.format === "csv") {
    return new Response(csvStream(def), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${base}.csv"`,
        "cache-control": "no-store",
      },
    });
  }
  const scope = reportScope(ctx, q.org_id);
  const [first, totals, organization] = await Promise.all([
    def.batch(undefined, PDF_MAX_ROWS + 1),
    def.totals(),
    organizationLabel(ctx, scope.volunteerId ? null : scope.orgId),
  ]);
  const rows: Cell[][] = first.rows.slice(0, PDF_MAX_ROWS);
  const pdf = await renderPdfReport({
    title: `${def.title} report`,
    organization,
    dateFrom: w.from,
    dateTo: w.to,
    columns: def.columns,
    rows,
    totals: totals.cells,
    omitted: Math.max(0, totals.count - rows.length),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${base}.pdf"`,
      "cache-control": "no-store",
    },
  });
}
