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

const wall = new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** An ISO timestamp as the value of an <input type="datetime-local"> in the product's time zone. */
export function toDateTimeInput(iso: string): string {
  const p = Object.fromEntries(wall.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** A datetime-local value ("2026-11-21T09:30") read in the product's time zone, as ISO UTC; null if malformed. */
export function fromDateTimeInput(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const asUtc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  // The zone's offset at that instant (twice, so a guess across a DST change settles).
  let t = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = toDateTimeInput(new Date(t).toISOString());
    const [d, h] = shown.split("T");
    const [y, mo, da] = d.split("-").map(Number);
    const [hh, mm] = h.split(":").map(Number);
    t = asUtc - (Date.UTC(y, mo - 1, da, hh, mm) - t);
  }
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}
