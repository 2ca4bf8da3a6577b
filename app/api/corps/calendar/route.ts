import { db } from "@/lib/db/client";
import { getCalendarFeed, revokeCalendarFeed, rotateCalendarFeed } from "@/lib/corps/calendars/ical-feeds";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer" }, ({ caller }) => getCalendarFeed({ caller, db: db() }));

export const POST = route({ auth: "volunteer" }, async ({ caller }) => json(await rotateCalendarFeed({ caller, db: db() }), 201));

export const DELETE = route({ auth: "volunteer" }, async ({ caller }) => {
  await revokeCalendarFeed({ caller, db: db() });
  return new Response(null, { status: 204 });
});
