// The HTML and text of an outbox e-mail. A notification's e-mail is kept as what it is rendered
// from and rendered here, when it is sent or shown; other e-mails (digests, invitations) were
// rendered when written. The one place that turns an outbox row into what the recipient reads
// (docs/decisions/108-notification-emails-rendered-when-sent.md).
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { renderNotificationEmail } from "./templates/notification-email";

/** The outbox columns an e-mail's body is made from (the Prisma model's names). */
export interface OutboxBodyFields {
  html: string | null;
  text: string | null;
  notificationType: NotificationType | null;
  title: string | null;
  message: string | null;
  actionUrl: string | null;
  toName: string | null;
  unsubscribeUrl: string | null;
  locale: Locale | null;
}

export interface OutboxBody {
  html: string;
  text: string;
}

/** The row's body: as stored, or rendered from its parts with the app's base URL. */
export function outboxBody(row: OutboxBodyFields, baseUrl: string): OutboxBody {
  if (row.html !== null && row.text !== null) return { html: row.html, text: row.text };
  // The table's check constraint (email_outbox_body_check) guarantees these for a row without a body.
  if (row.notificationType === null || row.title === null || row.message === null) {
    throw new Error("outboxBody: an outbox row has neither a body nor what to render one from");
  }
  const { html, text } = renderNotificationEmail(
    {
      type: row.notificationType,
      title: row.title,
      message: row.message,
      actionUrl: row.actionUrl,
      recipientName: row.toName,
      unsubscribeUrl: row.unsubscribeUrl,
    },
    baseUrl,
    row.locale ?? DEFAULT_LOCALE,
  );
  return { html, text };
}
