// A PDF export: title, organization, date range, a table with a totals row, page numbers, its
// headings in the requester's language (namespace "pdf"); the data stays as stored.
import { createElement as h, type ComponentProps } from "react";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { translatorFor } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";
import { CATALOGUES, type Messages } from "@/lib/i18n/messages";
import type { Cell } from "./export-rows";

type ColumnKey = keyof Messages["pdf"]["report"]["column"];
const COLUMNS = new Set(Object.keys(CATALOGUES.en.pdf.report.column));
const isColumn = (c: string): c is ColumnKey => COLUMNS.has(c);

const styles = StyleSheet.create({
  page: { padding: 32, paddingBottom: 48, fontSize: 8, fontFamily: "Helvetica" },
  title: { fontSize: 16, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  meta: { fontSize: 10, marginBottom: 2, color: "#374151" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#d1d5db", paddingVertical: 2 },
  head: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#111827", paddingVertical: 3, fontFamily: "Helvetica-Bold", marginTop: 10 },
  totals: { flexDirection: "row", borderTopWidth: 1, borderTopColor: "#111827", paddingVertical: 3, fontFamily: "Helvetica-Bold" },
  cell: { flex: 1, paddingRight: 4 },
  note: { marginTop: 6, color: "#6b7280" },
  footer: { position: "absolute", bottom: 20, left: 32, right: 32, textAlign: "center", color: "#6b7280" },
});

export interface PdfReport {
  /** Already in the reader's language. */
  title: string;
  organization: string;
  dateFrom: string;
  dateTo: string;
  /** The CSV's column names; the PDF shows each under its heading in the reader's language. */
  columns: string[];
  rows: Cell[][];
  totals: Cell[];
  /** Rows left out of the table (they are in the CSV); totals still cover them. */
  omitted: number;
}

const text = (c: Cell) => (c === null ? "" : String(c));

function row(cells: Cell[], style: ComponentProps<typeof View>["style"], key?: number) {
  return h(View, { style, key, wrap: false }, ...cells.map((c, i) => h(Text, { style: styles.cell, key: i }, text(c))));
}

export async function renderPdfReport(r: PdfReport, locale: Locale): Promise<Buffer> {
  const t = translatorFor(locale, "pdf");
  const heading = (c: string) => (isColumn(c) ? t(`report.column.${c}`) : c);
  const doc = h(
    Document,
    { title: t("report.document", { title: r.title, from: r.dateFrom, to: r.dateTo }), author: r.organization },
    h(
      Page,
      { size: "A4", orientation: "landscape", style: styles.page },
      h(Text, { style: styles.title }, r.title),
      h(Text, { style: styles.meta }, t("report.organization", { name: r.organization })),
      h(Text, { style: styles.meta }, t("report.period", { from: r.dateFrom, to: r.dateTo })),
      h(View, { style: styles.head, fixed: true }, ...r.columns.map((c, i) => h(Text, { style: styles.cell, key: i }, heading(c)))),
      ...r.rows.map((cells, i) => row(cells, styles.row, i)),
      row(r.totals, styles.totals),
      r.omitted > 0 ? h(Text, { style: styles.note }, t("report.omitted", { count: String(r.omitted) })) : null,
      h(Text, { style: styles.footer, fixed: true, render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => t("report.page", { page: String(pageNumber), pages: String(totalPages) }) }),
    ),
  );
  return renderToBuffer(doc);
}
