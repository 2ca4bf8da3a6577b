// notify()'s writes: the in-app rows and the e-mail outbox rows of one call in one statement,
// whatever their number. A lottery draw tells 10,000 volunteers at once, so the e-mails are not
// rendered one by one: each distinct frame (same type, title, link, ...) is rendered once with
// placeholders, and only what differs per recipient (greeting, message, unsubscribe link) crosses
// to the database, which puts the two together. A frame is per language (the recipient's). The result is byte for byte what
// renderNotificationEmail gives for each recipient (tests/integration/notification-rows.test.ts).
import type { DbTx } from "@/lib/db/client";
import { pgArray, unnestRows } from "@/lib/db/unnest";
import { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import {
  escapeHtml,
  PARAGRAPH_CLOSE,
  PARAGRAPH_OPEN,
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

function outboxColumns(rows: readonly OutboxRow[], baseUrl: string, inAppMessages: ReadonlyMap<string, string>) {
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
    // Each part is null where the database can make it from another (outboxInsert): fewer bytes
    // for thousands of rows.
    push({
      ...none,
      frame: frame.index,
      greetingHtml: parts.greetingHtml === parts.greetingText ? null : parts.greetingHtml,
      greetingText: parts.greetingText,
      // One paragraph with nothing to escape: the text in its <p>.
      messageHtml: parts.messageHtml === `${PARAGRAPH_OPEN}${parts.messageText}${PARAGRAPH_CLOSE}` ? null : parts.messageHtml,
      // The in-app row of the same notification holds the same message.
      messageText: r.notificationId !== null && inAppMessages.get(r.notificationId) === parts.messageText ? null : parts.messageText,
      urlHtml: url && escapeHtml(url) !== url ? escapeHtml(url) : null,
    });
  }
  const ordered = [...frames.values()];
  return { cols, subjects: ordered.map((f) => f.subject), htmls: ordered.map((f) => f.html), texts: ordered.map((f) => f.text) };
}

function inAppInsert(rows: readonly InAppRow[]): Prisma.Sql {
  const d = unnestRows(rows.length, [
    { name: "id", type: "uuid", values: rows.map((r) => r.id) },
    { name: "user_id", type: "uuid", values: rows.map((r) => r.userId) },
    { name: "type", type: '"NotificationType"', values: rows.map((r) => r.type) },
    { name: "title", type: "text", values: rows.map((r) => r.title) },
    { name: "message", type: "text", values: rows.map((r) => r.message) },
    { name: "opportunity_id", type: "uuid", values: rows.map((r) => r.opportunityId) },
    { name: "action_url", type: "text", values: rows.map((r) => r.actionUrl) },
  ]);
  return Prisma.sql`
    INSERT INTO notifications (id, user_id, notification_type, title, message, opportunity_id, action_url)
    SELECT ${d.col("id")}, ${d.col("user_id")}, ${d.col("type")}, ${d.col("title")}, ${d.col("message")}, ${d.col("opportunity_id")}, ${d.col("action_url")}
    FROM ${d.from}`;
}

/**
 * The outbox rows. `inApp` names the statement's in-app rows (a CTE returning id and message)
 * when there are any: an e-mail's message is then read from its notification's row instead of
 * being sent twice.
 */
function outboxInsert(rows: readonly OutboxRow[], baseUrl: string, inApp?: { cte: string; messages: ReadonlyMap<string, string> }): Prisma.Sql {
  const { cols, subjects, htmls, texts } = outboxColumns(rows, baseUrl, inApp?.messages ?? new Map());
  const d = unnestRows(rows.length, [
    { name: "id", type: "uuid", values: rows.map((r) => r.id) },
    { name: "user_id", type: "uuid", values: rows.map((r) => r.userId) },
    { name: "notification_id", type: "uuid", values: rows.map((r) => r.notificationId) },
    { name: "type", type: '"NotificationType"', values: rows.map((r) => r.input.type) },
    { name: "to_email", type: "text", values: rows.map((r) => r.toEmail) },
    { name: "to_name", type: "text", values: rows.map((r) => r.toName) },
    { name: "from_email", type: "text", values: rows.map((r) => r.fromEmail) },
    { name: "category", type: "text", values: rows.map((r) => r.category) },
    { name: "unsubscribe_url", type: "text", values: rows.map((r) => r.input.unsubscribeUrl ?? null) },
    { name: "frame", type: "int", values: cols.frame },
    { name: "greeting_html", type: "text", values: cols.greetingHtml },
    { name: "greeting_text", type: "text", values: cols.greetingText },
    { name: "message_html", type: "text", values: cols.messageHtml },
    { name: "message_text", type: "text", values: cols.messageText },
    { name: "url_html", type: "text", values: cols.urlHtml },
    { name: "subject", type: "text", values: cols.subject },
    { name: "html", type: "text", values: cols.html },
    { name: "text", type: "text", values: cols.text },
  ]);
  const c = d.col;
  const message = inApp ? Prisma.sql`COALESCE(${c("message_text")}, n.message)` : c("message_text");
  const join = inApp ? Prisma.sql`LEFT JOIN ${Prisma.raw(inApp.cte)} n ON n.id = ${c("notification_id")}` : Prisma.empty;
  const url = c("unsubscribe_url");
  return Prisma.sql`
    INSERT INTO email_outbox (id, user_id, notification_id, notification_type, to_email, to_name, from_email, category, unsubscribe_url, subject, html, text)
    SELECT ${c("id")}, ${c("user_id")}, ${c("notification_id")}, ${c("type")}, ${c("to_email")}, ${c("to_name")}, ${c("from_email")}, ${c("category")}, ${url},
           COALESCE(${c("subject")}, (${pgArray(subjects)}::text[])[${c("frame")}]),
           COALESCE(${c("html")}, replace(replace(replace((${pgArray(htmls)}::text[])[${c("frame")}],
             chr(1), COALESCE(${c("greeting_html")}, ${c("greeting_text")})),
             chr(2), COALESCE(${c("message_html")}, ${PARAGRAPH_OPEN} || ${message} || ${PARAGRAPH_CLOSE})),
             chr(4), COALESCE(${c("url_html")}, ${url}, ''))),
           COALESCE(${c("text")}, replace(replace(replace((${pgArray(texts)}::text[])[${c("frame")}],
             chr(1), ${c("greeting_text")}), chr(2), ${message}), chr(4), COALESCE(${url}, '')))
    FROM ${d.from} ${join}`;
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
  const messages = new Map(inApp.map((r) => [r.id, r.message]));
  const sql = Prisma.sql`
    WITH n AS (${inAppInsert(inApp)} RETURNING id, message), e AS (${outboxInsert(emails, baseUrl, { cte: "n", messages })} RETURNING 1)
    SELECT (SELECT count(*) FROM n)::int AS in_app, (SELECT count(*) FROM e)::int AS email`;
  return async (tx) => {
    const [counts] = await tx.$queryRaw<{ in_app: number; email: number }[]>(sql);
    return { inApp: counts.in_app, email: counts.email };
  };
}
