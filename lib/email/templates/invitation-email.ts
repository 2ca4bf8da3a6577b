// The invitation e-mail: who invites, to which organization and role, the link and its expiry.
import { formatDateTime } from "@/lib/format";
import type { RenderedEmail } from "./notification-email";
import { translatorFor } from "@/lib/i18n/translator";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";

const ROLES = ["volunteer", "recruiter", "corps_admin", "admin"] as const;
const isRole = (r: string): r is (typeof ROLES)[number] => (ROLES as readonly string[]).includes(r);

function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export interface InvitationEmailInput {
  organization: string;
  role: string;
  inviter: string | null;
  link: string;
  expiresAt: Date;
  /** The inviting organization's zone, for the expiry time. */
  timezone: string;
}

/**
 * The invitee has no account yet, so no language of their own: the invitation is in the inviting
 * organization's default language (the caller passes it).
 */
export function renderInvitationEmail(i: InvitationEmailInput, locale: Locale = DEFAULT_LOCALE): RenderedEmail {
  const t = translatorFor(locale, "email");
  const role = isRole(i.role) ? t(`invitation.role.${i.role}`) : i.role;
  const subject = t("invitation.subject", { organization: i.organization });
  const lead = i.inviter ? t("invitation.leadBy", { inviter: i.inviter, organization: i.organization, role }) : t("invitation.lead", { organization: i.organization, role });
  const expiry = t("invitation.expiry", { expires: formatDateTime(i.expiresAt.toISOString(), i.timezone, locale) });
  const hi = t("greetingAnonymous");
  const accept = t("invitation.accept");
  const ignore = t("invitation.ignore");
  const text = [hi, "", lead, "", `${accept}: ${i.link}`, "", expiry, ignore].join("\n");
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">${escapeHtml(hi)}</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(i.link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(accept)}</a></p>
<p style="font-size:14px;margin:0 0 8px">${escapeHtml(expiry)}</p>
<p style="font-size:12px;color:#52525b;margin:0">${escapeHtml(ignore)}</p>
</div></body></html>`;
  return { subject, html, text };
}
