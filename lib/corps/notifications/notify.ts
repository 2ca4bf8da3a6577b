// The notifications service's write side: every notification of the product is created here
// (signup outcomes, promotions, cancellations, hours decisions, badges, announcements, reminders),
// in-app and, when asked, by e-mail through the durable outbox (email_outbox).
//
// E-mail: pass `{ channels: ["in_app", "email"] }`. The e-mail rows are written in the caller's
// transaction, so nothing is sent for a rolled-back change and nothing is lost for a committed
// one; after the commit, call `deliverEmails(db, result.emailIds)` (lib/email/deliver-emails.ts)
// to send at once; the /api/cron/emails drain sends (or retries) whatever is left.
import { randomUUID } from "node:crypto";
import type { DbTx } from "@/lib/db/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { renderNotificationEmail, type RenderedEmail } from "@/lib/email/templates/notification-email";
import { appUrl, env } from "@/lib/env";

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  opportunityId?: string | null;
  /** Relative path in the app, e.g. /opportunities/{id}. */
  actionUrl?: string | null;
}

export type NotifyChannel = "in_app" | "email";

export interface NotifyOptions {
  /** Default: in-app only. E-mail respects each user's email_opt_out. */
  channels?: readonly NotifyChannel[];
}

export interface NotifyResult {
  inApp: number;
  email: number;
  /** Outbox ids of the e-mails written, to deliver after commit. */
  emailIds: string[];
  /** Users reached by no channel (e-mail only and opted out, or no e-mail address). */
  skipped: number;
}

interface OutboxRow extends RenderedEmail {
  id: string;
  userId: string;
  notificationId: string | null;
  notificationType: NotificationType;
  toEmail: string;
  toName: string | null;
  fromEmail: string | null;
}

/** Creates notifications (and e-mails) in the caller's transaction, one statement per channel. */
export async function notify(
  tx: DbTx,
  inputs: NotificationInput | NotificationInput[],
  options: NotifyOptions = {},
): Promise<NotifyResult> {
  const list = Array.isArray(inputs) ? inputs : [inputs];
  const channels = options.channels ?? ["in_app"];
  const result: NotifyResult = { inApp: 0, email: 0, emailIds: [], skipped: 0 };
  if (list.length === 0) return result;

  const wantsInApp = channels.includes("in_app");
  const notificationIds = list.map(() => randomUUID());
  if (wantsInApp) {
    // One INSERT from arrays, however many rows (a lottery draw notifies thousands at once).
    result.inApp = await tx.$executeRaw`
      INSERT INTO notifications (id, user_id, notification_type, title, message, opportunity_id, action_url)
      SELECT * FROM unnest(${notificationIds}::uuid[], ${list.map((n) => n.userId)}::uuid[], ${list.map((n) => n.type)}::"NotificationType"[],
                           ${list.map((n) => n.title)}::text[], ${list.map((n) => n.message)}::text[],
                           ${list.map((n) => n.opportunityId ?? null)}::uuid[], ${list.map((n) => n.actionUrl ?? null)}::text[])`;
  }

  if (!channels.includes("email")) return result;
  const users = await tx.user.findMany({
    where: { id: { in: [...new Set(list.map((n) => n.userId))] } },
    select: { id: true, email: true, name: true, emailOptOut: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  const base = appUrl();
  const from = env().EMAIL_FROM ?? null;
  const rows: OutboxRow[] = [];
  for (const [i, n] of list.entries()) {
    const user = byId.get(n.userId);
    if (!user || !user.email || user.emailOptOut.includes(n.type)) {
      if (!wantsInApp) result.skipped += 1;
      continue;
    }
    const mail = renderNotificationEmail({ ...n, recipientName: user.name }, base);
    rows.push({
      id: randomUUID(),
      userId: user.id,
      notificationId: wantsInApp ? notificationIds[i] : null,
      notificationType: n.type,
      toEmail: user.email,
      toName: user.name,
      fromEmail: from,
      ...mail,
    });
  }
  if (rows.length > 0) {
    // One INSERT from arrays, like the in-app rows.
    const col = <K extends keyof (typeof rows)[number]>(k: K) => rows.map((r) => r[k]);
    result.email = await tx.$executeRaw`
      INSERT INTO email_outbox (id, user_id, notification_id, notification_type, to_email, to_name, from_email, subject, html, text)
      SELECT * FROM unnest(${col("id")}::uuid[], ${col("userId")}::uuid[], ${col("notificationId")}::uuid[],
                           ${col("notificationType")}::"NotificationType"[], ${col("toEmail")}::text[], ${col("toName")}::text[],
                           ${col("fromEmail")}::text[], ${col("subject")}::text[], ${col("html")}::text[], ${col("text")}::text[])`;
    result.emailIds = rows.map((r) => r.id);
  }
  return result;
}
