// What rows a report may aggregate, as SQL fragments: a volunteer sees their own rows, staff their
// organization (admins all or ?org_id). Built on resolveOrgFilter so scoping has one source.
import { resolveOrgFilter } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";

const NOBODY = "00000000-0000-0000-0000-000000000000";

export interface ReportScope {
  /** volunteer_id to confine to, or null for staff. */
  volunteerId: string | null;
  /** org_id to confine to, or null for every organization. */
  orgId: string | null;
}

export function reportScope(ctx: Ctx, requestedOrg?: string): ReportScope {
  const { caller } = ctx;
  if (caller.role === "volunteer") return { volunteerId: caller.volunteerId ?? NOBODY, orgId: null };
  return { volunteerId: null, orgId: resolveOrgFilter(caller, requestedOrg) };
}

/** Condition on a table alias having org_id (and volunteer_id when `volunteerColumn` is given). */
export function scopeSql(scope: ReportScope, orgColumn: Prisma.Sql, volunteerColumn: Prisma.Sql): Prisma.Sql {
  if (scope.volunteerId) return Prisma.sql`${volunteerColumn} = ${scope.volunteerId}::uuid`;
  if (scope.orgId) return Prisma.sql`${orgColumn} = ${scope.orgId}::uuid`;
  return Prisma.sql`TRUE`;
}

export interface DateWindow {
  from: string;
  to: string;
  /** Whole days in the window, both ends included. */
  days: number;
}

const DAY_MS = 86_400_000;

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The requested window; by default the last 90 days ending today (UTC), both ends inclusive. */
export function dateWindow(q: { date_from?: string; date_to?: string }, now = new Date()): DateWindow {
  const to = q.date_to ?? (q.date_from && q.date_from > isoDay(now) ? q.date_from : isoDay(now));
  const from = q.date_from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 89 * DAY_MS));
  if (from > to) throw ApiError.validation({ date_to: "date_to must not be before date_from" });
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from, to, days };
}

// The first day PostgreSQL dates and YYYY-MM-DD can both express: year 0 and earlier would be
// written "0000-…" or "-00…" by JavaScript, which PostgreSQL refuses (a 500 on a valid query).
const FIRST_DAY_MS = Date.parse("0001-01-01T00:00:00Z");

/**
 * The window of the same length just before `w`, cut at 0001-01-01; null when `w` already starts
 * there (nothing came before it).
 */
export function previousWindow(w: DateWindow): DateWindow | null {
  const start = Date.parse(`${w.from}T00:00:00Z`);
  const toMs = start - DAY_MS;
  if (toMs < FIRST_DAY_MS) return null;
  const fromMs = Math.max(start - w.days * DAY_MS, FIRST_DAY_MS);
  return { from: isoDay(new Date(fromMs)), to: isoDay(new Date(toMs)), days: Math.round((toMs - fromMs) / DAY_MS) + 1 };
}

export function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
