// The requirements gate of the single-opportunity signup path (and so of every series signup,
// which calls it per occurrence) and of check-in.
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { applicableRequirements } from "./applicable-requirements";
import { judgeVolunteers } from "./judge-volunteers";
import type { MissingRequirement } from "./requirement-schemas";

interface GateOpportunity {
  id: string;
  orgId: string;
  startDatetime: Date;
}

function requirementsMissing(message: string, missing: MissingRequirement[]): ApiError {
  return new ApiError("SIGNUP_CLOSED", message, { reason: "requirements_missing", missing });
}

async function unmet(tx: DbTx, volunteerId: string, opp: GateOpportunity, at: Date, blocking: (s: MissingRequirement["status"]) => boolean): Promise<MissingRequirement[]> {
  const requirements = await applicableRequirements(tx, opp);
  if (requirements.length === 0) return [];
  const judged = (await judgeVolunteers(tx, [volunteerId], requirements, { at, ageOn: opp.startDatetime })).get(volunteerId) ?? [];
  return judged
    .filter((j) => blocking(j.status))
    .map((j) => ({ id: j.requirement.id, name: j.requirement.name, kind: j.requirement.kind, status: j.status }));
}

/** Signup: every applicable requirement must be met now (ages on the opportunity's start date). */
export async function assertSignupRequirements(tx: DbTx, volunteerId: string, opp: GateOpportunity, now: Date = new Date()): Promise<void> {
  const missing = await unmet(tx, volunteerId, opp, now, (s) => s !== "met");
  if (missing.length > 0) {
    throw requirementsMissing(`Before signing up, complete: ${missing.map((m) => m.name).join(", ")}`, missing);
  }
}

/**
 * Check-in: what was met at signup may have expired (or a check failed) since. Missing or
 * outdated ones are not re-asked here: the volunteer was admitted under the terms of the day.
 */
export async function checkInBlockers(tx: DbTx, volunteerId: string, opp: GateOpportunity, at: Date): Promise<MissingRequirement[]> {
  return unmet(tx, volunteerId, opp, at, (s) => s === "expired" || s === "failed");
}

export function checkInBlocked(blockers: MissingRequirement[]): ApiError {
  return requirementsMissing(
    `Check-in needs a recruiter: ${blockers.map((b) => `${b.name} (${b.status})`).join(", ")}. A recruiter may override with override_requirements.`,
    blockers,
  );
}
