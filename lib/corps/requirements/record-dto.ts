// A signature or staff record as the API shows it.
import type { Requirement, RequirementRecord } from "@/lib/generated/prisma/client";
import type { RequirementRecordDto } from "./requirement-schemas";
import { expiresAt } from "./requirement-status";

export function signatureDocumentUrl(recordId: string): string {
  return `/api/corps/requirements/signatures/${recordId}/pdf`;
}

export function toRecordDto(r: RequirementRecord, req: Pick<Requirement, "name" | "kind" | "validDays">, recordedByName: string | null): RequirementRecordDto {
  return {
    id: r.id,
    requirement_id: r.requirementId,
    volunteer_id: r.volunteerId,
    kind: req.kind,
    requirement_name: req.name,
    status: r.status,
    completed_at: r.completedAt.toISOString(),
    expires_at: expiresAt(r, req.validDays)?.toISOString() ?? null,
    version: r.version,
    signed_name: r.signedName,
    ip_address: r.ipAddress,
    user_agent: r.userAgent,
    notes: r.notes,
    recorded_by_name: recordedByName,
    document_url: r.status === "signed" ? signatureDocumentUrl(r.id) : null,
    created_at: r.createdAt.toISOString(),
  };
}
