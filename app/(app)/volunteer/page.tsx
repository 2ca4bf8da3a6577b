import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { MonthlyHoursChartLoader } from "@/components/charts/monthly-hours-chart-loader";
import { Card, EmptyState, Stat } from "@/components/ui/card";
import { BadgeIcon } from "@/components/ui/badge-icon";
import { DataTable } from "@/components/ui/data-table";
import { SignupStatusBadge } from "@/components/volunteer/status-badge";
import { translateMatchReason } from "@/components/volunteer/match-reason";
import { requirePageCaller } from "@/lib/sign-in/session";
import { volunteerDashboard } from "@/lib/corps/dashboards/dashboards";
import { getReliability } from "@/lib/corps/attendance/reliability";
import { myApprovedHoursByMonth } from "@/lib/corps/hours/volunteer-hours-trend";
import { db } from "@/lib/db/client";
import { formatDate, formatDateRange, formatHours } from "@/lib/format";
import { ApiError } from "@/lib/errors/api-error";
import { opportunityTimezones, viewerTimezone } from "@/lib/corps/organizations/timezone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("volunteer");
  return { title: t("home.metaTitle") };
}

const link = "font-medium text-brand-700 underline hover:text-brand-800";

export default async function VolunteerHome() {
  const caller = await requirePageCaller("volunteer", "/volunteer");
  const [t, tc, locale] = await Promise.all([getTranslations("volunteer"), getTranslations("common"), getLocale()]);
  const ctx = { caller, db: db() };
  const dashboard = await volunteerDashboard(ctx).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === "NOT_FOUND") return null;
    throw err;
  });
  if (!dashboard) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">{t("home.welcome")}</h1>
        <EmptyState title={t("home.noProfile.title")}>
          {t("home.noProfile.body")}{" "}
          <Link href="/volunteer/profile" className={link}>
            {t("home.noProfile.link")}
          </Link>
        </EmptyState>
      </div>
    );
  }
  const [reliability, months, zoneOf, zone] = await Promise.all([
    getReliability(ctx, dashboard.profile.id),
    myApprovedHoursByMonth(ctx),
    opportunityTimezones(ctx.db, [...dashboard.upcoming_shifts.map((s) => s.opportunity_id), ...dashboard.recommended_opportunities.map((o) => o.id)]),
    viewerTimezone(ctx),
  ]);
  const { profile } = dashboard;
  const year = new Date().getUTCFullYear();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("home.welcomeName", { name: profile.first_name })}</h1>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label={t("home.hoursThisMonth")} value={formatHours(dashboard.hours_this_month)} />
        <Stat label={t("home.hoursInYear", { year: String(year) })} value={formatHours(dashboard.hours_this_year)} />
        <Stat label={t("home.eventsAttended")} value={profile.stats.events_attended} />
        <Stat label={t("home.awaitingApproval")} value={formatHours(profile.stats.pending_hours)} hint={t("home.awaitingApprovalHint")} />
      </div>
      <section aria-labelledby="reliability-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="reliability-title" className="text-base font-semibold text-slate-900">{t("home.reliability.title", { score: Math.round(reliability.score * 100) })}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {t("home.reliability.body", {
            attended: reliability.attended,
            missed: reliability.no_shows,
            late: reliability.late_cancellations,
            prior: Math.round(reliability.prior * 100),
          })}
        </p>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title={t("home.upcoming.title")} className="lg:col-span-2" action={<Link href="/volunteer/shifts" className={`text-sm ${link}`}>{t("home.upcoming.all")}</Link>}>
          {dashboard.upcoming_shifts.length === 0 ? (
            <EmptyState title={t("home.upcoming.empty")}>
              {t.rich("home.upcoming.emptyBody", { link: (chunks) => <Link href="/opportunities" className={link}>{chunks}</Link> })}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200">
              {dashboard.upcoming_shifts.map((s) => (
                <li key={s.signup_id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <Link href={`/opportunities/${s.opportunity_id}`} className={link}>{s.title}</Link>
                    <p className="text-sm text-slate-700">
                      {formatDateRange(s.start_datetime, s.end_datetime, zoneOf(s.opportunity_id), locale)}
                      {s.location_name || s.city ? ` · ${[s.location_name, s.city].filter(Boolean).join(", ")}` : ""}
                    </p>
                  </div>
                  <span className="self-start sm:self-center"><SignupStatusBadge status={s.status} /></span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t("home.badges.title")} action={<Link href="/volunteer/badges" className={`text-sm ${link}`}>{t("home.badges.all")}</Link>}>
          {dashboard.recent_achievements.length === 0 ? (
            <EmptyState title={t("home.badges.empty")}>{t("home.badges.emptyBody")}</EmptyState>
          ) : (
            <ul className="space-y-2">
              {dashboard.recent_achievements.map((a) => (
                <li key={a.id} className="flex items-center gap-3">
                  <BadgeIcon icon={a.icon} color={a.badge_color} />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{a.name}</span>
                    <span className="block text-xs text-slate-600">{t("home.badges.earned", { date: formatDate(a.awarded_at, zone, locale) })}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={t("home.chart.title", { year: String(year) })} action={<Link href="/volunteer/hours" className={`text-sm ${link}`}>{t("home.chart.logHours")}</Link>}>
        {months.every((m) => m.hours === 0) ? (
          <EmptyState title={t("home.chart.empty", { year: String(year) })}>{t("home.chart.emptyBody")}</EmptyState>
        ) : (
          <>
            <MonthlyHoursChartLoader
              rows={months}
              label={t("home.chart.label", { year: String(year) })}
              seriesName={t("home.chart.series")}
              tooltipName={t("home.chart.tooltip")}
            />
            {/* The chart's figures for screen readers; sighted users read the bars. */}
            <DataTable srOnly caption={t("home.chart.caption", { year: String(year) })} columns={[{ label: t("home.chart.month") }, { label: t("home.chart.hours"), numeric: true }]}>
              {months.map((m) => (
                <tr key={m.month}>
                  <td>{m.month}</td>
                  <td>{m.hours}</td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </Card>
      <Card title={t("home.recommended.title")}>
        {dashboard.recommended_opportunities.length === 0 ? (
          <EmptyState title={t("home.recommended.empty")}>
            {t.rich("home.recommended.emptyBody", {
              profile: (chunks) => <Link href="/volunteer/profile" className={link}>{chunks}</Link>,
              browse: (chunks) => <Link href="/opportunities" className={link}>{chunks}</Link>,
            })}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {dashboard.recommended_opportunities.map((o) => (
              <li key={o.id} className="rounded-lg border border-slate-200 p-3">
                <Link href={`/opportunities/${o.id}`} className={link}>{o.title}</Link>
                <p className="text-sm text-slate-700">
                  {formatDateRange(o.start_datetime, o.end_datetime, zoneOf(o.id), locale)}
                  {o.location_type === "remote" ? ` · ${tc("locationType.remote")}` : o.city ? ` · ${o.city}` : ""}
                </p>
                <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{t("home.recommended.why")}</p>
                <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
                  {o.match_reasons.map((r) => <li key={r}>{translateMatchReason(r, (key, values) => t(`home.reason.${key}`, values))}</li>)}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
