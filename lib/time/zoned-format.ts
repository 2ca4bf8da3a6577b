// Dates and times shown in a given IANA zone: the zone of the organization an event belongs to,
// or the viewer's (lib/format.ts builds the product's date strings on these formatters), in the
// reader's language (the locale argument, English when absent).
import { intlLocale, type Locale } from "@/lib/i18n/locales";

const cache = new Map<string, Intl.DateTimeFormat>();

export function formatter(timeZone: string, options: Intl.DateTimeFormatOptions, locale?: Locale): Intl.DateTimeFormat {
  const key = `${locale ?? "en"}|${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { timeZone, ...options });
    cache.set(key, f);
  }
  return f;
}

/** "Sat, Mar 6" */
export function formatDayIn(instant: Date | string, timeZone: string, locale?: Locale): string {
  return formatter(timeZone, { weekday: "short", month: "short", day: "numeric" }, locale).format(new Date(instant));
}

/** "9:00 AM" */
export function formatTimeIn(instant: Date | string, timeZone: string, locale?: Locale): string {
  return formatter(timeZone, { hour: "numeric", minute: "2-digit" }, locale).format(new Date(instant));
}

/** "9:00 AM–12:00 PM" */
export function formatTimeRangeIn(start: Date | string, end: Date | string, timeZone: string, locale?: Locale): string {
  return `${formatTimeIn(start, timeZone, locale)}–${formatTimeIn(end, timeZone, locale)}`;
}

/** "Sat, Mar 6, Sat, Mar 13 and 3 more": a short list of dates for notifications. */
export function formatDayList(instants: (Date | string)[], timeZone: string, max = 4): string {
  const days = instants.slice(0, max).map((d) => formatDayIn(d, timeZone));
  const more = instants.length - days.length;
  return more > 0 ? `${days.join("; ")} and ${more} more` : days.join("; ");
}

/** A local calendar date (YYYY-MM-DD) in words; no zone shift, it is the same day everywhere. */
export function formatLocalDate(date: string, style: "long" | "short" | "month" = "long", locale?: Locale): string {
  const options: Intl.DateTimeFormatOptions =
    style === "long" ? { weekday: "long", month: "long", day: "numeric" } : style === "short" ? { weekday: "short", month: "short", day: "numeric" } : { month: "long", year: "numeric" };
  return formatter("UTC", options, locale).format(new Date(`${date}T12:00:00Z`));
}

/** The short name of a zone at an instant, e.g. "PST" or "GMT+1". */
export function zoneAbbreviation(timeZone: string, at: Date = new Date(), locale?: Locale): string {
  return formatter(timeZone, { timeZoneName: "short" }, locale).formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
