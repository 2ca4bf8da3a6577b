// A series' rule in words: "Saturdays until Mar 28", "Tuesdays and Thursdays until Jan 5, 2028"
// (Spanish: "los sábados hasta el 28 mar"). The one rule for every page, server or browser; the
// words come from the recruiter catalogue's recurrence.* through the caller's translator, so this
// file imports no catalogue (a client component may use it without shipping them all).
import type { Locale } from "@/lib/i18n/locales";
import { formatter } from "@/lib/time/zoned-format";
import type { SeriesRule } from "./occurrence-dates";

/** recurrence.* of the recruiter namespace, looked up by the caller's translator (i18n-namespace: recruiter). */
export type RecurrenceT = (key: `recurrence.days.${SeriesRule["weekdays"][number]}` | "recurrence.and" | "recurrence.until", values?: Record<string, string>) => string;

const SHORT: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const LONG: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };

/** The year is shown only when the end date is not within the next twelve months. */
export function recurrenceInWords(rule: SeriesRule, t: RecurrenceT, locale: Locale, now: Date = new Date()): string {
  const days = rule.weekdays.map((d) => t(`recurrence.days.${d}`));
  const list = days.length <= 1 ? days.join("") : t("recurrence.and", { first: days.slice(0, -1).join(", "), last: days[days.length - 1] ?? "" });
  const until = new Date(`${rule.until}T00:00:00Z`);
  const withinYear = until.getTime() >= now.getTime() - 86_400_000 && until.getTime() - now.getTime() < 335 * 86_400_000;
  return t("recurrence.until", { days: list, date: formatter("UTC", withinYear ? SHORT : LONG, locale).format(until) });
}
