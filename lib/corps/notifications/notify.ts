// The notifications service's write side: every notification of the product is created here
// (signup outcomes, promotions, cancellations, hours decisions, badges, announcements, reminders),
// in-app, by e-mail through the durable outbox (email_outbox) and by SMS (sms_outbox), as the
// routing table (routing.ts) and each user's category preferences say.
//
// The e-mail and SMS rows are written in the caller's
// transaction, so nothing is sent for a rolled-back change and nothing is lost for a committed
// one; after the commit, call `deliverEmails(db, result.emailIds)` (lib/email/deliver-emails.ts)
// to send at once (a route's answer is followed by that drain anyway: lib/http/route.ts); the
// /api/cron/emails and /api/cron/sms drains send (or retry) whatever is left.
import { randomUUID } from "node:crypto";
import { noteQueued } from "@/lib/async/queued-deliveries";
import type { DbTx } from "@/lib/db/client";
import type { NotificationType } from "@/lib/generated/prisma/enums";
import { renderNotificationEmail } from "@/lib/email/templates/notification-email";
import { appUrl, env } from "@/lib/env";
import { effectiveTimezone } from "../organizations/timezone";
import { loadPreferences } from "./preferences";
import { nextSendingTime, quietHoursFor } from "../texts/quiet-hours";
import { ROUTING } from "./routing";
import { smsText } from "../texts/sms-text";
import { unsubscribeUrl } from "./unsubscribe-token";
import { resolveLocale } from "@/lib/i18n/resolve-locale";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { textCache, type LocalizedText } from "./localized";

interface NotificationBase {
  userId: string;
  type: NotificationType;
  opportunityId?: string | null;
  /** Relative path in the app, e.g. /opportunities/{id}. */
  actionUrl?: string | null;
  /**
   * When the message stops being useful (an offer's deadline, the start of a shift that needs
   * cover): its e-mail never waits for a digest (only "off" stops it), and a text that quiet hours
   * would hold past it goes out at once, but only to a volunteer who opted in to urgent texts.
   */
  deadline?: Date | null;
}

/**
 * What the person reads: a text in their language (`text`, a function of the locale, see
 * localized.ts), or a title and message as somebody typed them (an announcement), sent as is.
 */
export type NotificationInput = NotificationBase & ({ title: string; message: string; text?: never } | { text: LocalizedText; title?: never; message?: never });

export type NotifyChannel = "in_app" | "email";

/** One row of the e-mail outbox, as notify() writes it. */
interface OutboxEmail {
  id: string;
  userId: string;
  notificationId: string | null;
  notificationType: NotificationType;
  toEmail: string;
  toName: string | null;
  fromEmail: string | null;
  category: string | null;
  unsubscribeUrl: string | null;
  subject: string;
  html: string;
  text: string;
}

export interface NotifyOptions {
  /**
   * Default: in-app, plus e-mail where the type's routing says so (routing.ts). E-mail follows
   * each user's category preference (immediate, digest, off) and email_opt_out; texts follow
   * the routing table and the user's SMS choice alone.
   */
  channels?: readonly NotifyChannel[];
}

export interface NotifyResult {
  inApp: number;
  email: number;
  /** Outbox ids of the e-mails written, to deliver after commit. */
  emailIds: string[];
  /** Outbox ids of the texts written (some wait for the end of quiet hours). */
  smsIds: string[];
  /** Users reached by no channel (e-mail only and opted out, or no e-mail address). */
  skipped: number;
}

