import { db } from "@/lib/db/client";
import { volunteerFeed } from "@/lib/corps/calendars/ical-feeds";
import { CalendarTokenParams } from "@/lib/corps/calendars/calendar-schemas";
import { publicRoute } from "@/lib/http/route";

export const GET = publicRoute({ params: CalendarTokenParams }, async ({ params }) =>
  new Response(await volunteerFeed(db(), params.token), {
    headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": "private, no-store" },
  }),
);
