// The signed waiver as a PDF: the text exactly as signed, then who signed it, when, from where.
import { createElement as h } from "react";
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";

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

export async function renderSignedWaiverPdf(w: SignedWaiver): Promise<Buffer> {
  const paragraphs = w.body.split(/\n/);
  const doc = h(
    Document,
    { title: `${w.title} (version ${w.version}) signed by ${w.signedName}`, author: w.organization },
    h(
      Page,
      { size: "A4", style: styles.page },
      h(Text, { style: styles.title }, w.title),
      h(Text, { style: styles.meta }, `${w.organization} · version ${w.version}`),
      h(View, { style: styles.body }, ...paragraphs.map((p, i) => h(Text, { style: styles.paragraph, key: i }, p || " "))),
      h(
        View,
        { style: styles.block, wrap: false },
        h(Text, { style: styles.heading }, "Signature"),
        h(Text, null, `Signed by: ${w.signedName}`),
        h(Text, null, `Volunteer: ${w.volunteerName} <${w.volunteerEmail}>`),
        h(Text, null, `Signed at: ${w.signedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`),
        h(Text, null, `IP address: ${w.ipAddress ?? "not recorded"}`),
        h(Text, null, `Browser: ${w.userAgent ?? "not recorded"}`),
        h(Text, null, "The signer typed their name and ticked \"I agree\" to the text above."),
      ),
      h(Text, { style: styles.footer, fixed: true, render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) => `Signature ${w.recordId} · page ${pageNumber} of ${totalPages}` }),
    ),
  );
  return renderToBuffer(doc);
}
