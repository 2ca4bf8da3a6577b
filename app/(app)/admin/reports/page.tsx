import type { Metadata } from "next";
import { formatNumber, formatRatio, labelOf } from "@/components/admin/figures";
import { LaborTypeTable } from "@/components/admin/labor-type-table";
import { OrgSelect } from "@/components/admin/org-select";
import { HoursBarChartLoader } from "@/components/charts/admin-chart-loaders";
import { Card, EmptyState, Stat } from "@/components/ui/card";
import { cellClass, DataTable } from "@/components/ui/data-table";
import { requirePageCaller } from "@/lib/sign-in/session";
import { organizationOptions } from "@/lib/corps/organizations/organization-options";
import { hoursSummary } from "@/lib/corps/reports/hours-summary";
import { opportunitiesReport } from "@/lib/corps/reports/opportunities-report";
import { participationReport } from "@/lib/corps/reports/participation";
import { groupBys, HoursSummaryQuery, reportTypes } from "@/lib/corps/reports/report-schemas";
import { opportunityStatuses } from "@/lib/corps/enums";
import { db } from "@/lib/db/client";
import { zodFields } from "@/lib/errors/zod-fields";
import { formatCalendarDate, formatMonth } from "@/lib/format";

export const metadata: Metadata = { title: "Reports" };

const GROUP_LABELS: Record<(typeof groupBys)[number], string> = {
  day: "Day",
  week: "ISO week",
  month: "Month",
  labor_type: "Labor type",
  volunteer: "Volunteer",
};
const numeric = cellClass("normal", { numeric: true });
const EXPORT_LABELS: Record<(typeof reportTypes)[number], string> = { hours: "Hours", volunteers: "Volunteers", opportunities: "Opportunities" };

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

