import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { formatNumber, formatRatio } from "@/components/admin/figures";
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
import { laborTypes, opportunityStatuses } from "@/lib/corps/enums";
import { db } from "@/lib/db/client";
import { zodFields } from "@/lib/errors/zod-fields";
import { formatCalendarDate, formatMonth } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("reports.title") };
}

const numeric = cellClass("normal", { numeric: true });

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

function periodLabel(groupBy: (typeof groupBys)[number], period: string, locale: Locale, laborLabel: (v: string) => string): string {
  if (groupBy === "day") return formatCalendarDate(period, locale);
  if (groupBy === "month") return `${formatMonth(period, locale)} ${period.slice(0, 4)}`;
  if (groupBy === "labor_type") return laborLabel(period);
  return period;
}

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/reports");
  const [t, tc, locale] = await Promise.all([getTranslations("admin"), getTranslations("common"), getLocale()]);
  const laborLabel = (v: string) => ((laborTypes as readonly string[]).includes(v) ? tc(`laborType.${v as (typeof laborTypes)[number]}`) : v);
  const num = (n: number | null | undefined) => formatNumber(n, locale);
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
  const windowLabel = `${formatCalendarDate(summary.date_from, locale)} – ${formatCalendarDate(summary.date_to, locale)}`;
  const group = t(`reports.group.${query.group_by}`);
  const groupLower = t(`reports.groupLower.${query.group_by}`);
  const inputClass =
    "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("reports.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {caller.role === "admin" ? (organizations.find((o) => o.id === query.org_id)?.name ?? t("dashboard.allOrganizations")) : (organizations[0]?.name ?? t("dashboard.yourOrganization"))} ·{" "}
          {windowLabel}
        </p>
      </div>

      <Card title={t("reports.filters")}>
        <form method="get" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label={t("reports.filterLabel")}>
          <div>
            <label htmlFor="date_from" className="block text-sm font-medium text-slate-800">{t("reports.from")}</label>
            <input id="date_from" name="date_from" type="date" defaultValue={raw.date_from ?? summary.date_from} aria-invalid={errors.date_from ? true : undefined} aria-describedby={errors.date_from ? "date_from-error" : undefined} className={`${inputClass} ${errors.date_from ? "border-red-600" : "border-slate-300"}`} />
            {errors.date_from && <p id="date_from-error" className="mt-1 text-xs font-medium text-red-700">{errors.date_from}</p>}
          </div>
          <div>
            <label htmlFor="date_to" className="block text-sm font-medium text-slate-800">{t("reports.to")}</label>
            <input id="date_to" name="date_to" type="date" defaultValue={raw.date_to ?? summary.date_to} aria-invalid={errors.date_to ? true : undefined} aria-describedby={errors.date_to ? "date_to-error" : undefined} className={`${inputClass} ${errors.date_to ? "border-red-600" : "border-slate-300"}`} />
            {errors.date_to && <p id="date_to-error" className="mt-1 text-xs font-medium text-red-700">{errors.date_to}</p>}
          </div>
          <div>
            <label htmlFor="group_by" className="block text-sm font-medium text-slate-800">{t("reports.groupBy")}</label>
            <select id="group_by" name="group_by" defaultValue={query.group_by} className={`${inputClass} border-slate-300`}>
              {groupBys.map((g) => (
                <option key={g} value={g}>{t(`reports.group.${g}`)}</option>
              ))}
            </select>
          </div>
          {caller.role === "admin" ? <OrgSelect id="report-org" organizations={organizations} value={query.org_id} /> : <div className="hidden lg:block" />}
          <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            {t("reports.applyFilters")}
          </button>
        </form>
      </Card>

      <Card title={t("reports.exportTitle")}>
        <p className="text-sm text-slate-700">{caller.role === "admin" ? t("reports.exportHintAdmin") : t("reports.exportHint")}</p>
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {reportTypes.map((r) => (
            <li key={r} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium text-slate-900">{t(`reports.export.${r}`)}</p>
              <div className="mt-2 flex gap-2">
                {(["csv", "pdf"] as const).map((f) => (
                  <a
                    key={f}
                    href={exportParams(r, f)}
                    download
                    className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-brand-800 hover:bg-slate-50"
                  >
                    {t(`reports.export.${r}`)} {f.toUpperCase()}
                  </a>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </Card>

      <section aria-labelledby="hours-heading" className="space-y-4">
        <h2 id="hours-heading" className="text-lg font-semibold text-slate-900">{t("reports.hoursSummary")}</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label={t("reports.approvedHours")} value={num(summary.summary.total_hours)} />
          <Stat label={t("reports.volunteers")} value={num(summary.summary.total_volunteers)} />
          <Stat label={t("reports.events")} value={num(summary.summary.total_events)} />
          <Stat label={t("reports.averageHours")} value={num(summary.summary.average_hours_per_volunteer)} />
        </div>
        <Card title={t("reports.hoursBy", { group: groupLower })}>
          {summary.by_period.length === 0 ? (
            <EmptyState title={t("reports.noHoursTitle")}>{t("reports.noHoursBody")}</EmptyState>
          ) : (
            <div className="space-y-4">
              <HoursBarChartLoader data={summary.by_period.map((r) => ({ period: periodLabel(query.group_by, r.period, locale, laborLabel), hours: r.hours }))} label={t("reports.approvedHoursBy", { group: groupLower })} />
              <DataTable
                caption={t("reports.approvedHoursByIn", { group: groupLower, window: windowLabel })}
                columns={[{ label: group }, { label: t("reports.hours"), numeric: true }, { label: t("reports.volunteers"), numeric: true }]}
                foot={
                  <tr className="border-t-2 border-slate-300 font-semibold">
                    <th scope="row" className={cellClass()}>{t("reports.total")}</th>
                    <td className={numeric}>{num(summary.summary.total_hours)}</td>
                    <td className={numeric}>{num(summary.summary.total_volunteers)}</td>
                  </tr>
                }
              >
                {summary.by_period.map((r) => (
                  <tr key={r.period}>
                    <th scope="row" className={`${cellClass()} font-normal text-slate-900`}>{periodLabel(query.group_by, r.period, locale, laborLabel)}</th>
                    <td className={numeric}>{num(r.hours)}</td>
                    <td className={numeric}>{num(r.volunteers)}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </Card>
        {summary.by_labor_type.length > 0 && (
          <Card title={t("reports.hoursByLaborType")}>
            <LaborTypeTable rows={summary.by_labor_type} caption={t("reports.approvedByLaborType", { window: windowLabel })} />
          </Card>
        )}
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t("reports.participation")}>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Figure term={t("reports.activeVolunteers")} value={num(participation.active_volunteers)} />
            <Figure term={t("reports.newThisMonth")} value={num(participation.new_volunteers_this_month)} />
            <Figure term={t("reports.retention")} value={formatRatio(participation.retention_rate, locale)} hint={t("reports.retentionHint")} />
            <Figure term={t("reports.noShowRate")} value={formatRatio(participation.no_show_rate, locale)} />
            <Figure term={t("reports.eventsPerVolunteer")} value={num(participation.average_events_per_volunteer)} />
          </dl>
          <h3 className="mt-4 text-sm font-semibold text-slate-900">{t("reports.topContributors")}</h3>
          {participation.top_contributors.length === 0 ? (
            <EmptyState title={t("reports.noHoursTitle")} />
          ) : (
            <div className="mt-2">
              <DataTable caption={t("reports.topCaption")} density="compact" columns={[{ label: t("reports.volunteer") }, { label: t("reports.hours"), numeric: true }]}>
                {participation.top_contributors.map((c) => (
                  <tr key={c.volunteer_id}>
                    <td className={cellClass("compact")}>{c.volunteer_name}</td>
                    <td className={cellClass("compact", { numeric: true })}>{num(c.total_hours)}</td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </Card>

        <Card title={t("reports.opportunities")}>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <Figure term={t("reports.opportunitiesInWindow")} value={num(opportunities.total_opportunities)} />
            <Figure term={t("reports.fillRate")} value={formatRatio(opportunities.fill_rate, locale)} hint={t("reports.fillRateHint")} />
            <Figure term={t("reports.volunteersPerEvent")} value={num(opportunities.average_volunteers_per_event)} />
          </dl>
          {opportunities.total_opportunities === 0 ? (
            <div className="mt-4">
              <EmptyState title={t("reports.noOpportunities")} />
            </div>
          ) : (
            <div className="mt-4">
              <DataTable caption={t("reports.byStatus")} density="compact" columns={[{ label: t("reports.status") }, { label: t("reports.opportunities"), numeric: true }]}>
                {opportunityStatuses.map((s) => (
                  <tr key={s}>
                    <td className={cellClass("compact")}>{tc(`opportunityStatus.${s}`)}</td>
                    <td className={cellClass("compact", { numeric: true })}>{num(opportunities.by_status[s] ?? 0)}</td>
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
