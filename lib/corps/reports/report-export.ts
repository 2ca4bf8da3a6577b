// GET /reports/export: a CSV (streamed) or PDF download of hours, volunteers or opportunities.
import type { Ctx } from "@/lib/auth/context";
import type { ExportQuery } from "./report-schemas";
import { csvStream } from "@/lib/csv/csv-stream";
import { exportDefinition, type Cell } from "./export-rows";
import { renderPdfReport } from "./pdf-report";
import { dateWindow, reportScope } from "./report-scope";
import { onReadReplica } from "@/lib/replicas/read-replica";
import { translatorFor } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";

type PdfT = ReturnType<typeof translatorFor<"pdf">>;

/** A PDF table beyond this many rows is unreadable and slow to lay out; the CSV holds everything. */
export const PDF_MAX_ROWS = 2000;

async function organizationLabel(ctx: Ctx, orgId: string | null, t: PdfT): Promise<string> {
  if (!orgId) return ctx.caller.role === "volunteer" ? (ctx.caller.name ?? ctx.caller.email) : t("report.allOrganizations");
  const org = await ctx.db.organization.findUnique({ where: { id: orgId }, select: { name: true } });
  return org?.name ?? t("report.unknownOrganization");
}

/** `locale`: the request's language, for the PDF's headings (the CSV stays machine-readable). */
export async function exportReport(ctx: Ctx, q: ExportQuery, locale: Locale): Promise<Response> {
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
  const t = translatorFor(locale, "pdf");
  const [first, totals, organization] = await Promise.all([
    def.batch(undefined, PDF_MAX_ROWS + 1),
    def.totals(),
    organizationLabel(ctx, scope.volunteerId ? null : scope.orgId, t),
  ]);
  const rows: Cell[][] = first.rows.slice(0, PDF_MAX_ROWS);
  const pdf = await renderPdfReport(
    {
      title: t(`report.title.${q.report_type}`),
      organization,
      dateFrom: w.from,
      dateTo: w.to,
      columns: def.columns,
      rows,
      // The totals row's label in the reader's language; its numbers as computed.
      totals: [t(`report.total.${q.report_type}`, { count: String(totals.count) }), ...totals.cells.slice(1)],
      omitted: Math.max(0, totals.count - rows.length),
    },
    locale,
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${base}.pdf"`,
      "cache-control": "no-store",
    },
  });
}
