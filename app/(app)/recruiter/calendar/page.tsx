import clsx from "clsx";
import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("calendar.title") };
}

/** Fill: its colour (text and background pass AA) and its words; drafts get a dashed border. */
const FILL: Record<Fill, { label: "calendar.belowMinimum" | "calendar.filling" | "calendar.full"; tone: string }> = {
  below_min: { label: "calendar.belowMinimum", tone: "border-red-600 bg-red-50 text-red-900" },
  filling: { label: "calendar.filling", tone: "border-amber-500 bg-amber-50 text-amber-900" },
  full: { label: "calendar.full", tone: "border-emerald-600 bg-emerald-50 text-emerald-900" },
};

/** An entry's words, computed once per event: the month view shows each event twice (grid and agenda). */
interface EntryTexts {
  state: string;
  seats: string;
  time: string;
  timeRange: string;
}

function Entry({ e, texts, compact, forecast }: { e: RecruiterCalendarEntry; texts: EntryTexts; compact?: boolean; forecast?: ForecastDto }) {
  const f = FILL[e.fill];
  return (
    <li>
      <Link
        href={`/recruiter/opportunities/${e.id}#roster`}
        data-fill={e.fill}
        data-status={e.status}
        className={clsx("block rounded px-2 py-1 hover:underline", f.tone, e.status === "draft" ? "border-2 border-dashed" : "border-l-4", compact ? "text-xs" : "text-sm")}
      >
        <span className="block truncate font-medium">{compact ? `${texts.time} ${e.title}` : e.title}</span>
        <span className="block">{compact ? `${texts.seats} · ${texts.state}` : `${texts.timeRange} · ${texts.seats} · ${texts.state}`}</span>
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
  const [t, tc, locale, zone] = await Promise.all([getTranslations("recruiter"), getTranslations("common"), getLocale(), viewerTimezone(ctx)]);
  const today = todayIn(zone);
  const view: CalendarView = sp.view === "month" ? "month" : "week";
  const anchor = parseAnchor(typeof sp.date === "string" ? sp.date : undefined) ?? today;
  const range = calendarRange(view, anchor, zone);
  const entries = await recruiterCalendar(ctx, range.from, range.to);
  const forecasts = await upcomingForecastsByIds(ctx, entries.map((e) => e.id));
  const byDay = byLocalDay(entries, zone);
  // Labels once per page, words once per event (not once per rendering of it).
  const fillLabels = Object.fromEntries(Object.entries(FILL).map(([fill, f]) => [fill, t(f.label)])) as Record<Fill, string>;
  const statusLabels: Partial<Record<RecruiterCalendarEntry["status"], string>> = { draft: tc("opportunityStatus.draft"), completed: tc("opportunityStatus.completed") };
  const texts = new Map<string, EntryTexts>(
    entries.map((e) => {
      const taken = e.max_volunteers === null ? t("calendar.confirmed", { count: e.confirmed_count }) : t("calendar.ofMax", { count: e.confirmed_count, max: e.max_volunteers });
      return [
        e.id,
        {
          state: [fillLabels[e.fill], statusLabels[e.status] ?? null].filter(Boolean).join(" · "),
          seats: e.min_volunteers === null ? taken : t("calendar.withMin", { seats: taken, min: e.min_volunteers }),
          time: formatTimeIn(e.start_datetime, zone, locale),
          timeRange: formatTimeRangeIn(e.start_datetime, e.end_datetime, zone, locale),
        },
      ];
    }),
  );
  const entry = (e: RecruiterCalendarEntry, compact?: boolean) => <Entry key={e.id} e={e} texts={texts.get(e.id) as EntryTexts} compact={compact} forecast={forecasts.get(e.id)} />;
  const days = range.weeks.flat();
  const href = (v: CalendarView, date: string) => `/recruiter/calendar?view=${v}&date=${date}`;
  const title =
    view === "month" ? formatLocalDate(range.anchor, "month", locale) : t("calendar.weekOf", { from: formatLocalDate(days[0], "short", locale), to: formatLocalDate(days[6], "short", locale) });
  const shown = view === "month" ? days.filter((d) => d.startsWith(range.anchor.slice(0, 7))) : days;
  const empty = (
    <EmptyState title={view === "month" ? t("calendar.nothingThisMonth") : t("calendar.nothingThisWeek")}>
      {t.rich("calendar.createOpportunity", {
        link: (chunks) => (
          <Link href="/recruiter/opportunities/new" className="font-medium text-brand-700 underline">
            {chunks}
          </Link>
        ),
      })}
    </EmptyState>
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("calendar.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t("calendar.intro", { zone, abbr: zoneAbbreviation(zone, new Date(), locale) })}
        </p>
      </div>
      <section aria-labelledby="calendar-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <CalendarToolbar
          title={title}
          titleId="calendar-title"
          previous={{ href: href(view, range.previous), label: view === "month" ? t("calendar.previousMonth") : t("calendar.previousWeek") }}
          today={href(view, today)}
          next={{ href: href(view, range.next), label: view === "month" ? t("calendar.nextMonth") : t("calendar.nextWeek") }}
          views={[
            { href: href("week", range.anchor), label: t("calendar.week"), current: view === "week" },
            { href: href("month", range.anchor), label: t("calendar.month"), current: view === "month" },
          ]}
        />
        <CalendarLegend items={[...Object.values(FILL).map((f) => ({ ...f, label: t(f.label) })), { label: tc("opportunityStatus.draft"), tone: "border-slate-500 text-slate-800", dashed: true }]} />
        {view === "week" ? (
          <ol className="grid grid-cols-1 gap-2 md:grid-cols-7" aria-label={title}>
            {days.map((date) => (
              <li key={date} aria-current={date === today ? "date" : undefined} className={clsx("min-h-24 rounded-lg border border-slate-200 p-2", date === today && "ring-2 ring-inset ring-brand-700")}>
                <h3 className="text-sm font-semibold text-slate-900">
                  <time dateTime={date}>{formatLocalDate(date, "short", locale)}</time>
                </h3>
                {(byDay.get(date) ?? []).length === 0 ? (
                  <p className="mt-1 text-xs text-slate-600">{t("calendar.nothingScheduled")}</p>
                ) : (
                  <ul className="mt-1 space-y-1">
                    {(byDay.get(date) ?? []).map((e) => entry(e, true))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <>
            <MonthGrid
              caption={t("calendar.monthCaption", { title })}
              weeks={range.weeks}
              month={range.anchor}
              today={today}
              renderDay={(date) => {
                const list = byDay.get(date) ?? [];
                return list.length ? (
                  <ul className="mt-1 space-y-1">
                    {list.map((e) => entry(e, true))}
                  </ul>
                ) : null;
              }}
            />
            <Agenda className="md:hidden" label={t("calendar.agenda", { title })} days={shown.map((date) => ({ date, items: (byDay.get(date) ?? []).map((e) => entry(e)) }))} empty={empty} />
          </>
        )}
        {view === "week" && entries.length === 0 && empty}
      </section>
    </div>
  );
}
