// A PDF export: title, organization, date range, a table with a totals row, page numbers.
import { createElement as h, type ComponentProps } from "react";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { Cell } from "./export-rows";

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
  title: string;
  organization: string;
  dateFrom: string;
  dateTo: string;
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

export async function renderPdfReport(r: PdfReport): Promise<Buffer> {
  const doc = h(
    Document,
    { title: `${r.title} ${r.dateFrom} to ${r.dateTo}`, author: r.organization },
    h(
      Page,
      { size: "A4", orientation: "landscape", style: styles.page },
      h(Text, { style: styles.title }, r.title),
      h(Text, { style: styles.meta }, `Organization: ${r.organization}`),
      h(Text, { style: styles.meta }, `Period: ${r.dateFrom} to ${r.dateTo}`),
      h(View, { style: styles.head, fixed: true }, ...r.columns.map((c, i) => h(Text, { style: styles.cell, key: i }, c))),
      ...r.rows.map((cells, i) => row(cells, styles.row, i)),
      row(r.totals, styles.totals),
      r.omitted > 0 ? h(Text, { style: styles.note }, `${r.omitted} more rows are in the CSV export; the totals include them.`) : null,
      h(Text, { style: styles.footer, fixed: true, render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `Page ${pageNumber} of ${totalPages}` }),
    ),
  );
  return renderToBuffer(doc);
}
