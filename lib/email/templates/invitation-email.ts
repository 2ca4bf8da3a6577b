// The invitation e-mail: who invites, to which organization and role, the link and its expiry.
import { formatDateTime } from "@/lib/format";
import type { RenderedEmail } from "./notification-email";

const ROLE_TEXT: Record<string, string> = {
  volunteer: "a volunteer",
  recruiter: "a recruiter",
  corps_admin: "a corps admin",
  admin: "an administrator",
};

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

export function renderInvitationEmail(i: InvitationEmailInput): RenderedEmail {
  const role = ROLE_TEXT[i.role] ?? i.role;
  const subject = `You're invited to join ${i.organization} on Corps`;
  const who = i.inviter ? `${i.inviter} invited you` : "You are invited";
  const lead = `${who} to join ${i.organization} as ${role}.`;
  const expiry = `The link works once and expires on ${formatDateTime(i.expiresAt.toISOString(), i.timezone)}.`;
  const text = ["Hi,", "", lead, "", `Accept the invitation: ${i.link}`, "", expiry, "If you did not expect this e-mail, you can ignore it."].join("\n");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px">Hi,</p>
<p style="margin:0 0 16px">${escapeHtml(lead)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(i.link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Accept the invitation</a></p>
<p style="font-size:14px;margin:0 0 8px">${escapeHtml(expiry)}</p>
<p style="font-size:12px;color:#52525b;margin:0">If you did not expect this e-mail, you can ignore it.</p>
</div></body></html>`;
  return { subject, html, text };
}
