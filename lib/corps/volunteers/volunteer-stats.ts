// Volunteer totals computed in SQL from the hours entries and signups themselves, so they
// can never drift from the rows (no counters to keep in sync).
import type { DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

export interface VolunteerStats {
  total_hours: number;
  events_attended: number;
  pending_hours: number;
}

export async function statsFor(tx: DbTx, volunteerId: string): Promise<VolunteerStats> {
  const [row] = await tx.$queryRaw<{ total_hours: number; pending_hours: number; events_attended: number }[]>`
    SELECT
      COALESCE((SELECT SUM(hours_worked) FROM hours_entries
                WHERE volunteer_id = ${volunteerId}::uuid AND status IN ('approved', 'auto_approved')), 0)::float8 AS total_hours,
      COALESCE((SELECT SUM(hours_worked) FROM hours_entries
                WHERE volunteer_id = ${volunteerId}::uuid AND status = 'pending'), 0)::float8 AS pending_hours,
      (SELECT COUNT(*) FROM signups WHERE volunteer_id = ${volunteerId}::uuid AND status = 'completed')::int AS events_attended`;
  return { total_hours: row.total_hours, events_attended: row.events_attended, pending_hours: row.pending_hours };
}

/** Approved (incl. auto-approved) hours per volunteer, for one page of a list. */
export async function totalHoursFor(tx: DbTx, volunteerIds: string[]): Promise<Map<string, number>> {
  if (volunteerIds.length === 0) return new Map();
  const rows = await tx.$queryRaw<{ volunteer_id: string; total: number }[]>`
    SELECT volunteer_id, SUM(hours_worked)::float8 AS total
    FROM hours_entries
    WHERE volunteer_id IN (${Prisma.join(volunteerIds.map((id) => Prisma.sql`${id}::uuid`))})
      AND status IN ('approved', 'auto_approved')
    GROUP BY volunteer_id`;
  return new Map(rows.map((r) => [r.volunteer_id, r.total]));
}
