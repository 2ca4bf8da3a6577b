import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { HoursByDayChartLoader } from "@/components/charts/hours-by-day-chart-loader";
import { ForecastNote } from "@/components/recruiter/forecast-note";
import { StatusBadge } from "@/components/recruiter/status-badge";
import { Card, EmptyState, Stat } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { recruiterDashboard } from "@/lib/corps/dashboards/dashboards";
import { upcomingForecastsByIds } from "@/lib/corps/attendance/forecast";
import { approvedHoursByDayThisMonth } from "@/lib/corps/hours/hours-by-day";
import { opportunitiesWithPendingSignups } from "@/lib/corps/signups/pending-signups";
import { db } from "@/lib/db/client";
import { formatDateTime, formatHours } from "@/lib/format";
import { opportunityTimezones } from "@/lib/corps/organizations/timezone";
import { intlLocale } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("dashboard.title") };
}

const link = "font-medium text-brand-700 underline hover:text-brand-800";

export default async function RecruiterHome() {
  const caller = await requirePageCaller("recruiter", "/recruiter");
  const ctx = { caller, db: db() };
  const [t, locale] = await Promise.all([getTranslations("recruiter"), getLocale()]);
  const [dash, byDay, pendingByOpp] = await Promise.all([recruiterDashboard(ctx), approvedHoursByDayThisMonth(ctx), opportunitiesWithPendingSignups(ctx)]);
  const [zoneOf, forecasts] = await Promise.all([
    opportunityTimezones(ctx.db, [...dash.upcoming_events, ...dash.events_needing_volunteers, ...pendingByOpp].map((e) => e.id)),
    upcomingForecastsByIds(ctx, dash.upcoming_events.map((e) => e.id)),
  ]);
  const month = new Intl.DateTimeFormat(intlLocale(locale), { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${byDay[0]?.date ?? new Date().toISOString().slice(0, 10)}T12:00:00Z`));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("dashboard.title")}</h1>
        <Link href="/recruiter/opportunities/new" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("newOpportunity")}
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label={t("dashboard.approvedHoursThisMonth")} value={formatHours(dash.hours_this_month)} />
        <Stat label={t("dashboard.activeVolunteers")} value={dash.active_volunteers} />
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-600">{t("dashboard.signupsAwaiting")}</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{dash.pending_signups}</p>
          <p className="mt-1 text-xs"><a href="#pending-signups" className={link}>{t("dashboard.openRoster")}</a></p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-600">{t("dashboard.hoursAwaiting")}</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{dash.pending_hours}</p>
          <p className="mt-1 text-xs"><Link href="/recruiter/hours" className={link}>{t("dashboard.openHoursQueue")}</Link></p>
        </div>
      </div>

      <Card title={t("dashboard.hoursPerDay", { month })}>
        {byDay.every((d) => d.hours === 0) ? (
          <EmptyState title={t("dashboard.noHoursYet")}>
            {t.rich("dashboard.approveInQueue", {
              link: (chunks) => (
                <Link href="/recruiter/hours" className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </EmptyState>
        ) : (
          <HoursByDayChartLoader data={byDay} label={t("dashboard.chartLabel", { month, total: formatHours(dash.hours_this_month) })} />
        )}
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title={t("dashboard.upcomingEvents")}>
          {dash.upcoming_events.length === 0 ? (
            <EmptyState title={t("dashboard.noUpcoming")}>
              {t.rich("dashboard.createAndPublish", {
                link: (chunks) => (
                  <Link href="/recruiter/opportunities/new" className={link}>
                    {chunks}
                  </Link>
                ),
              })}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {dash.upcoming_events.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <Link href={`/recruiter/opportunities/${e.id}`} className={link}>{e.title}</Link>
                    <p className="text-xs text-slate-600">{formatDateTime(e.start_datetime, zoneOf(e.id), locale)}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <span>{e.max_volunteers === null ? t("dashboard.seatsConfirmed", { taken: e.seats_taken }) : t("dashboard.seatsOf", { taken: e.seats_taken, max: e.max_volunteers })}</span>
                    <ForecastNote forecast={forecasts.get(e.id)} />
                    <StatusBadge status={e.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t("dashboard.belowMinimum")}>
          {dash.events_needing_volunteers.length === 0 ? (
            <EmptyState title={t("dashboard.allAtMinimum")} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {dash.events_needing_volunteers.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <Link href={`/recruiter/opportunities/${e.id}`} className={link}>{e.title}</Link>
                    <p className="text-xs text-slate-600">{formatDateTime(e.start_datetime, zoneOf(e.id), locale)}</p>
                  </div>
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t("dashboard.needsMore", { needed: e.volunteers_needed, taken: e.seats_taken, min: e.min_volunteers ?? 0 })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <section id="pending-signups" aria-labelledby="pending-signups-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="pending-signups-title" className="mb-3 text-base font-semibold text-slate-900">{t("dashboard.signupsAwaiting")}</h2>
        {pendingByOpp.length === 0 ? (
          <EmptyState title={t("dashboard.noPendingSignups")} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {pendingByOpp.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <Link href={`/recruiter/opportunities/${o.id}#roster`} className={link}>{o.title}</Link>
                  <p className="text-xs text-slate-600">{formatDateTime(o.start_datetime, zoneOf(o.id), locale)}</p>
                </div>
                <span className="text-sm text-slate-700">{t("dashboard.pendingCount", { count: o.pending })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
