import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Agenda } from "@/components/calendar/agenda";
import { CalendarToolbar } from "@/components/calendar/calendar-toolbar";
import { CalendarLegend } from "@/components/calendar/legend";
import { MonthGrid } from "@/components/calendar/month-grid";
import { EmptyState } from "@/components/ui/card";
import type { Locale } from "@/lib/i18n/locales";
import { signupStatusLabel } from "@/components/volunteer/status-badge";
import { requirePageCaller } from "@/lib/sign-in/session";
import { byLocalDay, calendarRange, parseAnchor, todayIn } from "@/lib/corps/calendars/calendar-range";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { volunteerCalendar, type VolunteerCalendarEntry } from "@/lib/corps/calendars/volunteer-calendar";
import { db } from "@/lib/db/client";
import { formatLocalDate, formatTimeIn, formatTimeRangeIn, zoneAbbreviation } from "@/lib/time/zoned-format";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("calendar");
  return { title: t("volunteer.title") };
}

type VolunteerT = Awaited<ReturnType<typeof getTranslations<"volunteer">>>;

/** Signup status: its colour (text and background pass AA); its words are the status badge's. */
const TONE: Record<string, string> = {
  confirmed: "border-emerald-600 bg-emerald-50 text-emerald-900",
  pending: "border-amber-500 bg-amber-50 text-amber-900",
  waitlist: "border-violet-500 bg-violet-50 text-violet-900",
  checked_in: "border-sky-600 bg-sky-50 text-sky-900",
  completed: "border-slate-500 bg-slate-100 text-slate-800",
  no_show: "border-red-600 bg-red-50 text-red-900",
};

function Entry({ e, zone, compact, tv, locale }: { e: VolunteerCalendarEntry; zone: string; compact?: boolean; tv: VolunteerT; locale: Locale }) {
  const s = { label: signupStatusLabel(e.status, (k) => tv(`status.signup.${k}`)), tone: TONE[e.status] ?? "border-slate-400 bg-white text-slate-800" };
  return (
    <li>
      <Link href={`/opportunities/${e.opportunity_id}`} className={`block rounded border-l-4 px-2 py-1 hover:underline focus-visible:outline-2 ${s.tone} ${compact ? "text-xs" : "text-sm"}`}>
        <span className="block truncate font-medium">{compact ? `${formatTimeIn(e.start_datetime, zone, locale)} ${e.title}` : e.title}</span>
        <span className="block">
          {compact ? s.label : `${formatTimeRangeIn(e.start_datetime, e.end_datetime, zone, locale)} · ${s.label} · ${e.organization_name}`}
        </span>
      </Link>
    </li>
  );
}

export default async function VolunteerCalendarPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("volunteer", "/volunteer/calendar");
  const [t, tv, locale] = await Promise.all([getTranslations("calendar"), getTranslations("volunteer"), getLocale()]);
  const sp = await searchParams;
  const ctx = { caller, db: db() };
  const zone = await viewerTimezone(ctx);
  const today = todayIn(zone);
  const anchor = parseAnchor(typeof sp.month === "string" ? sp.month : undefined) ?? today;
  const range = calendarRange("month", anchor, zone);
  const entries = await volunteerCalendar(ctx, range.from, range.to);
  const byDay = byLocalDay(entries, zone);
  const month = range.anchor.slice(0, 7);
  const title = formatLocalDate(range.anchor, "month", locale);
  const inMonth = range.weeks.flat().filter((d) => d.startsWith(month));
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("volunteer.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t.rich("volunteer.intro", {
            zone,
            abbr: zoneAbbreviation(zone, new Date(), locale),
            link: (chunks) => <Link href="/volunteer/shifts" className="font-medium text-brand-700 underline">{chunks}</Link>,
          })}
        </p>
      </div>
      <section aria-labelledby="calendar-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <CalendarToolbar
          title={title}
          titleId="calendar-title"
          previous={{ href: `/volunteer/calendar?month=${range.previous.slice(0, 7)}`, label: t("volunteer.previousMonth") }}
          today="/volunteer/calendar"
          next={{ href: `/volunteer/calendar?month=${range.next.slice(0, 7)}`, label: t("volunteer.nextMonth") }}
        />
        <CalendarLegend items={Object.entries(TONE).map(([status, tone]) => ({ label: signupStatusLabel(status, (k) => tv(`status.signup.${k}`)), tone }))} />
        <MonthGrid
          caption={t("volunteer.caption", { title })}
          weeks={range.weeks}
          month={range.anchor}
          today={today}
          renderDay={(date) => {
            const list = byDay.get(date) ?? [];
            return list.length ? (
              <ul className="mt-1 space-y-1">
                {list.map((e) => (
                  <Entry key={e.signup_id} e={e} zone={zone} compact tv={tv} locale={locale} />
                ))}
              </ul>
            ) : null;
          }}
        />
        <div>
          <h2 className="mb-1 text-base font-semibold text-slate-900">{t("volunteer.agenda")}</h2>
          <Agenda
            label={t("volunteer.agendaLabel", { title })}
            days={inMonth.map((date) => ({ date, items: (byDay.get(date) ?? []).map((e) => <Entry key={e.signup_id} e={e} zone={zone} tv={tv} locale={locale} />) }))}
            empty={
              <EmptyState title={t("volunteer.empty", { title })}>
                {t.rich("volunteer.emptyBody", { link: (chunks) => <Link href="/opportunities" className="font-medium text-brand-700 underline">{chunks}</Link> })}
              </EmptyState>
            }
          />
        </div>
      </section>
    </div>
  );
}
