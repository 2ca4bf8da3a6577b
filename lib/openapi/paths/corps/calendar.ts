import { z } from "zod";
import { CalendarFeed, CalendarTokenParams } from "@/lib/corps/calendars/calendar-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { registerRoute } from "../../registry";

const tags = ["Calendar"];
const ics = z.string().meta({ description: "RFC 5545 iCalendar" });
registerRoute({ method: "get", path: "/api/corps/calendar", summary: "The caller's private calendar feed URL", tags, auth: "volunteer", response: { schema: CalendarFeed }, errors: ["NOT_FOUND"] });
registerRoute({
  method: "post",
  path: "/api/corps/calendar",
  summary: "Create or rotate the caller's calendar feed (the previous URL stops working)",
  tags,
  auth: "volunteer",
  response: { status: 201, schema: CalendarFeed },
  errors: ["NOT_FOUND"],
});
registerRoute({ method: "delete", path: "/api/corps/calendar", summary: "Revoke the caller's calendar feed", tags, auth: "volunteer", response: { status: 204, description: "Revoked" }, errors: ["NOT_FOUND"] });
registerRoute({
  method: "get",
  path: "/api/corps/calendar/feed/{token}",
  summary: "A volunteer's iCalendar feed of confirmed and checked-in shifts",
  description: "Public: the unguessable token is the credential. An unknown or revoked token is NOT_FOUND.",
  tags,
  auth: "public",
  params: CalendarTokenParams,
  response: { schema: ics, contentType: "text/calendar" },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/corps/opportunities/{id}/calendar.ics",
  summary: "Download one opportunity as an .ics event",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: ics, contentType: "text/calendar" },
  errors: ["NOT_FOUND"],
});
