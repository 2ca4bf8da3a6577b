// notify()'s writes: the in-app rows and the e-mail outbox rows of one call in one statement,
// whatever their number. A lottery draw tells 10,000 volunteers at once. An e-mail is written as
// what it is rendered from (type, title, message, link, language, the recipient's name and
// unsubscribe link) and rendered when it is sent or shown (lib/email/outbox-body.ts,
// docs/decisions/108): its title, message and link are read from its in-app row in the same
// statement when it has one, so a draw sends each text once and writes no e-mail bodies.
import type { DbTx } from "@/lib/db/client";
import { pgArray, unnestRows } from "@/lib/db/unnest";
import { Prisma } from "@/lib/generated/prisma/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import type { Locale } from "@/lib/i18n/locales";
import { notificationSubject, type NotificationEmailInput } from "@/lib/email/templates/notification-email";

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
  /** The recipient's language, which the e-mail is rendered in. */
  locale: Locale;
  /**
   * What the e-mail is rendered from. input.recipientName must be toName (the e-mail greets the
   * name it is addressed to), and input.unsubscribeUrl is also the List-Unsubscribe header's.
   */
  input: NotificationEmailInput;
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
 * The outbox rows. `inApp` names the statement's in-app rows (a CTE returning id, title, message
 * and action_url) when there are any: an e-mail whose notification's row holds the same title,
 * message and link reads them from there instead of sending them twice.
 */
function outboxInsert(rows: readonly OutboxRow[], inApp?: { cte: string; byId: ReadonlyMap<string, InAppRow> }): Prisma.Sql {
  // Subjects are few (one per type, title and language): sent once each, and an index per row.
  const subjects: string[] = [];
  const subjectIndex = new Map<string, number>();
  const subjectOf = (r: OutboxRow) => {
    const key = JSON.stringify([r.locale, r.input.type, r.input.title]);
    let i = subjectIndex.get(key);
    if (i === undefined) {
      i = subjects.push(notificationSubject(r.input.type, r.input.title, r.locale));
      subjectIndex.set(key, i);
    }
    return i;
  };
  const own = rows.map((r) => {
    const note = r.notificationId === null ? undefined : inApp?.byId.get(r.notificationId);
    const same = note && note.title === r.input.title && note.message === r.input.message && note.actionUrl === (r.input.actionUrl ?? null);
    return !same;
  });
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
    { name: "locale", type: '"Locale"', values: rows.map((r) => r.locale) },
    { name: "subject", type: "int", values: rows.map(subjectOf) },
    // Title, message and link travel only where `own`; elsewhere they are read from the in-app row.
    { name: "own", type: "boolean", values: own },
    { name: "title", type: "text", values: rows.map((r, i) => (own[i] ? r.input.title : null)) },
    { name: "message", type: "text", values: rows.map((r, i) => (own[i] ? r.input.message : null)) },
    { name: "action_url", type: "text", values: rows.map((r, i) => (own[i] ? (r.input.actionUrl ?? null) : null)) },
  ]);
  const c = d.col;
  const [title, message, actionUrl] = inApp
    ? [
        Prisma.sql`CASE WHEN ${c("own")} THEN ${c("title")} ELSE n.title END`,
        Prisma.sql`CASE WHEN ${c("own")} THEN ${c("message")} ELSE n.message END`,
        Prisma.sql`CASE WHEN ${c("own")} THEN ${c("action_url")} ELSE n.action_url END`,
      ]
    : [c("title"), c("message"), c("action_url")];
  const join = inApp ? Prisma.sql`LEFT JOIN ${Prisma.raw(inApp.cte)} n ON n.id = ${c("notification_id")}` : Prisma.empty;
  return Prisma.sql`
    INSERT INTO email_outbox (id, user_id, notification_id, notification_type, to_email, to_name, from_email, category, unsubscribe_url,
                              locale, subject, title, message, action_url)
    SELECT ${c("id")}, ${c("user_id")}, ${c("notification_id")}, ${c("type")}, ${c("to_email")}, ${c("to_name")}, ${c("from_email")}, ${c("category")},
           ${c("unsubscribe_url")}, ${c("locale")}, (${pgArray(subjects)}::text[])[${c("subject")}], ${title}, ${message}, ${actionUrl}
    FROM ${d.from} ${join}`;
}

/**
 * The one statement that writes both kinds of rows, built now and run by the returned function,
 * which answers how many of each were written. Building first lets notify() do it while a write
 * of its caller is still running.
 */
export function notificationRowsWrite(inApp: readonly InAppRow[], emails: readonly OutboxRow[]): (tx: DbTx) => Promise<{ inApp: number; email: number }> {
  if (inApp.length === 0 && emails.length === 0) return async () => ({ inApp: 0, email: 0 });
  if (emails.length === 0) {
    const sql = inAppInsert(inApp);
    return async (tx) => ({ inApp: await tx.$executeRaw(sql), email: 0 });
  }
  if (inApp.length === 0) {
    const sql = outboxInsert(emails);
    return async (tx) => ({ inApp: 0, email: await tx.$executeRaw(sql) });
  }
  const byId = new Map(inApp.map((r) => [r.id, r]));
  const sql = Prisma.sql`
    WITH n AS (${inAppInsert(inApp)} RETURNING id, title, message, action_url), e AS (${outboxInsert(emails, { cte: "n", byId })} RETURNING 1)
    SELECT (SELECT count(*) FROM n)::int AS in_app, (SELECT count(*) FROM e)::int AS email`;
  return async (tx) => {
    const [counts] = await tx.$queryRaw<{ in_app: number; email: number }[]>(sql);
    return { inApp: counts.in_app, email: counts.email };
  };
}
