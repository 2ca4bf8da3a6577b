// The pure parts of recurring series and calendars: the rule's dates (rrule), wall-clock time in
// a zone across daylight-saving changes, the limits, the rule in words and calendar ranges.
import { describe, expect, it } from "vitest";
import { byLocalDay, calendarRange, parseAnchor } from "@/lib/corps/calendars/calendar-range";
import { fillOf } from "@/lib/corps/calendars/recruiter-calendar";
import { NO_SEATS } from "@/lib/corps/seats/seat-rule";
import { describeRecurrence } from "@/lib/corps/series/describe-recurrence";
import { MAX_OCCURRENCES, normalizeRule, occurrenceDates, ruleErrors } from "@/lib/corps/series/occurrence-dates";
import { instantOf, localOf } from "@/lib/time/wall-clock";

describe("occurrence dates", () => {
  it("lists the rule's weekdays from the first date through until, inclusive", () => {
    expect(occurrenceDates("2027-03-06", { weekdays: ["saturday"], until: "2027-03-27" })).toEqual(["2027-03-06", "2027-03-13", "2027-03-20", "2027-03-27"]);
    // The first date itself only counts when it falls on a listed weekday.
    expect(occurrenceDates("2027-03-05", { weekdays: ["tuesday", "saturday"], until: "2027-03-13" })).toEqual(["2027-03-06", "2027-03-09", "2027-03-13"]);
    expect(occurrenceDates("2027-03-06", { weekdays: ["saturday"], until: "2027-03-05" })).toEqual([]);
  });

  it("stops one past the limit and reports each limit on its field", () => {
    const busy = { weekdays: ["monday", "wednesday", "friday"] as const, until: "2027-12-31" };
    const dates = occurrenceDates("2027-01-04", { weekdays: [...busy.weekdays], until: busy.until });
    expect(dates).toHaveLength(MAX_OCCURRENCES + 1);
    expect(ruleErrors("2027-01-04", { weekdays: [...busy.weekdays], until: busy.until }, dates)).toHaveProperty("recurrence");
    expect(ruleErrors("2027-01-04", { weekdays: ["monday"], until: "2028-01-05" }, ["2027-01-04"])).toHaveProperty(["recurrence.until"]);
    expect(ruleErrors("2027-01-04", { weekdays: ["monday"], until: "2028-01-04" }, ["2027-01-04"])).toEqual({});
    expect(ruleErrors("2027-01-04", { weekdays: ["sunday"], until: "2027-01-09" }, [])).toHaveProperty(["recurrence.weekdays"]);
  });

  it("stores each weekday once, in week order", () => {
    expect(normalizeRule({ weekdays: ["sunday", "monday", "sunday"], until: "2027-01-01" })).toEqual({ weekdays: ["monday", "sunday"], until: "2027-01-01" });
  });
});

describe("wall-clock time in a zone", () => {
  it("keeps 09:00 Pacific on both sides of a daylight-saving change", () => {
    expect(instantOf({ date: "2027-03-13", time: "09:00" }, "America/Los_Angeles").toISOString()).toBe("2027-03-13T17:00:00.000Z");
    expect(instantOf({ date: "2027-03-20", time: "09:00" }, "America/Los_Angeles").toISOString()).toBe("2027-03-20T16:00:00.000Z");
    expect(localOf(new Date("2027-11-13T17:00:00Z"), "America/Los_Angeles")).toEqual({ date: "2027-11-13", time: "09:00" });
  });

  it("moves a time the spring-forward skips ahead by the gap and takes the first of a repeated time", () => {
    expect(instantOf({ date: "2027-03-14", time: "02:30" }, "America/Los_Angeles").toISOString()).toBe("2027-03-14T10:30:00.000Z");
    expect(instantOf({ date: "2027-11-07", time: "01:30" }, "America/Los_Angeles").toISOString()).toBe("2027-11-07T08:30:00.000Z");
  });
});

describe("series in words and calendar ranges", () => {
  it("describes the rule, with the year only for a far end date", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(describeRecurrence({ weekdays: ["saturday"], until: "2027-03-28" }, now)).toBe("Saturdays until Mar 28");
    expect(describeRecurrence({ weekdays: ["tuesday", "thursday"], until: "2027-01-05" }, now)).toBe("Tuesdays and Thursdays until Jan 5");
    expect(describeRecurrence({ weekdays: ["monday", "wednesday", "friday"], until: "2025-06-01" }, now)).toBe("Mondays, Wednesdays and Fridays until Jun 1, 2025");
  });

  it("describes the rule in Spanish for a Spanish reader", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(describeRecurrence({ weekdays: ["saturday"], until: "2027-03-28" }, now, "es")).toMatch(/^los sábados hasta el 28 mar/);
    expect(describeRecurrence({ weekdays: ["monday", "wednesday", "friday"], until: "2025-06-01" }, now, "es")).toMatch(/^los lunes, los miércoles y los viernes hasta el 1 jun.* 2025$/);
  });

  it("shows whole weeks, Sunday first, bounded by local midnights", () => {
    const month = calendarRange("month", "2027-03-15", "America/Los_Angeles");
    expect(month.anchor).toBe("2027-03-01");
    expect(month.weeks[0][0]).toBe("2027-02-28");
    expect(month.weeks.at(-1)?.at(-1)).toBe("2027-04-03");
    expect(month.from.toISOString()).toBe("2027-02-28T08:00:00.000Z");
    expect(month.to.toISOString()).toBe("2027-04-04T07:00:00.000Z");
    expect([month.previous, month.next]).toEqual(["2027-02-01", "2027-04-01"]);
    const week = calendarRange("week", "2027-03-17", "UTC");
    expect(week.weeks).toEqual([["2027-03-14", "2027-03-15", "2027-03-16", "2027-03-17", "2027-03-18", "2027-03-19", "2027-03-20"]]);
    expect([week.previous, week.next]).toEqual(["2027-03-07", "2027-03-21"]);
    expect([parseAnchor("2027-02"), parseAnchor("2027-02-30"), parseAnchor("junk"), parseAnchor(undefined)]).toEqual(["2027-02-01", null, null, null]);
  });

  it("puts an entry on the day it starts in the viewer's zone, not in UTC", () => {
    const entries = [
      { id: "late", start_datetime: "2027-03-15T03:30:00.000Z" }, // 20:30 on the 14th in Los Angeles
      { id: "morning", start_datetime: "2027-03-15T16:00:00.000Z" },
      { id: "evening", start_datetime: "2027-03-16T01:00:00.000Z" }, // 18:00 on the 15th
    ];
    const days = byLocalDay(entries, "America/Los_Angeles");
    expect([...days.keys()]).toEqual(["2027-03-14", "2027-03-15"]);
    expect(days.get("2027-03-15")?.map((e) => e.id)).toEqual(["morning", "evening"]);
    expect([...byLocalDay(entries, "UTC").keys()]).toEqual(["2027-03-15", "2027-03-16"]);
  });

  it("colours by fill: full beats below minimum", () => {
    expect(fillOf({ status: "published", min: 3, max: 6 }, { ...NO_SEATS, confirmed: 1, pending: 0 })).toBe("below_min");
    expect(fillOf({ status: "published", min: 3, max: 6 }, { ...NO_SEATS, confirmed: 3, pending: 1 })).toBe("filling");
    expect(fillOf({ status: "published", min: 3, max: 2 }, { ...NO_SEATS, confirmed: 1, pending: 1 })).toBe("full");
    expect(fillOf({ status: "draft", min: null, max: null }, { ...NO_SEATS, confirmed: 0, pending: 0 })).toBe("filling");
  });
});
