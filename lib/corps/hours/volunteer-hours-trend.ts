// The caller's approved hours per month of the current year, for the volunteer dashboard chart:
// one GROUP BY over the hours entries, months without hours included as zero.
import type { Ctx } from "@/lib/auth/context";

export interface MonthHours {
  /** YYYY-MM */
  month: string;
  hours: number;
}

export async function myApprovedHoursByMonth(ctx: Ctx, now: Date = new Date()): Promise<MonthHours[]> {
  const volunteerId = ctx.caller.volunteerId;
  if (!volunteerId) return [];
  const yearStart = `${now.getUTCFullYear()}-01-01`;
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10);
  const rows = await ctx.db.$queryRaw<{ month: string; hours: number }[]>`
    WITH months AS (SELECT generate_series(${yearStart}::date, ${monthStart}::date, interval '1 month')::date AS m)
    SELECT to_char(months.m, 'YYYY-MM') AS month, COALESCE(SUM(h.hours_worked), 0)::float8 AS hours
    FROM months LEFT JOIN hours_entries h
      ON h.volunteer_id = ${volunteerId}::uuid AND h.status IN ('approved', 'auto_approved')
     AND h.date_worked >= months.m AND h.date_worked < (months.m + interval '1 month')
    GROUP BY months.m ORDER BY months.m`;
  return rows.map((r) => ({ month: r.month, hours: r.hours }));
}
