// Calendar feed schemas.
import { z } from "zod";

export const CalendarTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a calendar token") });
export const CalendarFeed = z
  .object({ feed_url: z.url().nullable().meta({ description: "Private iCalendar URL; null when no feed exists" }) })
  .meta({ id: "CalendarFeed" });
