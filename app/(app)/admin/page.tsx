import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { LaborTypeChartLoader, TrendLineChartLoader } from "@/components/charts/admin-chart-loaders";
import { formatNumber, formatSignedPercent } from "@/components/admin/figures";
import { LaborTypeTable } from "@/components/admin/labor-type-table";
import { OrgSelect } from "@/components/admin/org-select";
import { Card, EmptyState, Stat } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { adminDashboard } from "@/lib/corps/dashboards/dashboards";
import { organizationOptions } from "@/lib/corps/organizations/organization-options";
import { db } from "@/lib/db/client";
import { formatCalendarDate, formatHours } from "@/lib/format";
import { intlLocale } from "@/lib/i18n/locales";
import { uuid } from "@/lib/schemas/common-schemas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("dashboard.metaTitle") };
}

export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin");
  const [t, tc, locale] = await Promise.all([getTranslations("admin"), getTranslations("common"), getLocale()]);
  const ctx = { caller, db: db() };
  const requested = uuid.safeParse((await searchParams).org_id);
  const orgFilter = caller.role === "admin" && requested.success ? requested.data : undefined;
  const [d, { organizations }] = await Promise.all([adminDashboard(ctx, orgFilter), organizationOptions(ctx)]);
  const scopeName =
    caller.role === "admin"
      ? (organizations.find((o) => o.id === orgFilter)?.name ?? t("dashboard.allOrganizations"))
      : (organizations[0]?.name ?? t("dashboard.yourOrganization"));
  const monthLabel = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: "UTC", month: "long", year: "numeric" });
  const current = monthLabel.format(new Date(`${d.period.current_start}T00:00:00Z`));
  const previous = monthLabel.format(new Date(`${d.period.previous_start}T00:00:00Z`));
  const trendHasData = d.participation_trend.some((w) => w.hours > 0);
  const pct = d.hours_change_percent;
  const change =
    pct == null || !Number.isFinite(pct) ? t("dashboard.noPrevious") : pct === 0 ? t("dashboard.noChange") : t("dashboard.change", { change: formatSignedPercent(pct, locale) });

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{caller.role === "admin" ? t("dashboard.systemTitle") : t("dashboard.orgTitle")}</h1>
          <p className="mt-1 text-sm text-slate-700">{t("dashboard.period", { scope: scopeName, current, previous })}</p>
        </div>
        {caller.role === "admin" && (
          <form method="get" className="flex items-end gap-2" aria-label={t("dashboard.filterLabel")}>
            <OrgSelect id="dashboard-org" organizations={organizations} value={orgFilter} />
            <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              {tc("actions.apply")}
            </button>
          </form>
        )}
      </div>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t("dashboard.hoursIn", { month: current })} value={formatHours(d.total_hours_this_period)} hint={change} />
        <Stat label={t("dashboard.hoursIn", { month: previous })} value={formatHours(d.total_hours_previous_period)} />
        <Stat
          label={t("dashboard.activeVolunteers")}
          value={formatNumber(d.active_volunteers, locale)}
          hint={t("dashboard.newThisMonth", { count: formatNumber(d.new_volunteers_this_month, locale) })}
        />
        <Stat label={t("dashboard.upcomingEvents")} value={formatNumber(d.upcoming_events, locale)} hint={t("dashboard.upcomingHint")} />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t("dashboard.byLaborType", { month: current })}>
          {d.hours_by_labor_type.length === 0 ? (
            <EmptyState title={t("dashboard.noHoursMonthTitle")}>{t("dashboard.noHoursMonthBody")}</EmptyState>
          ) : (
            <div className="grid grid-cols-1 items-center gap-4 sm:grid-cols-2">
              <LaborTypeChartLoader data={d.hours_by_labor_type} label={t("dashboard.byLaborType", { month: current })} />
              <LaborTypeTable rows={d.hours_by_labor_type} caption={t("dashboard.byLaborType", { month: current })} />
            </div>
          )}
        </Card>

        <Card title={t("dashboard.weekly")}>
          {trendHasData ? (
            <>
              <TrendLineChartLoader data={d.participation_trend} label={t("dashboard.weeklyChart")} />
              <p className="mt-2 text-xs text-slate-600">{t("dashboard.weeksFrom", { date: formatCalendarDate(isoWeekStart(d.participation_trend[0].week), locale) })}</p>
            </>
          ) : (
            <EmptyState title={t("dashboard.noHoursWeeks")} />
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
