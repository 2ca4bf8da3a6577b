import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateRange, formatDateTime, toDateTimeInput } from "@/lib/format";
import { instantOfInput } from "@/lib/time/wall-clock";

describe("display formatting in a zone", () => {
  it("shows an opportunity's times on its organization's clocks, with the zone's short name", () => {
    const start = "2026-11-27T17:00:00.000Z";
    const end = "2026-11-27T20:00:00.000Z";
    expect(formatDateRange(start, end, "America/Los_Angeles")).toBe("Fri, Nov 27, 2026, 9:00 AM–12:00 PM PST");
    expect(formatDateRange(start, end, "America/New_York")).toBe("Fri, Nov 27, 2026, 12:00 PM–3:00 PM EST");
    expect(formatDateRange(start, end, "UTC")).toBe("Fri, Nov 27, 2026, 5:00 PM–8:00 PM UTC");
    // Across midnight in the zone: both days.
    expect(formatDateRange("2026-11-28T04:00:00Z", "2026-11-28T09:00:00Z", "America/Los_Angeles")).toBe("Fri, Nov 27, 2026 8:00 PM – Sat, Nov 28, 2026 1:00 AM PST");
    expect(formatDateTime("2026-07-04T16:30:00Z", "America/Los_Angeles")).toBe("Sat, Jul 4, 2026, 9:30 AM PDT");
    expect(formatDate("2026-11-28T04:00:00Z", "America/Los_Angeles")).toBe("Fri, Nov 27, 2026");
    expect(formatDate("2026-11-28T04:00:00Z", "Europe/Berlin")).toBe("Sat, Nov 28, 2026");
  });

  it("shows a calendar date as that very day, whatever the zone", () => {
    expect(formatCalendarDate("2026-11-23")).toBe("Mon, Nov 23, 2026");
  });

  it("reads a datetime-local value on the zone's clocks and shows it back unchanged", () => {
    expect(instantOfInput("2026-11-27T09:00", "America/New_York")).toBe("2026-11-27T14:00:00.000Z");
    expect(instantOfInput("2026-11-27T09:00", "America/Los_Angeles")).toBe("2026-11-27T17:00:00.000Z");
    expect(instantOfInput("2026-07-01T09:00", "America/Los_Angeles")).toBe("2026-07-01T16:00:00.000Z");
    expect(toDateTimeInput("2026-11-27T14:00:00.000Z", "America/New_York")).toBe("2026-11-27T09:00");
    expect(toDateTimeInput("2026-11-28T00:30:00.000Z", "UTC")).toBe("2026-11-28T00:30");
    // A time the spring-forward skips moves forward by the gap (RFC 5545 / Temporal "compatible").
    expect(instantOfInput("2026-03-08T02:30", "America/New_York")).toBe("2026-03-08T07:30:00.000Z");
    expect(instantOfInput("2026-02-30T09:00", "UTC")).toBeNull();
    expect(instantOfInput("tomorrow", "UTC")).toBeNull();
  });
});
