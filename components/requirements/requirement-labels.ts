// Words for requirement kinds and statuses, shared by the volunteer, recruiter and admin pages.
export const KIND_LABEL: Record<string, string> = {
  waiver: "Waiver",
  background_check: "Background check",
  orientation: "Orientation",
  minimum_age: "Minimum age",
};

export const STATUS_LABEL: Record<string, string> = {
  met: "Done",
  missing: "Needed",
  expired: "Expired",
  outdated: "New version to sign",
  failed: "Not met",
};
