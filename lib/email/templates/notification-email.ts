// HTML and plain-text e-mail for every notification type: a per-type subject line and call to
// action around the notification's own title and message, linking to its action_url, in the
// recipient's language (catalogue namespace "email").
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { translatorFor } from "@/lib/i18n/translator";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

/** Where each type's call to action leads when the notification has no action_url. */
const DEFAULT_PATH: Record<NotificationType, string> = {
  event_reminder: "/volunteer",
  volunteer_needed: "/volunteer",
  signup_confirmed: "/volunteer",
  signup_pending: "/volunteer",
  signup_waitlisted: "/volunteer",
  waitlist_promoted: "/volunteer",
  signup_declined: "/volunteer",
  opportunity_cancelled: "/volunteer",
  opportunity_updated: "/volunteer",
  hours_approved: "/volunteer",
  hours_rejected: "/volunteer",
  achievement_awarded: "/volunteer/badges",
  announcement: "/volunteer",
  handoff_offered: "/volunteer/shifts",
  handoff_accepted: "/volunteer/shifts",
  auto_checked_out: "/volunteer/hours",
  waitlist_offer: "/volunteer/shifts",
  offer_expired: "/volunteer",
  lottery_result: "/volunteer/shifts",
};

// One translator per language for every e-mail rendered (it keeps its parsed messages): a draw
// e-mails everyone seated in one go.
const translators = new Map<Locale, ReturnType<typeof translatorFor<"email">>>();
function emailT(locale: Locale) {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = translatorFor(locale, "email")));
  return t;
}

export interface NotificationEmailInput {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  recipientName?: string | null;
  /** One-click unsubscribe link of the e-mail's category; null for transactional mail. */
  unsubscribeUrl?: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The subject line of a notification's e-mail. */
export function notificationSubject(type: NotificationType, title: string, locale: Locale = DEFAULT_LOCALE): string {
  return emailT(locale)(`notification.subject.${type}`, { title });
}

export function renderNotificationEmail(n: NotificationEmailInput, baseUrl: string, locale: Locale = DEFAULT_LOCALE): RenderedEmail {
  const t = emailT(locale);
  const greeting = n.recipientName ? t("greeting", { name: n.recipientName }) : t("greetingAnonymous");
  const unsubscribeLabel = t("notification.unsubscribe");
  const cta = t(`notification.cta.${n.type}`);
  const link = `${baseUrl}${n.actionUrl ?? DEFAULT_PATH[n.type]}`;
  const prefs = `${baseUrl}/volunteer/notifications`;
  const subject = notificationSubject(n.type, n.title, locale);
  const managePrefs = t("managePreferences");
  const messageHtml = n.message
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const unsubscribeHtml = n.unsubscribeUrl ? ` &middot; <a href="${escapeHtml(n.unsubscribeUrl)}" style="color:#52525b">${escapeHtml(unsubscribeLabel)}</a>` : "";
  const unsubscribeText = n.unsubscribeUrl ? `\n${unsubscribeLabel}: ${n.unsubscribeUrl}` : "";
  const text = [greeting, "", n.title, "", n.message, "", `${cta}: ${link}`, "", `${managePrefs}: ${prefs}${unsubscribeText}`].join("\n");
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(n.title)}</h1>
${messageHtml}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(cta)}</a></p>
<p style="font-size:12px;color:#52525b;margin:0"><a href="${escapeHtml(prefs)}" style="color:#52525b">${escapeHtml(managePrefs)}</a>${unsubscribeHtml}</p>
</div></body></html>`;
  return { subject, html, text };
}
