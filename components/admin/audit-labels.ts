// How audit log entries read on the audit page, in the request's language: a label per action
// and a one-line summary of what changed, from the entry's `changes`.
import { getTranslations } from "next-intl/server";
import type { AuditAction } from "@/lib/corps/audit-log/audit-actions";
import type { AuditEntryDto } from "@/lib/corps/audit-log/audit-log-schemas";
import { ROLES, type Role } from "@/lib/auth/roles";
import { isLocale, LOCALE_NAMES } from "@/lib/i18n/locales";

const REFUSALS = ["email_missing", "email_unverified", "subject_mismatch"] as const;

function text(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

function fromTo(v: unknown): { from: unknown; to: unknown } | null {
  return v && typeof v === "object" && "to" in v ? (v as { from: unknown; to: unknown }) : null;
}

export interface AuditLabels {
  action: (a: AuditAction) => string;
  describe: (e: AuditEntryDto) => string;
}

export async function auditLabels(): Promise<AuditLabels> {
  const [t, tc] = await Promise.all([getTranslations("admin"), getTranslations("common")]);
  const role = (v: unknown): string => ((ROLES as readonly unknown[]).includes(v) ? tc(`role.${v as Role}`) : String(v));
  const refusal = (v: unknown): string => {
    const reason = REFUSALS.find((r) => r === v);
    return reason ? t(`audit.refusal.${reason}`) : String(v);
  };
  const describe = (e: AuditEntryDto): string => {
    const c = e.changes;
    const email = text(c.email);
    switch (e.action) {
      case "member.role_changed": {
        const r = fromTo(c.role);
        return `${email ?? t("audit.member")}: ${r ? `${role(r.from)} → ${role(r.to)}` : t("audit.roleChanged")}`;
      }
      case "member.deactivated":
      case "member.reactivated":
        return email ?? t("audit.member");
      case "invitation.created":
      case "invitation.revoked":
        return t("audit.invitedAs", { who: email ?? t("audit.invitation"), role: role(c.role) });
      case "invitation.accepted": {
        const r = fromTo(c.role);
        return t("audit.joinedAs", { who: email ?? t("audit.invitation"), role: role(r ? r.to : c.role) });
      }
      case "organization.created":
        return text(c.name) ?? t("audit.organization");
      case "organization.updated": {
        const n = fromTo(c.name);
        if (n) return t("audit.renamed", { from: String(n.from), to: String(n.to) });
        const l = fromTo(c.default_locale);
        // Each language by its own name, as the settings page lists them.
        const language = (v: unknown) => (isLocale(v) ? LOCALE_NAMES[v] : String(v));
        return l ? t("audit.language", { from: language(l.from), to: language(l.to) }) : t("audit.updated");
      }
      case "webhook.created":
      case "webhook.deleted":
      case "webhook.secret_rotated":
        return text(c.url) ?? t("audit.webhookEndpoint");
      case "sso.link_refused":
        return `${email ?? t("audit.noEmail")}: ${refusal(c.reason)}`;
      case "credential.revoked":
        return `${text(c.achievement_name) ?? t("audit.credential")}: ${text(c.reason) ?? t("audit.revoked")}`;
      case "credential.key_rotated":
        return t("audit.newKey", { method: text(c.verification_method) ?? "" }).trim();
    }
  };
  return { action: (a) => t(`audit.kind.${a}`), describe };
}
