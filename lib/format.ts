// Display formatting shared by pages (server and client): dates in the product's time zone.
const TZ = "America/Los_Angeles";

const day = new Intl.DateTimeFormat("en-US", { timeZone: TZ, weekday: "short", month: "short", day: "numeric", year: "numeric" });
const time = new Intl.DateTimeFormat("en-US", { timeZone: TZ, hour: "numeric", minute: "2-digit" });

export function formatDateRange(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameDay = day.format(start) === day.format(end);
  return sameDay
    ? `${day.format(start)}, ${time.format(start)}–${time.format(end)}`
    : `${day.format(start)} ${time.format(start)} – ${day.format(end)} ${time.format(end)}`;
}

export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

export function formatHours(n: number): string {
  return `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, "")} h`;
}

const calendarDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" });
const monthName = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short" });

/** A calendar date (YYYY-MM-DD, e.g. date_worked): no time zone shift, it is the same day everywhere. */
export function formatCalendarDate(ymd: string): string {
  return calendarDay.format(new Date(`${ymd}T00:00:00Z`));
}

/** A month key (YYYY-MM) as its short name, for chart axes. */
export function formatMonth(ym: string): string {
  return monthName.format(new Date(`${ym}-01T00:00:00Z`));
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return `${day.format(d)}, ${time.format(d)}`;
}
