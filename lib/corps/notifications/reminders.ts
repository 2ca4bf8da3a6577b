// The reminder job: event_reminder once per confirmed signup whose opportunity starts within
// its reminder_hours_before. Claiming (reminder_sent_at) and notifying share one transaction,
// and SKIP LOCKED lets concurrent runs split the work instead of sending twice.
import type { Db } from "@/lib/db/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { formatDateTime } from "@/lib/format";
import { effectiveTimezone } from "../organizations/timezone";
import { notify } from "./notify";
import { notifyT } from "./localized";

const BATCH = 500;

interface Due {
  user_id: string;
  opportunity_id: string;
  title: string;
  start_datetime: Date;
  /** The organization's zone, null for the default: the start time is told on its clocks. */
  timezone: string | null;
}

export async function sendDueReminders(db: Db): Promise<{ reminders: number; emails: number }> {
  let reminders = 0;
  let emails = 0;
  for (;;) {
    const { count, emailIds } = await db.$transaction(async (tx) => {
      const due = await tx.$queryRaw<Due[]>`
        WITH due AS (
          SELECT s.id FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
          WHERE s.status = 'confirmed' AND s.reminder_sent_at IS NULL
            AND o.status IN ('published', 'full')
            AND o.start_datetime > now()
            AND o.start_datetime <= now() + make_interval(hours => o.reminder_hours_before)
          ORDER BY o.start_datetime, s.id LIMIT ${BATCH}
          FOR UPDATE OF s SKIP LOCKED)
        UPDATE signups s SET reminder_sent_at = now()
        FROM due, opportunities o, volunteer_profiles vp, organizations org
        WHERE s.id = due.id AND o.id = s.opportunity_id AND vp.id = s.volunteer_id AND org.id = o.org_id
        RETURNING vp.user_id, o.id AS opportunity_id, o.title, o.start_datetime, org.timezone`;
      const res = await notify(
        tx,
        due.map((d) => ({
          userId: d.user_id,
          type: "event_reminder" as const,
          // In the volunteer's language; the start on the organization's clocks.
          text: (locale) => ({
            title: d.title,
            message: notifyT(locale)("reminder.message", { title: d.title, start: formatDateTime(d.start_datetime.toISOString(), effectiveTimezone(d.timezone), locale) }),
          }),
          opportunityId: d.opportunity_id,
          actionUrl: `/opportunities/${d.opportunity_id}`,
        })),
        { channels: ["in_app", "email"] },
      );
      return { count: due.length, emailIds: res.emailIds };
    });
    reminders += count;
    emails += emailIds.length;
    await deliverEmails(db, emailIds).catch((err: unknown) => console.error("[email] reminder delivery failed", err));
    if (count < BATCH) break;
  }
  return { reminders, emails };
}
