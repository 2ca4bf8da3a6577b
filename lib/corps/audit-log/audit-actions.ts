// Every action the audit log records (issue 20). Stored as text so a new action needs no migration.
export const AUDIT_ACTIONS = [
  "member.role_changed",
  "member.deactivated",
  "member.reactivated",
  "invitation.created",
  "invitation.accepted",
  "invitation.revoked",
  "organization.created",
  "organization.updated",
  "webhook.created",
  "webhook.deleted",
  "webhook.secret_rotated",
  "sso.link_refused",
  "credential.revoked",
  "credential.key_rotated",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ["user", "invitation", "organization", "webhook_endpoint", "credential"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
