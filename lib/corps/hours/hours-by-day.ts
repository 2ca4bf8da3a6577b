// Approved hours per day of the current month (the recruiter dashboard's chart): one GROUP BY
// over a generated calendar, so days without hours are present as zero.
import { requireRole, resolveOrgFilter } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";

export interface DayHours {
  /** YYYY-MM-DD */
  date: string;
  hours: number;
}

export async function approvedHoursByDayThisMonth(ctx: Ctx, orgFilter?: string, now = new Date()): Promise<DayHours[]> {
  requireRole(ctx.caller, "recruiter");
  const orgId = resolveOrgFilter(ctx.caller, orgFilter);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const org = orgId ? Prisma.sql`AND h.org_id = ${orgId}::uuid` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ date: string; hours: number }[]>`
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, COALESCE(SUM(h.hours_worked), 0)::float8 AS hours
    FROM generate_series(${first}::date, ${last}::date, interval '1 day') AS d(day)
    LEFT JOIN hours_entries h ON h.date_worked = d.day::date AND h.status IN ('approved', 'auto_approved') ${org}
    GROUP BY d.day ORDER BY d.day`;
  return rows;
}
