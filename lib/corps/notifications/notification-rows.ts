// notify()'s writes: the in-app rows and the e-mail outbox rows of one call in one statement,
// whatever their number. A lottery draw tells 10,000 volunteers at once, so the e-mails are not
// rendered one by one: each distinct frame (same type, title, link, ...) is rendered once with
// placeholders, and only what differs per recipient (greeting, message, unsubscribe link) crosses
// to the database, which puts the two together. A frame is per language (the recipient's). The result is byte for byte what
// renderNotificationEmail gives for each recipient (tests/integration/notification-rows.test.ts).
import type { DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import {
  escapeHtml,
  recipientParts,
  renderNotificationEmail,
  renderNotificationFrame,
  type NotificationEmailInput,
} from "@/lib/email/templates/notification-email";

export interface InAppRow {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  opportunityId: string | null;
  actionUrl: string | null;
}

/** One row of the e-mail outbox, with what its e-mail is rendered from. */
export interface OutboxRow {
  id: string;
  userId: string;
  notificationId: string | null;
  toEmail: string;
  toName: string | null;
  fromEmail: string | null;
  category: string | null;
  /** The recipient's language: part of the frame. */
  locale: Locale;
  /** input.unsubscribeUrl is also the row's unsubscribe_url (the List-Unsubscribe header). */
  input: NotificationEmailInput;
}

// Placeholders of the per-recipient parts in a rendered frame. Control characters no title or
// message normally holds; a row whose own text holds one is rendered whole instead.
const GREETING = "\u0001";
const MESSAGE = "\u0002";
const UNSUBSCRIBE_URL = "\u0004";
const PLACEHOLDER = /[\u0001-\u0004]/;

interface Frame {
  index: number;
  subject: string;
  html: string;
  text: string;
}

/** The frame of a row: its language and everything of its input but the per-recipient fields. */
function frameKey(input: NotificationEmailInput, locale: Locale): { key: string; safe: boolean } {
  const { message, recipientName, unsubscribeUrl, ...shared } = input;
  const key = JSON.stringify([locale, shared, Boolean(unsubscribeUrl)]);
  const own = `${message}${recipientName ?? ""}${unsubscribeUrl ?? ""}`;
  const sharedText = Object.values(shared).filter((v): v is string => typeof v === "string").join("");
  return { key, safe: !PLACEHOLDER.test(own) && !PLACEHOLDER.test(sharedText) };
}

function renderFrame(input: NotificationEmailInput, locale: Locale, index: number, baseUrl: string): Frame {
  const unsubscribe = recipientParts({ message: "", unsubscribeUrl: input.unsubscribeUrl ? UNSUBSCRIBE_URL : null }, locale);
  const mail = renderNotificationFrame(
    input,
    {
      greetingHtml: GREETING,
      greetingText: GREETING,
      messageHtml: MESSAGE,
      messageText: MESSAGE,
      unsubscribeHtml: unsubscribe.unsubscribeHtml,
      unsubscribeText: unsubscribe.unsubscribeText,
    },
    baseUrl,
    locale,
  );
  return { index, ...mail };
}

function outboxColumns(rows: readonly OutboxRow[], baseUrl: string) {
  const frames = new Map<string, Frame>();
  const cols = {
    frame: [] as (number | null)[],
    greetingHtml: [] as (string | null)[],
    greetingText: [] as (string | null)[],
    messageHtml: [] as (string | null)[],
    messageText: [] as (string | null)[],
    urlHtml: [] as (string | null)[],
    subject: [] as (string | null)[],
    html: [] as (string | null)[],
    text: [] as (string | null)[],
  };
  const push = (values: { [K in keyof typeof cols]: (typeof cols)[K][number] }) => {
    for (const k of Object.keys(cols) as (keyof typeof cols)[]) (cols[k] as unknown[]).push(values[k]);
  };
  const none = { frame: null, greetingHtml: null, greetingText: null, messageHtml: null, messageText: null, urlHtml: null, subject: null, html: null, text: null };
  for (const r of rows) {
    const { key, safe } = frameKey(r.input, r.locale);
    if (!safe) {
      push({ ...none, ...renderNotificationEmail(r.input, baseUrl, r.locale) });
      continue;
    }
    let frame = frames.get(key);
    if (!frame) {
      frame = renderFrame(r.input, r.locale, frames.size + 1, baseUrl);
      frames.set(key, frame);
    }
    const parts = recipientParts({ ...r.input, unsubscribeUrl: null }, r.locale);
    const url = r.input.unsubscribeUrl;
    push({
      ...none,
      frame: frame.index,
      // null where the HTML form is the text itself: fewer bytes for thousands of rows.
      greetingHtml: parts.greetingHtml === parts.greetingText ? null : parts.greetingHtml,
      greetingText: parts.greetingText,
      messageHtml: parts.messageHtml,
      messageText: parts.messageText,
      urlHtml: url && escapeHtml(url) !== url ? escapeHtml(url) : null,
    });
  }
  const ordered = [...frames.values()];
  return { cols, subjects: ordered.map((f) => f.subject), htmls: ordered.map((f) => f.html), texts: ordered.map((f) => f.text) };
}

function inAppInsert(rows: readonly InAppRow[]): Prisma.Sql {
  const col = <K extends keyof InAppRow>(k: K) => rows.map((r) => r[k]);
  return Prisma.sql`
    INSERT INTO notifications (id, user_id, notification_type, title, message, opportunity_id, action_url)
    SELECT * FROM unnest(${col("id")}::uuid[], ${col("userId")}::uuid[], ${col("type")}::"NotificationType"[],
                         ${col("title")}::text[], ${col("message")}::text[], ${col("opportunityId")}::uuid[], ${col("actionUrl")}::text[])`;
}

function outboxInsert(rows: readonly OutboxRow[], baseUrl: string): Prisma.Sql {
  const { cols, subjects, htmls, texts } = outboxColumns(rows, baseUrl);
  const col = <K extends keyof OutboxRow>(k: K) => rows.map((r) => r[k]);
  const unsubscribe = rows.map((r) => r.input.unsubscribeUrl ?? null);
  return Prisma.sql`
    INSERT INTO email_outbox (id, user_id, notification_id, notification_type, to_email, to_name, from_email, category, unsubscribe_url, subject, html, text)
    SELECT d.id, d.user_id, d.notification_id, d.type, d.to_email, d.to_name, d.from_email, d.category, d.unsubscribe_url,
           COALESCE(d.subject, (${subjects}::text[])[d.frame]),
           COALESCE(d.html, replace(replace(replace((${htmls}::text[])[d.frame],
             chr(1), COALESCE(d.greeting_html, d.greeting_text)), chr(2), d.message_html), chr(4), COALESCE(d.url_html, d.unsubscribe_url, ''))),
           COALESCE(d.text, replace(replace(replace((${texts}::text[])[d.frame],
             chr(1), d.greeting_text), chr(2), d.message_text), chr(4), COALESCE(d.unsubscribe_url, '')))
    FROM unnest(${col("id")}::uuid[], ${col("userId")}::uuid[], ${col("notificationId")}::uuid[],
                ${rows.map((r) => r.input.type)}::"NotificationType"[], ${col("toEmail")}::text[], ${col("toName")}::text[],
                ${col("fromEmail")}::text[], ${col("category")}::text[], ${unsubscribe}::text[], ${cols.frame}::int[],
                ${cols.greetingHtml}::text[], ${cols.greetingText}::text[], ${cols.messageHtml}::text[], ${cols.messageText}::text[],
                ${cols.urlHtml}::text[], ${cols.subject}::text[], ${cols.html}::text[], ${cols.text}::text[])
      AS d(id, user_id, notification_id, type, to_email, to_name, from_email, category, unsubscribe_url, frame,
           greeting_html, greeting_text, message_html, message_text, url_html, subject, html, text)`;
}

/**
 * The one statement that writes both kinds of rows, rendered now (the e-mail frames, the
 * per-recipient parts) and run by the returned function, which answers how many of each were
 * written. Rendering first lets notify() do it while a write of its caller is still running.
 */
export function notificationRowsWrite(
  inApp: readonly InAppRow[],
  emails: readonly OutboxRow[],
  baseUrl: string,
): (tx: DbTx) => Promise<{ inApp: number; email: number }> {
  if (inApp.length === 0 && emails.length === 0) return async () => ({ inApp: 0, email: 0 });
  if (emails.length === 0) {
    const sql = inAppInsert(inApp);
    return async (tx) => ({ inApp: await tx.$executeRaw(sql), email: 0 });
  }
  if (inApp.length === 0) {
    const sql = outboxInsert(emails, baseUrl);
    return async (tx) => ({ inApp: 0, email: await tx.$executeRaw(sql) });
  }
  const sql = Prisma.sql`
    WITH n AS (${inAppInsert(inApp)} RETURNING 1), e AS (${outboxInsert(emails, baseUrl)} RETURNING 1)
    SELECT (SELECT count(*) FROM n)::int AS in_app, (SELECT count(*) FROM e)::int AS email`;
  return async (tx) => {
    const [counts] = await tx.$queryRaw<{ in_app: number; email: number }[]>(sql);
    return { inApp: counts.in_app, email: counts.email };
  };
}
