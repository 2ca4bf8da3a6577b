// A series' rule in the reader's language for the volunteer's cards: "Saturdays until Mar 28",
// "sábados hasta el 28 mar". The same rule as lib/corps/series/describe-recurrence.ts (the year
// only when the end is not within the next twelve months), with the words from the catalogue.
import type { useTranslations } from "next-intl";
import type { SeriesRule } from "@/lib/corps/series/occurrence-dates";
import type { Locale } from "@/lib/i18n/locales";
import { formatter } from "@/lib/time/zoned-format";

type OpportunitiesT = ReturnType<typeof useTranslations<"opportunities">>;

export function recurrenceText(rule: SeriesRule, t: OpportunitiesT, locale: Locale, now: Date = new Date()): string {
  const days = rule.weekdays.map((d) => t(`series.weekdays.${d}`));
  const last = days[days.length - 1] ?? "";
  const list = days.length <= 1 ? last : t("series.list", { rest: days.slice(0, -1).join(", "), last });
  const until = new Date(`${rule.until}T00:00:00Z`);
  const withinYear = until.getTime() >= now.getTime() - 86_400_000 && until.getTime() - now.getTime() < 335 * 86_400_000;
  const date = formatter("UTC", withinYear ? { month: "short", day: "numeric" } : { month: "short", day: "numeric", year: "numeric" }, locale).format(until);
  return t("series.until", { days: list, date });
}
