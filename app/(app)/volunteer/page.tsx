import type { Metadata } from "next";
import Link from "next/link";
import { MonthlyHoursChartLoader } from "@/components/charts/monthly-hours-chart-loader";
import { Card, EmptyState, Stat } from "@/components/ui/card";
import { BadgeIcon } from "@/components/ui/badge-icon";
import { DataTable } from "@/components/ui/data-table";
import { SignupStatusBadge } from "@/components/volunteer/status-badge";
import { requirePageCaller } from "@/lib/sign-in/session";
import { volunteerDashboard } from "@/lib/corps/dashboards/dashboards";
import { getReliability } from "@/lib/corps/attendance/reliability";
import { myApprovedHoursByMonth } from "@/lib/corps/hours/volunteer-hours-trend";
import { db } from "@/lib/db/client";
import { formatDate, formatDateRange, formatHours } from "@/lib/format";
import { ApiError } from "@/lib/errors/api-error";
import { opportunityTimezones, viewerTimezone } from "@/lib/corps/organizations/timezone";

export const metadata: Metadata = { title: "Volunteer home" };

const link = "font-medium text-brand-700 underline hover:text-brand-800";

export default async function VolunteerHome() {
  const caller = await requirePageCaller("volunteer", "/volunteer");
  const ctx = { caller, db: db() };
  const dashboard = await volunteerDashboard(ctx).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === "NOT_FOUND") return null;
    throw err;
  });
  if (!dashboard) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">Welcome</h1>
        <EmptyState title="You have no volunteer profile yet">
          Create one to sign up for opportunities and log hours.{" "}
          <Link href="/volunteer/profile" className={link}>
            Create your profile
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
      <h1 className="text-2xl font-bold">Welcome, {profile.first_name}</h1>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Hours this month" value={formatHours(dashboard.hours_this_month)} />
        <Stat label={`Hours in ${year}`} value={formatHours(dashboard.hours_this_year)} />
        <Stat label="Events attended" value={profile.stats.events_attended} />
        <Stat label="Awaiting approval" value={formatHours(profile.stats.pending_hours)} hint="Logged hours not yet approved" />
      </div>
      <section aria-labelledby="reliability-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="reliability-title" className="text-base font-semibold text-slate-900">Your reliability: {Math.round(reliability.score * 100)}%</h2>
        <p className="mt-1 text-sm text-slate-700">
          Over the last year: {reliability.attended} shift{reliability.attended === 1 ? "" : "s"} attended, {reliability.no_shows} missed,{" "}
          {reliability.late_cancellations} cancelled less than a day before. Recent shifts count most; a newcomer starts at {Math.round(reliability.prior * 100)}%. Only you and your organizers see it.
        </p>
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title="Upcoming shifts" className="lg:col-span-2" action={<Link href="/volunteer/shifts" className={`text-sm ${link}`}>All my shifts</Link>}>
          {dashboard.upcoming_shifts.length === 0 ? (
            <EmptyState title="No upcoming shifts">
              <Link href="/opportunities" className={link}>Find an opportunity</Link> to sign up for.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200">
              {dashboard.upcoming_shifts.map((s) => (
                <li key={s.signup_id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <Link href={`/opportunities/${s.opportunity_id}`} className={link}>{s.title}</Link>
                    <p className="text-sm text-slate-700">
                      {formatDateRange(s.start_datetime, s.end_datetime, zoneOf(s.opportunity_id))}
                      {s.location_name || s.city ? ` · ${[s.location_name, s.city].filter(Boolean).join(", ")}` : ""}
                    </p>
                  </div>
                  <span className="self-start sm:self-center"><SignupStatusBadge status={s.status} /></span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Recent badges" action={<Link href="/volunteer/badges" className={`text-sm ${link}`}>All badges</Link>}>
          {dashboard.recent_achievements.length === 0 ? (
            <EmptyState title="No badges yet">Your first completed shift earns one.</EmptyState>
          ) : (
            <ul className="space-y-2">
              {dashboard.recent_achievements.map((a) => (
                <li key={a.id} className="flex items-center gap-3">
                  <BadgeIcon icon={a.icon} color={a.badge_color} />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{a.name}</span>
                    <span className="block text-xs text-slate-600">Earned {formatDate(a.awarded_at, zone)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title={`Approved hours per month, ${year}`} action={<Link href="/volunteer/hours" className={`text-sm ${link}`}>Log hours</Link>}>
        {months.every((m) => m.hours === 0) ? (
          <EmptyState title={`No approved hours in ${year} yet`}>Hours appear here once an organizer approves them.</EmptyState>
        ) : (
          <>
            <MonthlyHoursChartLoader rows={months} label={`Bar chart of approved hours per month in ${year}`} />
            {/* The chart's figures for screen readers; sighted users read the bars. */}
            <DataTable srOnly caption={`Approved hours per month in ${year}`} columns={[{ label: "Month" }, { label: "Hours", numeric: true }]}>
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
      <Card title="Recommended for you">
        {dashboard.recommended_opportunities.length === 0 ? (
          <EmptyState title="No recommendations right now">
            Add skills, interests and availability to <Link href="/volunteer/profile" className={link}>your profile</Link> for better matches, or <Link href="/opportunities" className={link}>browse every opportunity</Link>.
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {dashboard.recommended_opportunities.map((o) => (
              <li key={o.id} className="rounded-lg border border-slate-200 p-3">
                <Link href={`/opportunities/${o.id}`} className={link}>{o.title}</Link>
                <p className="text-sm text-slate-700">
                  {formatDateRange(o.start_datetime, o.end_datetime, zoneOf(o.id))}
                  {o.location_type === "remote" ? " · Remote" : o.city ? ` · ${o.city}` : ""}
                </p>
                <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">Why it fits</p>
                <ul className="mt-1 list-inside list-disc text-sm text-slate-700">
                  {o.match_reasons.map((r) => <li key={r}>{r}</li>)}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
