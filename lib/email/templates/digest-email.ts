// The daily or weekly digest e-mail: sections of short lines with links, and the footer with the
// digest's one-click unsubscribe link and the preferences link.
import type { RenderedEmail } from "./notification-email";
import { translatorFor } from "@/lib/i18n/translator";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

export interface DigestSection {
  heading: string;
  items: { text: string; path: string | null }[];
}

export interface DigestEmailInput {
  recipientName: string | null;
  period: "daily" | "weekly";
  sections: DigestSection[];
  unsubscribeUrl: string;
  preferencesPath: string;
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The digest in the recipient's language (namespace "email"); the sections come translated. */
export function renderDigestEmail(d: DigestEmailInput, baseUrl: string, locale: Locale = DEFAULT_LOCALE): RenderedEmail {
  const t = translatorFor(locale, "email");
  const subject = d.period === "daily" ? t("digest.subjectDaily") : t("digest.subjectWeekly");
  const greeting = d.recipientName ? t("greeting", { name: d.recipientName }) : t("greetingAnonymous");
  const managePrefs = t("managePreferences");
  const unsubscribeLabel = t("digest.unsubscribe");
  const prefs = `${baseUrl}${d.preferencesPath}`;
  const text = [
    greeting,
    "",
    ...d.sections.flatMap((s) => [s.heading, ...s.items.map((i) => `- ${i.text}${i.path ? ` ${baseUrl}${i.path}` : ""}`), ""]),
    `${managePrefs}: ${prefs}`,
    `${unsubscribeLabel}: ${d.unsubscribeUrl}`,
  ].join("\n");
  const sections = d.sections
    .map(
      (s) =>
        `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(s.heading)}</h2><ul style="margin:0 0 16px;padding-left:20px">${s.items
          .map((i) => `<li style="margin:0 0 6px">${i.path ? `<a href="${escapeHtml(baseUrl + i.path)}" style="color:#1d4ed8">${escapeHtml(i.text)}</a>` : escapeHtml(i.text)}</li>`)
          .join("")}</ul>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${sections}
<p style="font-size:12px;color:#52525b;margin:0"><a href="${escapeHtml(prefs)}" style="color:#52525b">${escapeHtml(managePrefs)}</a> &middot; <a href="${escapeHtml(d.unsubscribeUrl)}" style="color:#52525b">${escapeHtml(unsubscribeLabel)}</a></p>
</div></body></html>`;
  return { subject, html, text };
}
