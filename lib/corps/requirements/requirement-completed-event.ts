// The requirement.completed webhook payload: a waiver signed or a check recorded.
import type { Prisma, Requirement, RequirementRecord } from "@/lib/generated/prisma/client";
import { expiresAt } from "./requirement-status";

export function completedEvent(record: RequirementRecord, requirement: Requirement): Prisma.InputJsonObject {
  return {
    record_id: record.id,
    requirement_id: requirement.id,
    org_id: requirement.orgId,
    volunteer_id: record.volunteerId,
    kind: requirement.kind,
    name: requirement.name,
    status: record.status,
    completed_at: record.completedAt.toISOString(),
    expires_at: expiresAt(record, requirement.validDays)?.toISOString() ?? null,
    ...(record.version !== null ? { version: record.version } : {}),
  };
}
