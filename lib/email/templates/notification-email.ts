// HTML and plain-text e-mail for every notification type: a per-type subject line and call to
// action around the notification's own title and message, linking to its action_url.
import type { NotificationType } from "@/lib/generated/prisma/enums";

interface TypeTemplate {
  subject: (title: string) => string;
  cta: string;
  defaultPath: string;
}

const TEMPLATES: Record<NotificationType, TypeTemplate> = {
  event_reminder: { subject: (t) => `Reminder: ${t}`, cta: "View event details", defaultPath: "/volunteer" },
  volunteer_needed: { subject: (t) => `Volunteers needed: ${t}`, cta: "See the opportunity", defaultPath: "/volunteer" },
  signup_confirmed: { subject: (t) => `You're confirmed: ${t}`, cta: "View your signup", defaultPath: "/volunteer" },
  signup_pending: { subject: (t) => `Signup received: ${t}`, cta: "View your signup", defaultPath: "/volunteer" },
  signup_waitlisted: { subject: (t) => `You're on the waitlist: ${t}`, cta: "View your signup", defaultPath: "/volunteer" },
  waitlist_promoted: { subject: (t) => `A spot opened up: ${t}`, cta: "View your signup", defaultPath: "/volunteer" },
  signup_declined: { subject: (t) => `Signup update: ${t}`, cta: "Find other opportunities", defaultPath: "/volunteer" },
  opportunity_cancelled: { subject: (t) => `Cancelled: ${t}`, cta: "Find other opportunities", defaultPath: "/volunteer" },
  opportunity_updated: { subject: (t) => `Updated: ${t}`, cta: "See what changed", defaultPath: "/volunteer" },
  hours_approved: { subject: (t) => `Hours approved: ${t}`, cta: "View your hours", defaultPath: "/volunteer" },
  hours_rejected: { subject: (t) => `Hours not approved: ${t}`, cta: "View your hours", defaultPath: "/volunteer" },
  achievement_awarded: { subject: (t) => t, cta: "See your badges", defaultPath: "/volunteer/badges" },
  announcement: { subject: (t) => t, cta: "Open Corps", defaultPath: "/volunteer" },
  handoff_offered: { subject: (t) => `A seat for you: ${t}`, cta: "Take the seat", defaultPath: "/volunteer/shifts" },
  handoff_accepted: { subject: (t) => `Handoff accepted: ${t}`, cta: "View your shifts", defaultPath: "/volunteer/shifts" },
  auto_checked_out: { subject: (t) => `Please check your hours: ${t}`, cta: "Correct your hours", defaultPath: "/volunteer/hours" },
  waitlist_offer: { subject: (t) => t, cta: "Accept or decline the offer", defaultPath: "/volunteer/shifts" },
  offer_expired: { subject: (t) => t, cta: "Find other opportunities", defaultPath: "/volunteer" },
  lottery_result: { subject: (t) => t, cta: "See your signup", defaultPath: "/volunteer/shifts" },
};

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

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export function renderNotificationEmail(n: NotificationEmailInput, baseUrl: string): RenderedEmail {
  const t = TEMPLATES[n.type];
  const link = `${baseUrl}${n.actionUrl ?? t.defaultPath}`;
  const prefs = `${baseUrl}/volunteer/notifications`;
  const greeting = n.recipientName ? `Hi ${n.recipientName},` : "Hi,";
  const subject = t.subject(n.title);
  const unsubscribe = n.unsubscribeUrl ? [`Unsubscribe from these e-mails: ${n.unsubscribeUrl}`] : [];
  const text = [greeting, "", n.title, "", n.message, "", `${t.cta}: ${link}`, "", `Manage e-mail preferences: ${prefs}`, ...unsubscribe].join("\n");
  const unsubscribeHtml = n.unsubscribeUrl ? ` &middot; <a href="${escapeHtml(n.unsubscribeUrl)}" style="color:#52525b">Unsubscribe from these e-mails</a>` : "";
  const paragraphs = n.message
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(n.title)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.cta)}</a></p>
<p style="font-size:12px;color:#52525b;margin:0"><a href="${escapeHtml(prefs)}" style="color:#52525b">Manage e-mail preferences</a>${unsubscribeHtml}</p>
</div></body></html>`;
  return { subject, html, text };
}
