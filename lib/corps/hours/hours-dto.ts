// An hours entry as the API answers it, and the relations it is read with.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { HoursEntryDto } from "./hours-schemas";

export const entryInclude = {
  volunteer: { select: { firstName: true, lastName: true, userId: true } },
  opportunity: { select: { title: true } },
  approver: { select: { name: true, email: true } },
} satisfies Prisma.HoursEntryInclude;
export type EntryRow = Prisma.HoursEntryGetPayload<{ include: typeof entryInclude }>;

export function toDto(row: EntryRow): HoursEntryDto {
  return {
    id: row.id,
    volunteer_id: row.volunteerId,
    volunteer_name: `${row.volunteer.firstName} ${row.volunteer.lastName}`.trim(),
    org_id: row.orgId,
    opportunity_id: row.opportunityId,
    opportunity_title: row.opportunity?.title ?? null,
    hours_worked: row.hoursWorked.toNumber(),
    date_worked: row.dateWorked.toISOString().slice(0, 10),
    labor_type: row.laborType,
    description: row.description,
    status: row.status,
    submitted_at: row.submittedAt.toISOString(),
    approved_at: row.approvedAt?.toISOString() ?? null,
    approved_by_name: row.approver ? (row.approver.name ?? row.approver.email) : null,
    rejected_at: row.rejectedAt?.toISOString() ?? null,
    rejected_reason: row.rejectedReason,
    auto_checked_out: row.autoCheckedOut,
  };
}
