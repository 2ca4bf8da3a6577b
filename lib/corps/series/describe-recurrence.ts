// A series' rule in words for cards and pages: "Saturdays until Mar 28", "Tuesdays and
// Thursdays until Jan 5, 2028" (Spanish: "los sábados hasta el 28 mar"). The words are in the
// recruiter catalogue (recurrence.*); the locale is the reader's, English when absent.
import { translatorFor } from "@/lib/i18n/translator";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { formatter } from "@/lib/time/zoned-format";
import type { SeriesRule } from "./occurrence-dates";

const SHORT: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const LONG: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };

/** The year is shown only when the end date is not within the next twelve months. */
export function describeRecurrence(rule: SeriesRule, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  const t = translatorFor(locale, "recruiter");
  const days = rule.weekdays.map((d) => t(`recurrence.days.${d}`));
  const list = days.length <= 1 ? days.join("") : t("recurrence.and", { first: days.slice(0, -1).join(", "), last: days[days.length - 1] ?? "" });
  const until = new Date(`${rule.until}T00:00:00Z`);
  const withinYear = until.getTime() >= now.getTime() - 86_400_000 && until.getTime() - now.getTime() < 335 * 86_400_000;
  return t("recurrence.until", { days: list, date: formatter("UTC", withinYear ? SHORT : LONG, locale).format(until) });
}