/** Creates notifications (and e-mails, texts) in the caller's transaction, one statement per channel. */
export async function notify(
  tx: DbTx,
  inputs: NotificationInput | NotificationInput[],
  options: NotifyOptions = {},
): Promise<NotifyResult> {
  const list = Array.isArray(inputs) ? inputs : [inputs];
  const result: NotifyResult = { inApp: 0, email: 0, emailIds: [], smsIds: [], skipped: 0 };
  if (list.length === 0) return result;
  const channelsOf = (type: NotificationType): readonly NotifyChannel[] => options.channels ?? (ROUTING[type].email ? ["in_app", "email"] : ["in_app"]);

  const notificationIds = list.map(() => randomUUID());
  const needsEmail = list.some((n) => channelsOf(n.type).includes("email"));
  const needsSms = list.some((n) => ROUTING[n.type].sms);
  const localized = list.some((n) => n.text);
  const userIds = [...new Set(list.map((n) => n.userId))];
  // The recipients with their language, in the one query that loads them for e-mail and texts.
  const users =
    needsEmail || needsSms
      ? await tx.user.findMany({
          where: { id: { in: userIds } },
          select: {
            id: true,
            email: true,
            name: true,
            role: true,
            emailOptOut: true,
            locale: true,
            organization: { select: { timezone: true, defaultLocale: true } },
          },
        })
      : [];
  const localeOf = new Map(users.map((u) => [u.id, resolveLocale({ chosen: u.locale, orgDefault: u.organization?.defaultLocale })]));
  if (localized && !needsEmail && !needsSms) {
    // In-app only (a draw's thousands of outcomes): just the languages, one statement.
    const rows = await tx.$queryRaw<{ id: string; locale: string | null; org_default: string | null }[]>`
      SELECT u.id::text AS id, u.locale::text AS locale, o.default_locale::text AS org_default
      FROM users u LEFT JOIN organizations o ON o.id = u.org_id WHERE u.id = ANY(${userIds}::uuid[])`;
    for (const r of rows) localeOf.set(r.id, resolveLocale({ chosen: r.locale, orgDefault: r.org_default }));
  }
  const render = textCache();
  const texts = list.map((n) => (n.text ? render(n.text, localeOf.get(n.userId) ?? DEFAULT_LOCALE) : { title: n.title, message: n.message }));

  const inApp = list.flatMap((n, i) => (channelsOf(n.type).includes("in_app") ? [{ ...n, ...texts[i], id: notificationIds[i] }] : []));
  if (inApp.length > 0) {
    // One INSERT from arrays, however many rows: a lottery draw notifies thousands at once, and
    // a multi-row createMany of 10,000 rows cost seconds of the draw (docs/benchmarks.md).
    result.inApp = await tx.$executeRaw`
      INSERT INTO notifications (id, user_id, notification_type, title, message, opportunity_id, action_url)
      SELECT * FROM unnest(${inApp.map((n) => n.id)}::uuid[], ${inApp.map((n) => n.userId)}::uuid[], ${inApp.map((n) => n.type)}::"NotificationType"[],
                           ${inApp.map((n) => n.title)}::text[], ${inApp.map((n) => n.message)}::text[],
                           ${inApp.map((n) => n.opportunityId ?? null)}::uuid[], ${inApp.map((n) => n.actionUrl ?? null)}::text[])`;
  }

  if (!needsEmail && !needsSms) return result;
  const byId = new Map(users.map((u) => [u.id, u]));
  const prefs = await loadPreferences(tx, users);
  const contacts = needsSms
    ? new Map(
        (await tx.smsContact.findMany({ where: { userId: { in: users.map((u) => u.id) }, confirmedAt: { not: null }, optedOutAt: null } })).map((c) => [c.userId, c]),
      )
    : new Map();
  const base = appUrl();
  const from = env().EMAIL_FROM ?? null;
  const now = new Date();
  const emails: OutboxEmail[] = [];
  const sms = [];
  for (const [i, n] of list.entries()) {
    const user = byId.get(n.userId);
    const { title, message } = texts[i] as (typeof texts)[number];
    const locale: Locale = localeOf.get(n.userId) ?? DEFAULT_LOCALE;
    const route = ROUTING[n.type];
    const pref = user && route.category !== "transactional" ? prefs.get(user.id)?.[route.category] : undefined;
    const wantsEmail = channelsOf(n.type).includes("email");
    // daily/weekly: the digest tells it (from the in-app notification); off: nothing by e-mail.
    // Something with a deadline (an offer, a cover request before the shift) never waits for a
    // digest that could come after it: it is e-mailed at once unless the category is off.
    const digestWaits = pref !== undefined && pref.email !== "immediate" && !(n.deadline && pref.email !== "off");
    const emailNow = wantsEmail && user?.email && !user.emailOptOut.includes(n.type) && !digestWaits;
    if (user && emailNow) {
      const unsubscribe = route.category === "transactional" ? null : unsubscribeUrl({ userId: user.id, category: route.category }, base);
      const mail = renderNotificationEmail({ type: n.type, title, message, actionUrl: n.actionUrl, recipientName: user.name, unsubscribeUrl: unsubscribe }, base, locale);
      emails.push({
        id: randomUUID(),
        userId: user.id,
        notificationId: channelsOf(n.type).includes("in_app") ? notificationIds[i] : null,
        notificationType: n.type,
        toEmail: user.email,
        toName: user.name,
        fromEmail: from,
        category: route.category === "transactional" ? null : route.category,
        unsubscribeUrl: unsubscribe,
        ...mail,
      });
    } else if (!channelsOf(n.type).includes("in_app")) {
      result.skipped += 1;
    }
    const contact = contacts.get(n.userId);
    const smsPref = user && route.sms ? prefs.get(user.id)?.[route.smsCategory ?? (route.category === "transactional" ? "reminders" : route.category)] : undefined;
    if (user && contact && smsPref?.sms) {
      const window = quietHoursFor(contact.phone, effectiveTimezone(user.organization?.timezone ?? null));
      let sendAt = nextSendingTime(now, window);
      // The urgent-text exception: an offer whose deadline passes before quiet hours end.
      if (n.deadline && sendAt > n.deadline && contact.urgentTexts) sendAt = now;
      sms.push({
        id: randomUUID(),
        userId: user.id,
        notificationType: n.type,
        category: route.category,
        toPhone: contact.phone,
        body: smsText(title, message, `${base}${n.actionUrl ?? "/volunteer"}`),
        nextAttemptAt: sendAt,
      });
    }
  }
  if (emails.length > 0) {
    // One INSERT from arrays, like the in-app rows.
    const col = <K extends keyof (typeof emails)[number]>(k: K) => emails.map((r) => r[k]);
    result.email = await tx.$executeRaw`
      INSERT INTO email_outbox (id, user_id, notification_id, notification_type, to_email, to_name, from_email, category, unsubscribe_url, subject, html, text)
      SELECT * FROM unnest(${col("id")}::uuid[], ${col("userId")}::uuid[], ${col("notificationId")}::uuid[],
                           ${col("notificationType")}::"NotificationType"[], ${col("toEmail")}::text[], ${col("toName")}::text[],
                           ${col("fromEmail")}::text[], ${col("category")}::text[], ${col("unsubscribeUrl")}::text[],
                           ${col("subject")}::text[], ${col("html")}::text[], ${col("text")}::text[])`;
    result.emailIds = emails.map((r) => r.id);
  }
  if (sms.length > 0) {
    await tx.smsMessage.createMany({ data: sms });
    result.smsIds = sms.map((t) => t.id);
  }
  // The request's answer is followed by a drain of exactly these (lib/http/route.ts).
  noteQueued({ emailIds: result.emailIds, smsIds: result.smsIds });
  return result;
}
