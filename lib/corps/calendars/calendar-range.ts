// The days a calendar view shows, as local dates of a zone: a month grid (whole weeks, Sunday
// first, as US calendars do) or one week; and the instants that bound them for the queries.
import { Temporal } from "temporal-polyfill";
import { localOf, startOfDay } from "@/lib/time/wall-clock";

export type CalendarView = "month" | "week";

export interface CalendarRange {
  view: CalendarView;
  /** The date the view was asked for (YYYY-MM-DD); for a month, its month. */
  anchor: string;
  /** Whole weeks of local dates, Sunday first. */
  weeks: string[][];
  /** First instant shown and the first instant after. */
  from: Date;
  to: Date;
  /** Anchors of the previous and next views. */
  previous: string;
  next: string;
}

const sundayOf = (d: Temporal.PlainDate) => d.subtract({ days: d.dayOfWeek % 7 });

/** Today's date in the zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** A YYYY-MM-DD or YYYY-MM from a URL, else null (a bookmarked bad value falls back to today). */
export function parseAnchor(value: string | undefined): string | null {
  if (!value) return null;
  try {
    if (/^\d{4}-\d{2}$/.test(value)) return Temporal.PlainYearMonth.from(value).toPlainDate({ day: 1 }).toString();
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Temporal.PlainDate.from(value, { overflow: "reject" }).toString();
  } catch {
    return null;
  }
  return null;
}

export function calendarRange(view: CalendarView, anchor: string, timeZone: string): CalendarRange {
  const day = Temporal.PlainDate.from(anchor);
  let first: Temporal.PlainDate;
  let last: Temporal.PlainDate;
  let previous: Temporal.PlainDate;
  let next: Temporal.PlainDate;
  if (view === "week") {
    first = sundayOf(day);
    last = first.add({ days: 6 });
    previous = first.subtract({ weeks: 1 });
    next = first.add({ weeks: 1 });
  } else {
    const monthStart = day.with({ day: 1 });
    const monthEnd = monthStart.add({ months: 1 }).subtract({ days: 1 });
    first = sundayOf(monthStart);
    last = sundayOf(monthEnd).add({ days: 6 });
    previous = monthStart.subtract({ months: 1 });
    next = monthStart.add({ months: 1 });
  }
  const weeks: string[][] = [];
  for (let d = first; Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ weeks: 1 })) {
    weeks.push(Array.from({ length: 7 }, (_, i) => d.add({ days: i }).toString()));
  }
  return {
    view,
    anchor: view === "month" ? day.with({ day: 1 }).toString() : first.toString(),
    weeks,
    from: startOfDay(first.toString(), timeZone),
    to: startOfDay(last.add({ days: 1 }).toString(), timeZone),
    previous: previous.toString(),
    next: next.toString(),
  };
}

/** Entries by the local date (YYYY-MM-DD in the zone) they start on, each day's in the given order. */
export function byLocalDay<T extends { start_datetime: string }>(entries: readonly T[], timeZone: string): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const e of entries) {
    const day = localOf(new Date(e.start_datetime), timeZone).date;
    const list = days.get(day);
    if (list) list.push(e);
    else days.set(day, [e]);
  }
  return days;
}
