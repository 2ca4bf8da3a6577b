// Display formatting shared by pages (server and client). Instants are shown in an explicit IANA
// zone, with its short name ("PST", "GMT+1"), because volunteers see the opportunities of every
// organization: an opportunity's times are in its organization's zone, everything else in the
// viewer's organization's zone (lib/corps/organizations/timezone.ts picks them).
// Every function takes the reader's locale last (English when absent).
import type { Locale } from "@/lib/i18n/locales";
import { formatter, zoneAbbreviation } from "@/lib/time/zoned-format";

const DAY: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

/** "Fri, Nov 27, 2026, 9:00 AM–12:00 PM PST", or both days when it spans midnight. */
export function formatDateRange(startIso: string, endIso: string, zone: string, locale?: Locale): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const day = formatter(zone, DAY, locale);
  const time = formatter(zone, TIME, locale);
  const sameDay = day.format(start) === day.format(end);
  const range = sameDay
    ? `${day.format(start)}, ${time.format(start)}–${time.format(end)}`
    : `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
  return `${range} ${zoneAbbreviation(zone, start, locale)}`;
}

/** The day of an instant in the zone: "Fri, Nov 27, 2026". */
export function formatDate(iso: string, zone: string, locale?: Locale): string {
  return formatter(zone, DAY, locale).format(new Date(iso));
}

/** "Fri, Nov 27, 2026, 9:00 AM PST" */
export function formatDateTime(iso: string, zone: string, locale?: Locale): string {
  const d = new Date(iso);
  return `${formatter(zone, DAY, locale).format(d)}, ${formatter(zone, TIME, locale).format(d)} ${zoneAbbreviation(zone, d, locale)}`;
}

export function formatHours(n: number): string {
  return `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, "")} h`;
}

/** A calendar date (YYYY-MM-DD, e.g. date_worked): no time zone shift, it is the same day everywhere. */
export function formatCalendarDate(ymd: string, locale?: Locale): string {
  return formatter("UTC", DAY, locale).format(new Date(`${ymd}T00:00:00Z`));
}

/** A month key (YYYY-MM) as its short name, for chart axes. */
export function formatMonth(ym: string, locale?: Locale): string {
  return formatter("UTC", { month: "short" }, locale).format(new Date(`${ym}-01T00:00:00Z`));
}

const WALL: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

/** An ISO timestamp as the value of an <input type="datetime-local">, on the zone's clocks. */
export function toDateTimeInput(iso: string, zone: string): string {
  const p = Object.fromEntries(
    formatter(zone, WALL)
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}
