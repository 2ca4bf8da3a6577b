// A series' rule in words for cards and pages: "Saturdays until Mar 28", "Tuesdays and
// Thursdays until Jan 5, 2028".
import type { SeriesRule, WeekdayName } from "./occurrence-dates";

const PLURAL: Record<WeekdayName, string> = {
  monday: "Mondays",
  tuesday: "Tuesdays",
  wednesday: "Wednesdays",
  thursday: "Thursdays",
  friday: "Fridays",
  saturday: "Saturdays",
  sunday: "Sundays",
};

const shortDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const longDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" });

/** The year is shown only when the end date is not within the next twelve months. */
export function describeRecurrence(rule: SeriesRule, now: Date = new Date()): string {
  const days = rule.weekdays.map((d) => PLURAL[d]);
  const list = days.length <= 1 ? days.join("") : `${days.slice(0, -1).join(", ")} and ${days[days.length - 1]}`;
  const until = new Date(`${rule.until}T00:00:00Z`);
  const withinYear = until.getTime() >= now.getTime() - 86_400_000 && until.getTime() - now.getTime() < 335 * 86_400_000;
  return `${list} until ${(withinYear ? shortDate : longDate).format(until)}`;
}
