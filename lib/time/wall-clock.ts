// Wall-clock time in a time zone, through Temporal (temporal-polyfill): a local date and time
// becomes an instant with the "compatible" disambiguation of RFC 5545 and Temporal, so a time
// that a spring-forward skips moves forward by the gap and a repeated fall-back time takes the
// first (daylight) instant.
import { Temporal } from "temporal-polyfill";

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24 h) */
  time: string;
}

/** The instant at which the zone's clocks show `date` `time`. */
export function instantOf(local: LocalDateTime, timeZone: string): Date {
  const [hour, minute] = local.time.split(":").map(Number);
  const zoned = Temporal.PlainDate.from(local.date).toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(hour, minute) });
  return new Date(zoned.epochMilliseconds);
}

/** What the zone's clocks show at an instant. */
export function localOf(instant: Date, timeZone: string): LocalDateTime {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  return { date: zoned.toPlainDate().toString(), time: zoned.toPlainTime().toString({ smallestUnit: "minute" }) };
}

/** The calendar date `days` after a YYYY-MM-DD date (negative: before). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** The first instant of a local date in the zone (midnight, or the first time after a gap). */
export function startOfDay(date: string, timeZone: string): Date {
  return new Date(Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds);
}

/**
 * A datetime-local form value ("2026-11-21T09:30") read on the zone's clocks, as ISO UTC; null
 * when malformed or not a real date.
 */
export function instantOfInput(local: string, timeZone: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(local.trim());
  if (!m) return null;
  try {
    return instantOf({ date: m[1], time: m[2] }, timeZone).toISOString();
  } catch {
    return null;
  }
}
