// The dates of a weekly series, from rrule. The rule runs on date-only "floating" values (UTC
// midnight stands for a local date), so no zone enters the recurrence; each date gets its
// wall-clock time in the series' zone afterwards (lib/time/wall-clock.ts), which is how a
// series keeps 09:00 local across daylight-saving changes.
import * as rruleModule from "rrule";
import type { weekdays } from "@/lib/corps/enums";
import { Temporal } from "temporal-polyfill";

// rrule ships CommonJS (main) and ESM (module) without an exports map: bundlers give named
// exports, Node's own ESM loader (tsx scripts, the seed under vitest) only a default.
const { RRule } = "RRule" in rruleModule ? rruleModule : (rruleModule as unknown as { default: typeof rruleModule }).default;

export type WeekdayName = (typeof weekdays)[number];

const BY_DAY: Record<WeekdayName, rruleModule.Weekday> = {
  monday: RRule.MO,
  tuesday: RRule.TU,
  wednesday: RRule.WE,
  thursday: RRule.TH,
  friday: RRule.FR,
  saturday: RRule.SA,
  sunday: RRule.SU,
};
const WEEK_ORDER: WeekdayName[] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

export const MAX_OCCURRENCES = 104;

export interface SeriesRule {
  weekdays: WeekdayName[];
  /** YYYY-MM-DD, inclusive */
  until: string;
}

/** The rule as stored: each weekday once, in week order. */
export function normalizeRule(rule: SeriesRule): SeriesRule {
  return { weekdays: WEEK_ORDER.filter((d) => rule.weekdays.includes(d)), until: rule.until };
}

function floating(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Local dates (YYYY-MM-DD) from firstDate through until on the rule's weekdays; at most MAX_OCCURRENCES + 1. */
export function occurrenceDates(firstDate: string, rule: SeriesRule): string[] {
  if (rule.until < firstDate) return [];
  const rrule = new RRule({
    freq: RRule.WEEKLY,
    byweekday: normalizeRule(rule).weekdays.map((d) => BY_DAY[d]),
    dtstart: floating(firstDate),
    until: floating(rule.until),
  });
  // One more than the limit is enough to know the limit is passed.
  return rrule.all((_, i) => i <= MAX_OCCURRENCES).map((d) => d.toISOString().slice(0, 10));
}

/**
 * The series limits (at most 1 year from the first date, at most 104 occurrences, at least one),
 * as VALIDATION_ERROR field messages; empty when the rule is fine.
 */
export function ruleErrors(firstDate: string, rule: SeriesRule, dates: string[]): Record<string, string> {
  const lastAllowed = Temporal.PlainDate.from(firstDate).add({ years: 1 }).toString();
  if (rule.until < firstDate) return { "recurrence.until": `Must not be before the first date (${firstDate})` };
  if (rule.until > lastAllowed) return { "recurrence.until": `A series spans at most 1 year: until may be at most ${lastAllowed}` };
  if (dates.length === 0) return { "recurrence.weekdays": `No date from ${firstDate} to ${rule.until} falls on these weekdays` };
  if (dates.length > MAX_OCCURRENCES) return { recurrence: `A series has at most ${MAX_OCCURRENCES} occurrences; this rule gives more` };
  return {};
}

/** The weekday name of a local date. */
export function weekdayOf(date: string): WeekdayName {
  return WEEK_ORDER[Temporal.PlainDate.from(date).dayOfWeek - 1];
}

