import type { Metadata } from "next";
import { LaborTypeChartLoader, TrendLineChartLoader } from "@/components/charts/admin-chart-loaders";
import { formatChange, formatNumber } from "@/components/admin/figures";
import { LaborTypeTable } from "@/components/admin/labor-type-table";
import { OrgSelect } from "@/components/admin/org-select";
import { Card, EmptyState, Stat } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { adminDashboard } from "@/lib/corps/dashboards/dashboards";
import { organizationOptions } from "@/lib/corps/organizations/organization-options";
import { db } from "@/lib/db/client";
import { formatCalendarDate, formatHours } from "@/lib/format";
import { uuid } from "@/lib/schemas/common-schemas";

export const metadata: Metadata = { title: "Admin dashboard" };

const monthLabel = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });

export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin");
  const ctx = { caller, db: db() };
  const requested = uuid.safeParse((await searchParams).org_id);
  const orgFilter = caller.role === "admin" && requested.success ? requested.data : undefined;
  const [d, { organizations }] = await Promise.all([adminDashboard(ctx, orgFilter), organizationOptions(ctx)]);
  const scopeName =
    caller.role === "admin" ? (organizations.find((o) => o.id === orgFilter)?.name ?? "All organizations") : (organizations[0]?.name ?? "Your organization");
  const current = monthLabel.format(new Date(`${d.period.current_start}T00:00:00Z`));
  const previous = monthLabel.format(new Date(`${d.period.previous_start}T00:00:00Z`));
  const trendHasData = d.participation_trend.some((w) => w.hours > 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{caller.role === "admin" ? "System administration" : "Organization administration"}</h1>
          <p className="mt-1 text-sm text-slate-700">
            {scopeName} · {current} compared with {previous} (the period is the calendar month)
          </p>
        </div>
        {caller.role === "admin" && (
          <form method="get" className="flex items-end gap-2" aria-label="Dashboard filter">
            <OrgSelect id="dashboard-org" organizations={organizations} value={orgFilter} />
            <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              Apply
            </button>
          </form>
        )}
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={`Hours in ${current}`} value={formatHours(d.total_hours_this_period)} hint={formatChange(d.hours_change_percent)} />
        <Stat label={`Hours in ${previous}`} value={formatHours(d.total_hours_previous_period)} />
        <Stat label="Active volunteers this month" value={formatNumber(d.active_volunteers)} hint={`${formatNumber(d.new_volunteers_this_month)} new this month`} />
        <Stat label="Upcoming events" value={formatNumber(d.upcoming_events)} hint="Published or full, not yet started" />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={`Hours by labor type, ${current}`}>
          {d.hours_by_labor_type.length === 0 ? (
            <EmptyState title="No approved hours this month yet">Hours appear here once a recruiter approves them.</EmptyState>
          ) : (
            <div className="grid grid-cols-1 items-center gap-4 sm:grid-cols-2">
              <LaborTypeChartLoader data={d.hours_by_labor_type} label={`Hours by labor type, ${current}`} />
              <LaborTypeTable rows={d.hours_by_labor_type} caption={`Hours by labor type, ${current}`} />
            </div>
          )}
        </Card>

        <Card title="Weekly participation, last 12 weeks">
          {trendHasData ? (
            <>
              <TrendLineChartLoader data={d.participation_trend} label="Approved hours and volunteers per ISO week, last 12 weeks" />
              <p className="mt-2 text-xs text-slate-600">
                Weeks from {formatCalendarDate(isoWeekStart(d.participation_trend[0].week))}; approved hours by the date worked.
              </p>
            </>
          ) : (
            <EmptyState title="No approved hours in the last 12 weeks" />
          )}
        </Card>
      </div>
    </div>
  );
}

/** Monday of an ISO week key such as 2026-W47. */
function isoWeekStart(key: string): string {
  const [y, w] = key.split("-W").map(Number);
  const jan4 = new Date(Date.UTC(y, 0, 4));
  const monday = new Date(jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000 + (w - 1) * 7 * 86_400_000);
  return monday.toISOString().slice(0, 10);
}
