import type { Metadata } from "next";
import Link from "next/link";
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

export const metadata: Metadata = { title: "Recruiter home" };

const link = "font-medium text-brand-700 underline hover:text-brand-800";

export default async function RecruiterHome() {
  const caller = await requirePageCaller("recruiter", "/recruiter");
  const ctx = { caller, db: db() };
  const [dash, byDay, pendingByOpp] = await Promise.all([recruiterDashboard(ctx), approvedHoursByDayThisMonth(ctx), opportunitiesWithPendingSignups(ctx)]);
  const [zoneOf, forecasts] = await Promise.all([
    opportunityTimezones(ctx.db, [...dash.upcoming_events, ...dash.events_needing_volunteers, ...pendingByOpp].map((e) => e.id)),
    upcomingForecastsByIds(ctx, dash.upcoming_events.map((e) => e.id)),
  ]);
  const month = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${byDay[0]?.date ?? new Date().toISOString().slice(0, 10)}T12:00:00Z`));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Recruiter home</h1>
        <Link href="/recruiter/opportunities/new" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          New opportunity
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Approved hours this month" value={formatHours(dash.hours_this_month)} />
        <Stat label="Active volunteers (90 days)" value={dash.active_volunteers} />
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-600">Signups awaiting approval</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{dash.pending_signups}</p>
          <p className="mt-1 text-xs"><a href="#pending-signups" className={link}>Open a roster</a></p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-600">Hours awaiting approval</p>
          <p className="mt-1 text-2xl font-semibold text-slate-900">{dash.pending_hours}</p>
          <p className="mt-1 text-xs"><Link href="/recruiter/hours" className={link}>Open the hours queue</Link></p>
        </div>
      </div>

      <Card title={`Approved hours per day, ${month}`}>
        {byDay.every((d) => d.hours === 0) ? (
          <EmptyState title="No approved hours this month yet">Approve entries in the <Link href="/recruiter/hours" className={link}>hours queue</Link>.</EmptyState>
        ) : (
          <HoursByDayChartLoader data={byDay} label={`Bar chart: approved hours per day in ${month}, ${formatHours(dash.hours_this_month)} in total`} />
        )}
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card title="Upcoming events">
          {dash.upcoming_events.length === 0 ? (
            <EmptyState title="No upcoming events">
              <Link href="/recruiter/opportunities/new" className={link}>Create an opportunity</Link> and publish it.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100">
              {dash.upcoming_events.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <Link href={`/recruiter/opportunities/${e.id}`} className={link}>{e.title}</Link>
                    <p className="text-xs text-slate-600">{formatDateTime(e.start_datetime, zoneOf(e.id))}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <span>{e.max_volunteers === null ? `${e.seats_taken} confirmed` : `${e.seats_taken} of ${e.max_volunteers}`}</span>
                    <ForecastNote forecast={forecasts.get(e.id)} />
                    <StatusBadge status={e.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Events below their minimum">
          {dash.events_needing_volunteers.length === 0 ? (
            <EmptyState title="Every upcoming event has its minimum" />
          ) : (
            <ul className="divide-y divide-slate-100">
              {dash.events_needing_volunteers.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <Link href={`/recruiter/opportunities/${e.id}`} className={link}>{e.title}</Link>
                    <p className="text-xs text-slate-600">{formatDateTime(e.start_datetime, zoneOf(e.id))}</p>
                  </div>
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    needs {e.volunteers_needed} more ({e.seats_taken} of at least {e.min_volunteers ?? 0})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <section id="pending-signups" aria-labelledby="pending-signups-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="pending-signups-title" className="mb-3 text-base font-semibold text-slate-900">Signups awaiting approval</h2>
        {pendingByOpp.length === 0 ? (
          <EmptyState title="No signups are waiting for a decision" />
        ) : (
          <ul className="divide-y divide-slate-100">
            {pendingByOpp.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <Link href={`/recruiter/opportunities/${o.id}#roster`} className={link}>{o.title}</Link>
                  <p className="text-xs text-slate-600">{formatDateTime(o.start_datetime, zoneOf(o.id))}</p>
                </div>
                <span className="text-sm text-slate-700">{o.pending} pending</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
