// The one rule that turns a requirement, the volunteer's latest record for it and their date of
// birth into met / missing / expired / outdated / failed. Pure, so the gate, the status list and
// the roster judge alike.
import type { RequirementKind, RequirementStatus } from "./requirement-schemas";

const DAY_MS = 86_400_000;

export interface RequirementFacts {
  kind: RequirementKind;
  version: number;
  validDays: number | null;
  minAge: number | null;
}

export interface RecordFacts {
  status: "signed" | "passed" | "failed";
  completedAt: Date;
  version: number | null;
}

/** When a record stops counting: completed_at + valid_days, or never. */
export function expiresAt(record: { completedAt: Date }, validDays: number | null): Date | null {
  return validDays === null ? null : new Date(record.completedAt.getTime() + validDays * DAY_MS);
}

/** Whole years between a date of birth and the UTC calendar date of `on` (a Feb 29 birthday counts from Mar 1). */
export function ageOn(dateOfBirth: Date, on: Date): number {
  const years = on.getUTCFullYear() - dateOfBirth.getUTCFullYear();
  const beforeBirthday =
    on.getUTCMonth() < dateOfBirth.getUTCMonth() || (on.getUTCMonth() === dateOfBirth.getUTCMonth() && on.getUTCDate() < dateOfBirth.getUTCDate());
  return beforeBirthday ? years - 1 : years;
}

export interface JudgeAt {
  /** Records expire relative to this instant (the signup, or the check-in time). */
  at: Date;
  /** Ages are taken on this day (the opportunity's start). */
  ageOn: Date;
}

export function judgeRequirement(req: RequirementFacts, latest: RecordFacts | null, dateOfBirth: Date | null, when: JudgeAt): RequirementStatus {
  if (req.kind === "minimum_age") {
    if (!dateOfBirth) return "missing";
    return ageOn(dateOfBirth, when.ageOn) >= (req.minAge ?? 0) ? "met" : "failed";
  }
  if (!latest) return "missing";
  if (latest.status === "failed") return "failed";
  if (req.kind === "waiver" && (latest.version ?? 0) < req.version) return "outdated";
  const expiry = expiresAt(latest, req.validDays);
  if (expiry && expiry.getTime() <= when.at.getTime()) return "expired";
  return "met";
}
