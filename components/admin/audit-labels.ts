// How audit log entries read on the audit page: a label per action and a one-line summary of
// what changed, from the entry's `changes`.
import type { AuditAction } from "@/lib/corps/audit-log/audit-actions";
import type { AuditEntryDto } from "@/lib/corps/audit-log/audit-log-schemas";
import { ROLE_LABEL } from "@/components/ui/role-labels";
import type { Role } from "@/lib/auth/roles";

export const ACTION_LABEL: Record<AuditAction, string> = {
  "member.role_changed": "Role changed",
  "member.deactivated": "Member deactivated",
  "member.reactivated": "Member reactivated",
  "invitation.created": "Invitation sent",
  "invitation.accepted": "Invitation accepted",
  "invitation.revoked": "Invitation revoked",
  "organization.created": "Organization created",
  "organization.updated": "Organization updated",
  "webhook.created": "Webhook added",
  "webhook.deleted": "Webhook deleted",
  "webhook.secret_rotated": "Webhook secret rotated",
  "sso.link_refused": "Sign-in refused",
  "credential.revoked": "Credential revoked",
  "credential.key_rotated": "Credential signing key rotated",
};

const REFUSAL: Record<string, string> = {
  email_missing: "the provider shared no e-mail",
  email_unverified: "the provider had not verified the e-mail",
  subject_mismatch: "the e-mail belongs to an account linked to another identity",
};

function text(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

function role(v: unknown): string {
  return typeof v === "string" && v in ROLE_LABEL ? ROLE_LABEL[v as Role] : String(v);
}

function fromTo(v: unknown): { from: unknown; to: unknown } | null {
  return v && typeof v === "object" && "to" in v ? (v as { from: unknown; to: unknown }) : null;
}

export function describeAuditEntry(e: AuditEntryDto): string {
  const c = e.changes;
  const email = text(c.email);
  switch (e.action) {
    case "member.role_changed": {
      const r = fromTo(c.role);
      return `${email ?? "Member"}: ${r ? `${role(r.from)} → ${role(r.to)}` : "role changed"}`;
    }
    case "member.deactivated":
    case "member.reactivated":
      return email ?? "Member";
    case "invitation.created":
    case "invitation.revoked":
      return `${email ?? "Invitation"} as ${role(c.role)}`;
    case "invitation.accepted": {
      const r = fromTo(c.role);
      return `${email ?? "Invitation"} joined as ${role(r ? r.to : c.role)}`;
    }
    case "organization.created":
      return text(c.name) ?? "Organization";
    case "organization.updated": {
      const n = fromTo(c.name);
      return n ? `Name: ${String(n.from)} → ${String(n.to)}` : "Updated";
    }
    case "webhook.created":
    case "webhook.deleted":
    case "webhook.secret_rotated":
      return text(c.url) ?? "Webhook endpoint";
    case "sso.link_refused":
      return `${email ?? "No e-mail"}: ${REFUSAL[String(c.reason)] ?? String(c.reason)}`;
    case "credential.revoked":
      return `${text(c.achievement_name) ?? "Credential"}: ${text(c.reason) ?? "revoked"}`;
    case "credential.key_rotated":
      return `New key ${text(c.verification_method) ?? ""}`.trim();
  }
}
