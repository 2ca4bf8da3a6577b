import { z } from "zod";
import { idParams, isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import {
  NotificationList,
  NotificationListQuery,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  NotificationSend,
  ReadAllResult,
  SendResult,
} from "@/lib/corps/notifications/notification-schemas";
import { registerRoute } from "../../registry";

const tags = ["Notifications"];
registerRoute({
  method: "get",
  path: "/api/corps/notifications",
  summary: "The caller's own notifications",
  description: "Ordered by delivered_at descending. unread_count counts all of the caller's unread notifications, whatever the filters.",
  tags,
  auth: "volunteer",
  query: NotificationListQuery,
  response: { schema: NotificationList },
});
registerRoute({
  method: "post",
  path: "/api/corps/notifications/{id}/read",
  summary: "Mark one of the caller's notifications read",
  description: "Another user's notification is 404. Marking twice keeps the first read_at.",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: z.object({ success: z.literal(true), id: uuid, read_at: isoDateTime.nullable() }) },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/corps/notifications/read-all",
  summary: "Mark all of the caller's notifications read",
  tags,
  auth: "volunteer",
  response: { schema: ReadAllResult },
});
registerRoute({
  method: "post",
  path: "/api/corps/notifications/send",
  rateLimit: "notify",
  summary: "Send a notification to an audience of volunteers",
  description:
    "target_type: all_volunteers; skill_match (target_criteria.skills overlap, case-insensitive, and zip within target_criteria.zip_codes when given); " +
    "opportunity_signups (active signups: pending, confirmed, waitlist, checked_in of target_criteria.opportunity_id or opportunity_id); " +
    "volunteers (target_criteria.volunteer_ids). Only active volunteers of the sender's organization are reached; admins reach every organization, " +
    "or the one named by org_id. channels: in_app and/or email. E-mail follows each recipient's choice for the type's category " +
      "(GET /api/corps/notifications/categories: immediate, daily or weekly digest, off) and email_opt_out; a digest recipient gets it in the next digest, not now. " +
    "With dry_run true nothing is sent and `targeted` is the audience size (the UI's preview).",
  tags,
  auth: "recruiter",
  body: NotificationSend,
  response: { schema: SendResult },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/corps/notifications/preferences",
  summary: "The caller's e-mail preferences",
  tags,
  auth: "volunteer",
  response: { schema: NotificationPreferences },
});
registerRoute({
  method: "put",
  path: "/api/corps/notifications/preferences",
  summary: "Replace the caller's e-mail preferences",
  description: "email_opt_out lists the notification types not wanted by e-mail; in-app notifications are always delivered.",
  tags,
  auth: "volunteer",
  body: NotificationPreferencesUpdate,
  response: { schema: NotificationPreferences },
});
registerRoute({
  method: "get",
  path: "/api/cron/reminders",
  summary: "Send due event reminders (Vercel cron)",
  description: "event_reminder (in-app and e-mail) once per confirmed signup whose opportunity starts within its reminder_hours_before.",
  tags: ["Cron"],
  auth: "cron",
  response: { schema: z.object({ reminders: z.number().int(), emails: z.number().int() }) },
});
for (const method of ["get", "post"] as const) {
  registerRoute({
    method,
    path: "/api/cron/seats",
    summary: "Settle due seats (Vercel cron, every minute)",
    description:
      "For every opportunity with something due: draws lotteries past lottery_closes_at (exactly once) and lapses offers past " +
      "offer_expires_at (status expired), offering or promoting the next waitlisted parties. Reads and writes of an opportunity " +
      "settle it on their own; this catches the rest. It also deletes the records of data changes older than an hour, which " +
      "the kept reports and dashboards no longer need.",
    tags: ["Cron"],
    auth: "cron",
    response: {
      schema: z.object({ settled: z.number().int(), drawn: z.number().int(), lapsed: z.number().int(), offered: z.number().int(), promoted: z.number().int() }),
    },
  });
}
registerRoute({
  method: "get",
  path: "/api/cron/emails",
  summary: "Drain the e-mail outbox (Vercel cron)",
  description: "Sends due e-mails through Resend in batches of 100, retrying failures with exponential backoff.",
  tags: ["Cron"],
  auth: "cron",
  response: { schema: z.object({ sent: z.number().int(), failed: z.number().int(), logged: z.number().int() }) },
});
