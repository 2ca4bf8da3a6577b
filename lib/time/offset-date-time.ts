// An instant as ISO 8601 with the zone's UTC offset ("2026-12-05T09:00:00-08:00"): what schema.org
// dates and other documents read by people elsewhere want, instead of a bare UTC "Z".
import { Temporal } from "temporal-polyfill";

export function offsetDateTime(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toString({ timeZoneName: "never", smallestUnit: "second" });
}
