// Judges many volunteers against many requirements with two queries (their latest record per
// requirement, their dates of birth), for the signup gate, check-in, status lists and the roster.
import type { DbTx } from "@/lib/db/client";
import type { Requirement, RequirementRecord } from "@/lib/generated/prisma/client";
import type { RequirementStatus } from "./requirement-schemas";
import { judgeRequirement, type JudgeAt } from "./requirement-status";

export interface Judged {
  requirement: Requirement;
  status: RequirementStatus;
  latest: RequirementRecord | null;
}

export async function judgeVolunteers(tx: DbTx, volunteerIds: string[], requirements: Requirement[], when: JudgeAt): Promise<Map<string, Judged[]>> {
  const out = new Map<string, Judged[]>();
  if (volunteerIds.length === 0) return out;
  const recordKinds = requirements.filter((r) => r.kind !== "minimum_age").map((r) => r.id);
  const needsAge = requirements.some((r) => r.kind === "minimum_age");
  const [records, profiles] = await Promise.all([
    recordKinds.length === 0
      ? Promise.resolve([] as RequirementRecord[])
      : // The latest record per (volunteer, requirement): a later failed check outweighs an earlier pass.
        tx.$queryRaw<RequirementRecord[]>`
          SELECT DISTINCT ON (volunteer_id, requirement_id)
                 id, requirement_id AS "requirementId", volunteer_id AS "volunteerId", status::text AS status,
                 completed_at AS "completedAt", version, signed_name AS "signedName", ip_address AS "ipAddress",
                 user_agent AS "userAgent", notes, recorded_by AS "recordedBy", created_at AS "createdAt"
          FROM requirement_records
          WHERE volunteer_id = ANY(${volunteerIds}::uuid[]) AND requirement_id = ANY(${recordKinds}::uuid[])
          ORDER BY volunteer_id, requirement_id, completed_at DESC, created_at DESC`,
    needsAge
      ? tx.volunteerProfile.findMany({ where: { id: { in: volunteerIds } }, select: { id: true, dateOfBirth: true } })
      : Promise.resolve([] as { id: string; dateOfBirth: Date | null }[]),
  ]);
  const latest = new Map(records.map((r) => [`${r.volunteerId}:${r.requirementId}`, r]));
  const born = new Map(profiles.map((p) => [p.id, p.dateOfBirth]));
  for (const v of volunteerIds) {
    out.set(
      v,
      requirements.map((requirement) => {
        const record = latest.get(`${v}:${requirement.id}`) ?? null;
        const status = judgeRequirement(requirement, record, born.get(v) ?? null, when);
        return { requirement, status, latest: record };
      }),
    );
  }
  return out;
}
