// The count and hours sum under an hours list. Filters that hours_daily_totals keeps as columns
// (organization, status, labor type, opportunity, days) sum its rows, a few per day, instead of
// every matching entry: an organization's whole list is ~600,000 entries at the scale profile's
// size (docs/decisions/105-hours-rollup.md). A volunteer filter needs the entries.
import type { Db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/auth/caller";
import { resolveOrgFilter } from "@/lib/auth/scope";
import type { HoursListQuery } from "./hours-schemas";

export interface HoursTotals {
  total: number;
  total_hours: number;
}

export type DailyTotalsWhere = Prisma.HoursDailyTotalWhereInput;

export async function hoursTotals(db: Db, entries: Prisma.HoursEntryWhereInput, daily: DailyTotalsWhere | null): Promise<HoursTotals> {
  if (daily) {
    const agg = await db.hoursDailyTotal.aggregate({ where: daily, _sum: { entries: true, hours: true } });
    return { total: agg._sum.entries ?? 0, total_hours: agg._sum.hours?.toNumber() ?? 0 };
  }
  const agg = await db.hoursEntry.aggregate({ where: entries, _count: { _all: true }, _sum: { hoursWorked: true } });
  return { total: agg._count._all, total_hours: agg._sum.hoursWorked?.toNumber() ?? 0 };
}

/** The list's filter on the daily totals: staff lists not narrowed to one volunteer; else null. */
export function dailyTotalsWhere(caller: Caller, q: HoursListQuery, days: Prisma.DateTimeFilter): DailyTotalsWhere | null {
  if (caller.role === "volunteer" || q.volunteer_id) return null;
  const org = resolveOrgFilter(caller, q.org_id);
  return {
    ...(org && { orgId: org }),
    ...(q.opportunity_id && { opportunityId: q.opportunity_id }),
    ...(q.status && { status: q.status }),
    ...(q.labor_type && { laborType: q.labor_type }),
    ...((q.date_from || q.date_to) && { dateWorked: days }),
  };
}
