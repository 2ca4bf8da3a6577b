// Requirement kinds and statuses. Their words are the opportunities namespace's
// requirement.kind.* and requirement.status.* keys (read by the volunteer, recruiter and admin
// pages alike); these guards let a page ask for a key only for a value the catalogue knows.
export const REQUIREMENT_KINDS = ["waiver", "background_check", "orientation", "minimum_age"] as const;
export const REQUIREMENT_STATUSES = ["met", "missing", "expired", "outdated", "failed"] as const;
export type RequirementKindKey = (typeof REQUIREMENT_KINDS)[number];
export type RequirementStatusKey = (typeof REQUIREMENT_STATUSES)[number];

export function isRequirementKind(kind: string): kind is RequirementKindKey {
  return (REQUIREMENT_KINDS as readonly string[]).includes(kind);
}

export function isRequirementStatus(status: string): status is RequirementStatusKey {
  return (REQUIREMENT_STATUSES as readonly string[]).includes(status);
}
