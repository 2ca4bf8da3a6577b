import clsx from "clsx";
import type { Metadata } from "next";
import Link from "next/link";
import { Agenda } from "@/components/calendar/agenda";
import { CalendarToolbar } from "@/components/calendar/calendar-toolbar";
import { CalendarLegend } from "@/components/calendar/legend";
import { MonthGrid } from "@/components/calendar/month-grid";
import { EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { byLocalDay, calendarRange, parseAnchor, todayIn, type CalendarView } from "@/lib/corps/calendars/calendar-range";
import { recruiterCalendar, type Fill, type RecruiterCalendarEntry } from "@/lib/corps/calendars/recruiter-calendar";
import { upcomingForecastsByIds } from "@/lib/corps/attendance/forecast";
import type { ForecastDto } from "@/lib/corps/attendance/attendance-schemas";
import { ForecastNote } from "@/components/recruiter/forecast-note";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { db } from "@/lib/db/client";
import { formatLocalDate, formatTimeIn, formatTimeRangeIn, zoneAbbreviation } from "@/lib/time/zoned-format";

export const metadata: Metadata = { title: "Calendar" };

/** Fill: its colour (text and background pass AA) and its words; drafts get a dashed border. */
const FILL: Record<Fill, { label: string; tone: string }> = {
  below_min: { label: "Below minimum", tone: "border-red-600 bg-red-50 text-red-900" },
  filling: { label: "Filling", tone: "border-amber-500 bg-amber-50 text-amber-900" },
  full: { label: "Full", tone: "border-emerald-600 bg-emerald-50 text-emerald-900" },
};

function seats(e: RecruiterCalendarEntry): string {
  const taken = e.max_volunteers === null ? `${e.confirmed_count} confirmed` : `${e.confirmed_count}/${e.max_volunteers}`;
  return e.min_volunteers === null ? taken : `${taken}, min ${e.min_volunteers}`;
}

function Entry({ e, zone, compact, forecast }: { e: RecruiterCalendarEntry; zone: string; compact?: boolean; forecast?: ForecastDto }) {
  const f = FILL[e.fill];
  const state = [f.label, e.status === "draft" ? "Draft" : null, e.status === "completed" ? "Completed" : null].filter(Boolean).join(" · ");
  return (
    <li>
      <Link
        href={`/recruiter/opportunities/${e.id}#roster`}
        data-fill={e.fill}
        data-status={e.status}
        className={clsx("block rounded px-2 py-1 hover:underline", f.tone, e.status === "draft" ? "border-2 border-dashed" : "border-l-4", compact ? "text-xs" : "text-sm")}
      >
        <span className="block truncate font-medium">{compact ? `${formatTimeIn(e.start_datetime, zone)} ${e.title}` : e.title}</span>
        <span className="block">{compact ? `${seats(e)} · ${state}` : `${formatTimeRangeIn(e.start_datetime, e.end_datetime, zone)} · ${seats(e)} · ${state}`}</span>
        {forecast && (
          <span className="block">
            <ForecastNote forecast={forecast} compact />
          </span>
        )}
      </Link>
    </li>
  );
}

export default async function RecruiterCalendarPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("recruiter", "/recruiter/calendar");
  const sp = await searchParams;
  const ctx = { caller, db: db() };
  const zone = await viewerTimezone(ctx);
  const today = todayIn(zone);
  const view: CalendarView = sp.view === "month" ? "month" : "week";
  const anchor = parseAnchor(typeof sp.date === "string" ? sp.date : undefined) ?? today;
  const range = calendarRange(view, anchor, zone);
  const entries = await recruiterCalendar(ctx, range.from, range.to);
  const forecasts = await upcomingForecastsByIds(ctx, entries.map((e) => e.id));
  const byDay = byLocalDay(entries, zone);
  const days = range.weeks.flat();
  const href = (v: CalendarView, date: string) => `/recruiter/calendar?view=${v}&date=${date}`;
  const title =
    view === "month" ? formatLocalDate(range.anchor, "month") : `Week of ${formatLocalDate(days[0], "short")} – ${formatLocalDate(days[6], "short")}`;
  const unit = view === "month" ? "month" : "week";
  const shown = view === "month" ? days.filter((d) => d.startsWith(range.anchor.slice(0, 7))) : days;
  const empty = <EmptyState title={`Nothing scheduled this ${unit}`}><Link href="/recruiter/opportunities/new" className="font-medium text-brand-700 underline">Create an opportunity</Link>.</EmptyState>;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Calendar</h1>
        <p className="mt-1 text-sm text-slate-700">
          Every date of your organization, coloured by how full it is; open one for its roster. Times in {zone} ({zoneAbbreviation(zone)}).
        </p>
      </div>
      <section aria-labelledby="calendar-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <CalendarToolbar
          title={title}
          titleId="calendar-title"
          previous={{ href: href(view, range.previous), label: `Previous ${unit}` }}
          today={href(view, today)}
          next={{ href: href(view, range.next), label: `Next ${unit}` }}
          views={[
            { href: href("week", range.anchor), label: "Week", current: view === "week" },
            { href: href("month", range.anchor), label: "Month", current: view === "month" },
          ]}
        />
        <CalendarLegend items={[...Object.values(FILL), { label: "Draft", tone: "border-slate-500 text-slate-800", dashed: true }]} />
        {view === "week" ? (
          <ol className="grid grid-cols-1 gap-2 md:grid-cols-7" aria-label={title}>
            {days.map((date) => (
              <li key={date} aria-current={date === today ? "date" : undefined} className={clsx("min-h-24 rounded-lg border border-slate-200 p-2", date === today && "ring-2 ring-inset ring-brand-700")}>
                <h3 className="text-sm font-semibold text-slate-900">
                  <time dateTime={date}>{formatLocalDate(date, "short")}</time>
                </h3>
                {(byDay.get(date) ?? []).length === 0 ? (
                  <p className="mt-1 text-xs text-slate-600">Nothing scheduled</p>
                ) : (
                  <ul className="mt-1 space-y-1">
                    {(byDay.get(date) ?? []).map((e) => (
                      <Entry key={e.id} e={e} zone={zone} compact forecast={forecasts.get(e.id)} />
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <>
            <MonthGrid
              caption={`Dates of your organization in ${title}`}
              weeks={range.weeks}
              month={range.anchor}
              today={today}
              renderDay={(date) => {
                const list = byDay.get(date) ?? [];
                return list.length ? (
                  <ul className="mt-1 space-y-1">
                    {list.map((e) => (
                      <Entry key={e.id} e={e} zone={zone} compact forecast={forecasts.get(e.id)} />
                    ))}
                  </ul>
                ) : null;
              }}
            />
            <Agenda className="md:hidden" label={`Agenda for ${title}`} days={shown.map((date) => ({ date, items: (byDay.get(date) ?? []).map((e) => <Entry key={e.id} e={e} zone={zone} forecast={forecasts.get(e.id)} />) }))} empty={empty} />
          </>
        )}
        {view === "week" && entries.length === 0 && empty}
      </section>
    </div>
  );
}
