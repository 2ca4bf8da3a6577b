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

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * The parts of an e-mail that differ between recipients of one notification, already in their
 * HTML and text forms. Kept apart from the frame so a batch (a lottery draw tells thousands at
 * once) renders the frame once and only these per recipient (notify's outbox writer).
 */
export interface RecipientParts {
  greetingHtml: string;
  greetingText: string;
  messageHtml: string;
  messageText: string;
  /** The unsubscribe link's line, "" for transactional mail. */
  unsubscribeHtml: string;
  unsubscribeText: string;
}

export type RecipientFields = Pick<NotificationEmailInput, "message" | "recipientName" | "unsubscribeUrl">;
/** Everything but the per-recipient fields: one frame serves every recipient with the same of these. */
export type SharedFields = Omit<NotificationEmailInput, keyof RecipientFields>;

export function recipientParts(n: RecipientFields): RecipientParts {
  const greeting = n.recipientName ? `Hi ${n.recipientName},` : "Hi,";
  return {
    greetingHtml: escapeHtml(greeting),
    greetingText: greeting,
    messageHtml: n.message
      .split(/\n{2,}/)
      .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
      .join(""),
    messageText: n.message,
    unsubscribeHtml: n.unsubscribeUrl ? ` &middot; <a href="${escapeHtml(n.unsubscribeUrl)}" style="color:#52525b">Unsubscribe from these e-mails</a>` : "",
    unsubscribeText: n.unsubscribeUrl ? `\nUnsubscribe from these e-mails: ${n.unsubscribeUrl}` : "",
  };
}

/** The e-mail around a recipient's parts (inserted as given: they are already HTML or text). */
export function renderNotificationFrame(n: SharedFields, parts: RecipientParts, baseUrl: string): RenderedEmail {
  const t = TEMPLATES[n.type];
  const link = `${baseUrl}${n.actionUrl ?? t.defaultPath}`;
  const prefs = `${baseUrl}/volunteer/notifications`;
  const subject = t.subject(n.title);
  const text = [parts.greetingText, "", n.title, "", parts.messageText, "", `${t.cta}: ${link}`, "", `Manage e-mail preferences: ${prefs}${parts.unsubscribeText}`].join("\n");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${parts.greetingHtml}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(n.title)}</h1>
${parts.messageHtml}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t.cta)}</a></p>
<p style="font-size:12px;color:#52525b;margin:0"><a href="${escapeHtml(prefs)}" style="color:#52525b">Manage e-mail preferences</a>${parts.unsubscribeHtml}</p>
</div></body></html>`;
  return { subject, html, text };
}

export function renderNotificationEmail(n: NotificationEmailInput, baseUrl: string): RenderedEmail {
  return renderNotificationFrame(n, recipientParts(n), baseUrl);
}