function periodLabel(groupBy: (typeof groupBys)[number], period: string): string {
  if (groupBy === "day") return formatCalendarDate(period);
  if (groupBy === "month") return `${formatMonth(period)} ${period.slice(0, 4)}`;
  if (groupBy === "labor_type") return labelOf(period);
  return period;
}

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/reports");
  const ctx = { caller, db: db() };
  const sp = await searchParams;
  const raw = {
    date_from: first(sp.date_from),
    date_to: first(sp.date_to),
    group_by: first(sp.group_by),
    // corps_admins always see their own organization; only admins choose.
    org_id: caller.role === "admin" ? first(sp.org_id) : undefined,
  };
  const parsed = HoursSummaryQuery.safeParse(raw);
  const errors = parsed.success ? {} : zodFields(parsed.error);
  // A bad filter falls back to the defaults (last 90 days, by week) and is shown on its field.
  const query = parsed.success ? parsed.data : HoursSummaryQuery.parse({});
  const [summary, participation, opportunities, { organizations }] = await Promise.all([
    hoursSummary(ctx, query),
    participationReport(ctx, query),
    opportunitiesReport(ctx, query),
    organizationOptions(ctx),
  ]);
  const exportParams = (reportType: string, format: string) => {
    const p = new URLSearchParams({ report_type: reportType, format, date_from: summary.date_from, date_to: summary.date_to });
    if (query.org_id) p.set("org_id", query.org_id);
    return `/api/corps/reports/export?${p.toString()}`;
  };
  const windowLabel = `${formatCalendarDate(summary.date_from)} – ${formatCalendarDate(summary.date_to)}`;
  const inputClass =
    "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Reports</h1>
        <p className="mt-1 text-sm text-slate-700">
          {caller.role === "admin" ? (organizations.find((o) => o.id === query.org_id)?.name ?? "All organizations") : (organizations[0]?.name ?? "Your organization")} ·{" "}
          {windowLabel}
        </p>
      </div>

      <Card title="Filters">
        <form method="get" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label="Report filters">
          <div>
            <label htmlFor="date_from" className="block text-sm font-medium text-slate-800">From</label>
            <input id="date_from" name="date_from" type="date" defaultValue={raw.date_from ?? summary.date_from} aria-invalid={errors.date_from ? true : undefined} aria-describedby={errors.date_from ? "date_from-error" : undefined} className={`${inputClass} ${errors.date_from ? "border-red-600" : "border-slate-300"}`} />
            {errors.date_from && <p id="date_from-error" className="mt-1 text-xs font-medium text-red-700">{errors.date_from}</p>}
          </div>
          <div>
            <label htmlFor="date_to" className="block text-sm font-medium text-slate-800">To</label>
            <input id="date_to" name="date_to" type="date" defaultValue={raw.date_to ?? summary.date_to} aria-invalid={errors.date_to ? true : undefined} aria-describedby={errors.date_to ? "date_to-error" : undefined} className={`${inputClass} ${errors.date_to ? "border-red-600" : "border-slate-300"}`} />
            {errors.date_to && <p id="date_to-error" className="mt-1 text-xs font-medium text-red-700">{errors.date_to}</p>}
          </div>
          <div>
            <label htmlFor="group_by" className="block text-sm font-medium text-slate-800">Group hours by</label>
            <select id="group_by" name="group_by" defaultValue={query.group_by} className={`${inputClass} border-slate-300`}>
              {groupBys.map((g) => (
                <option key={g} value={g}>{GROUP_LABELS[g]}</option>
              ))}
            </select>
          </div>
          {caller.role === "admin" ? <OrgSelect id="report-org" organizations={organizations} value={query.org_id} /> : <div className="hidden lg:block" />}
          <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            Apply filters
          </button>
        </form>
      </Card>

      <Card title="Export">
        <p className="text-sm text-slate-700">Downloads use the dates{caller.role === "admin" ? " and organization" : ""} above.</p>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {reportTypes.map((t) => (
            <li key={t} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium text-slate-900">{EXPORT_LABELS[t]}</p>
              <div className="mt-2 flex gap-2">
                {(["csv", "pdf"] as const).map((f) => (
                  <a
                    key={f}
                    href={exportParams(t, f)}
                    download
                    className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-slate-50"
                  >
                    {EXPORT_LABELS[t]} {f.toUpperCase()}
                  </a>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </Card>

      <section aria-labelledby="hours-heading" className="space-y-4">
        <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">Hours summary</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label="Approved hours" value={formatNumber(summary.summary.total_hours)} />
          <Stat label="Volunteers" value={formatNumber(summary.summary.total_volunteers)} />
          <Stat label="Events" value={formatNumber(summary.summary.total_events)} />
          <Stat label="Average hours per volunteer" value={formatNumber(summary.summary.average_hours_per_volunteer)} />
        </div>
        <Card title={`Hours by ${GROUP_LABELS[query.group_by].toLowerCase()}`}>
          {summary.by_period.length === 0 ? (
            <EmptyState title="No approved hours in this window">Try a wider date range.</EmptyState>
          ) : (
            <div className="space-y-4">
              <HoursBarChartLoader data={summary.by_period.map((r) => ({ period: periodLabel(query.group_by, r.period), hours: r.hours }))} label={`Approved hours by ${GROUP_LABELS[query.group_by].toLowerCase()}`} />
              <DataTable
                caption={`Approved hours by ${GROUP_LABELS[query.group_by].toLowerCase()}, ${windowLabel}`}
                columns={[{ label: GROUP_LABELS[query.group_by] }, { label: "Hours", numeric: true }, { label: "Volunteers", numeric: true }]}
                foot={
                  <tr className="border-t-2 border-slate-300 font-semibold">
                    <th scope="row" className={cellClass()}>Total</th>
                    <td className={numeric}>{formatNumber(summary.summary.total_hours)}</td>
                    <td className={numeric}>{formatNumber(summary.summary.total_volunteers)}</td>
                  </tr>
                }
              >
                {summary.by_period.map((r) => (
                  <tr key={r.period}>
                    <th scope="row" className={`${cellClass()} font-normal text-slate-900`}>{periodLabel(query.group_by, r.period)}</th>
                    <td className={numeric}>{formatNumber(r.hours)}</td>
                    <td className={numeric}>{formatNumber(r.volunteers)}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </Card>
        {summary.by_labor_type.length > 0 && (
          <Card title="Hours by labor type">
            <LaborTypeTable rows={summary.by_labor_type} caption={`Approved hours by labor type, ${windowLabel}`} />
          </Card>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title="Participation">
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Figure term="Active volunteers" value={formatNumber(participation.active_volunteers)} />
            <Figure term="New this month" value={formatNumber(participation.new_volunteers_this_month)} />
            <Figure term="Retention" value={formatRatio(participation.retention_rate)} hint="Active in the window before who stayed active" />
            <Figure term="No-show rate" value={formatRatio(participation.no_show_rate)} />
            <Figure term="Events per active volunteer" value={formatNumber(participation.average_events_per_volunteer)} />
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Top contributors</h3>
          {participation.top_contributors.length === 0 ? (
            <EmptyState title="No approved hours in this window" />
          ) : (
            <div className="mt-2">
              <DataTable caption="Top contributors by approved hours" density="compact" columns={[{ label: "Volunteer" }, { label: "Hours", numeric: true }]}>
                {participation.top_contributors.map((c) => (
                  <tr key={c.volunteer_id}>
                    <td className={cellClass("compact")}>{c.volunteer_name}</td>
                    <td className={cellClass("compact", { numeric: true })}>{formatNumber(c.total_hours)}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </Card>

        <Card title="Opportunities">
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Figure term="Opportunities starting in the window" value={formatNumber(opportunities.total_opportunities)} />
            <Figure term="Fill rate" value={formatRatio(opportunities.fill_rate)} hint="Seats taken of the seats offered" />
            <Figure term="Volunteers per completed event" value={formatNumber(opportunities.average_volunteers_per_event)} />
          </dl>
          {opportunities.total_opportunities === 0 ? (
            <div className="mt-4">
              <EmptyState title="No opportunities start in this window" />
            </div>
          ) : (
            <div className="mt-4">
              <DataTable caption="Opportunities by status" density="compact" columns={[{ label: "Status" }, { label: "Opportunities", numeric: true }]}>
                {opportunityStatuses.map((s) => (
                  <tr key={s}>
                    <td className={cellClass("compact")}>{labelOf(s)}</td>
                    <td className={cellClass("compact", { numeric: true })}>{formatNumber(opportunities.by_status[s] ?? 0)}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}

function Figure({ term, value, hint }: { term: string; value: string; hint?: string }) {
  return (
    <div>
      <dt className="text-slate-700">{term}</dt>
      <dd className="text-xl font-semibold text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}
