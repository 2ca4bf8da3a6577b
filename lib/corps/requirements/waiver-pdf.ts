// The signed waiver as a PDF: the text exactly as signed, then who signed it, when, from where.
// The frame is in the reader's language (namespace "pdf"); the waiver's own text stays as signed.
import { createElement as h } from "react";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { translatorFor } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";

const styles = StyleSheet.create({
  page: { padding: 48, paddingBottom: 64, fontSize: 10, fontFamily: "Helvetica", lineHeight: 1.4 },
  title: { fontSize: 18, marginBottom: 4, fontFamily: "Helvetica-Bold" },
  meta: { fontSize: 10, marginBottom: 2, color: "#374151" },
  body: { marginTop: 16, marginBottom: 16 },
  paragraph: { marginBottom: 6 },
  block: { borderTopWidth: 1, borderTopColor: "#111827", paddingTop: 10, marginTop: 8 },
  heading: { fontFamily: "Helvetica-Bold", marginBottom: 4 },
  footer: { position: "absolute", bottom: 24, left: 48, right: 48, textAlign: "center", color: "#6b7280", fontSize: 8 },
});

export interface SignedWaiver {
  title: string;
  organization: string;
  version: number;
  body: string;
  signedName: string;
  signedAt: Date;
  volunteerName: string;
  volunteerEmail: string;
  ipAddress: string | null;
  userAgent: string | null;
  recordId: string;
}

export async function renderSignedWaiverPdf(w: SignedWaiver, locale: Locale): Promise<Buffer> {
  const t = translatorFor(locale, "pdf");
  const paragraphs = w.body.split(/\n/);
  const version = String(w.version);
  const doc = h(
    Document,
    { title: t("waiver.document", { title: w.title, version, name: w.signedName }), author: w.organization },
    h(
      Page,
      { size: "A4", style: styles.page },
      h(Text, { style: styles.title }, w.title),
      h(Text, { style: styles.meta }, t("waiver.meta", { organization: w.organization, version })),
      h(View, { style: styles.body }, ...paragraphs.map((p, i) => h(Text, { style: styles.paragraph, key: i }, p || " "))),
      h(
        View,
        { style: styles.block, wrap: false },
        h(Text, { style: styles.heading }, t("waiver.signature")),
        h(Text, null, t("waiver.signedBy", { name: w.signedName })),
        h(Text, null, t("waiver.volunteer", { name: w.volunteerName, email: w.volunteerEmail })),
        h(Text, null, t("waiver.signedAt", { at: w.signedAt.toISOString().replace("T", " ").slice(0, 19) })),
        h(Text, null, t("waiver.ip", { ip: w.ipAddress ?? t("waiver.notRecorded") })),
        h(Text, null, t("waiver.browser", { browser: w.userAgent ?? t("waiver.notRecorded") })),
        h(Text, null, t("waiver.agreed")),
      ),
      h(Text, {
        style: styles.footer,
        fixed: true,
        render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => t("waiver.footer", { id: w.recordId, page: String(pageNumber), pages: String(totalPages) }),
      }),
    ),
  );
  return renderToBuffer(doc);
}
