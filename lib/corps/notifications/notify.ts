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
import { appUrl, env } from "@/lib/env";
import { effectiveTimezone } from "../organizations/timezone";
import { notificationRowsWrite, type InAppRow, type OutboxRow } from "./notification-rows";
import { loadRecipients, type Recipient } from "./recipients";
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

export interface NotifyOptions {
  /**
   * Default: in-app, plus e-mail where the type's routing says so (routing.ts). E-mail follows
   * each user's category preference (immediate, digest, off) and email_opt_out; texts follow
   * the routing table and the user's SMS choice alone.
   */
  channels?: readonly NotifyChannel[];
  /**
   * A write of the caller's own, sent once the recipients are loaded, to run in the database
   * while the texts and e-mails are rendered here; awaited before the notifications are written.
   * A lottery draw passes its UPDATE of every entry: 10,000 rendered e-mails and a 10,000-row
   * UPDATE take about as long as each other, so they overlap instead of adding up. It must not
   * depend on anything notify writes.
   */
  meanwhile?: () => PromiseLike<unknown>;
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

/** Creates notifications (and e-mails, texts) in the caller's transaction: in-app rows and e-mails in one statement, texts in another. */
export async function notify(
  tx: DbTx,
  inputs: NotificationInput | NotificationInput[],
  options: NotifyOptions = {},
): Promise<NotifyResult> {
  const list = Array.isArray(inputs) ? inputs : [inputs];
  const result: NotifyResult = { inApp: 0, email: 0, emailIds: [], smsIds: [], skipped: 0 };
  if (list.length === 0) {
    await options.meanwhile?.();
    return result;
  }
  const channelsOf = (type: NotificationType): readonly NotifyChannel[] => options.channels ?? (ROUTING[type].email ? ["in_app", "email"] : ["in_app"]);

  const notificationIds = list.map((n) => (channelsOf(n.type).includes("in_app") ? randomUUID() : null));
  const needsEmail = list.some((n) => channelsOf(n.type).includes("email"));
  const needsSms = list.some((n) => ROUTING[n.type].sms);
  const localized = list.some((n) => n.text);
  // Every recipient with their language and preferences in one query (recipients.ts); not needed
  // for in-app rows of finished texts.
  const byId = needsEmail || needsSms || localized ? await loadRecipients(tx, list.map((n) => n.userId)) : new Map<string, Recipient>();
  // Texts' contacts too, before the caller's write is sent (they would queue behind it).
  const contacts = needsSms
    ? new Map(
        (await tx.smsContact.findMany({ where: { userId: { in: [...byId.keys()] }, confirmedAt: { not: null }, optedOutAt: null } })).map((c) => [c.userId, c]),
      )
    : new Map();
  const meanwhile = await startMeanwhile(options.meanwhile);
  const localeOf = (userId: string): Locale => {
    const r = byId.get(userId);
    return r ? resolveLocale({ chosen: r.locale, orgDefault: r.orgDefaultLocale }) : DEFAULT_LOCALE;
  };
  const render = textCache();
  const texts = list.map((n) => (n.text ? render(n.text, localeOf(n.userId)) : { title: n.title, message: n.message }));
  const inApp: InAppRow[] = list.flatMap((n, i) => {
    const id = notificationIds[i];
    return id ? [{ id, userId: n.userId, type: n.type, ...texts[i], opportunityId: n.opportunityId ?? null, actionUrl: n.actionUrl ?? null }] : [];
  });
  if (!needsEmail && !needsSms) {
    // One INSERT from arrays, however many rows (a multi-row createMany of 10,000 rows cost
    // seconds of a lottery draw: docs/benchmarks.md).
    const write = notificationRowsWrite(inApp, []);
    await meanwhile.done;
    result.inApp = (await write(tx)).inApp;
    return result;
  }
  const base = appUrl();
  const from = env().EMAIL_FROM ?? null;
  const now = new Date();
  const emails: OutboxRow[] = [];
  const sms = [];
  for (const [i, n] of list.entries()) {
    const user = byId.get(n.userId);
    const { title, message } = texts[i] as (typeof texts)[number];
    const locale = localeOf(n.userId);
    const route = ROUTING[n.type];
    const pref = user && route.category !== "transactional" ? user.prefs[route.category] : undefined;
    const wantsEmail = channelsOf(n.type).includes("email");
    // daily/weekly: the digest tells it (from the in-app notification); off: nothing by e-mail.
    // Something with a deadline (an offer, a cover request before the shift) never waits for a
    // digest that could come after it: it is e-mailed at once unless the category is off.
    const digestWaits = pref !== undefined && pref.email !== "immediate" && !(n.deadline && pref.email !== "off");
    const emailNow = wantsEmail && user?.email && !user.emailOptOut.includes(n.type) && !digestWaits;
    if (user && emailNow) {
      const unsubscribe = route.category === "transactional" ? null : unsubscribeUrl({ userId: user.id, category: route.category }, base);
      emails.push({
        id: randomUUID(),
        userId: user.id,
        notificationId: notificationIds[i],
        toEmail: user.email,
        toName: user.name,
        fromEmail: from,
        category: route.category === "transactional" ? null : route.category,
        locale,
        input: { type: n.type, title, message, actionUrl: n.actionUrl, recipientName: user.name, unsubscribeUrl: unsubscribe },
      });
    } else if (!channelsOf(n.type).includes("in_app")) {
      result.skipped += 1;
    }
    const contact = contacts.get(n.userId);
    const smsPref = user && route.sms ? user.prefs[route.smsCategory ?? (route.category === "transactional" ? "reminders" : route.category)] : undefined;
    if (user && contact && smsPref?.sms) {
      const window = quietHoursFor(contact.phone, effectiveTimezone(user.timezone));
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
  // The in-app rows and the e-mails in one statement; the e-mails are rendered when sent.
  const write = notificationRowsWrite(inApp, emails);
  await meanwhile.done;
  const written = await write(tx);
  result.inApp = written.inApp;
  result.email = written.email;
  result.emailIds = emails.map((r) => r.id);
  if (sms.length > 0) {
    await tx.smsMessage.createMany({ data: sms });
    result.smsIds = sms.map((t) => t.id);
  }
  // The request's answer is followed by a drain of exactly these (lib/http/route.ts).
  noteQueued({ emailIds: result.emailIds, smsIds: result.smsIds });
  return result;
}

/**
 * Sends the caller's concurrent write (NotifyOptions.meanwhile) and yields once, so the driver
 * puts it on the wire before rendering keeps this process busy. Its failure is kept for `done`
 * (a rejection nobody awaited yet would end the process).
 */
async function startMeanwhile(write: (() => PromiseLike<unknown>) | undefined): Promise<{ done: Promise<unknown> }> {
  if (!write) return { done: Promise.resolve() };
  const done = Promise.resolve(write());
  done.catch(() => undefined);
  await new Promise<void>((resolve) => setImmediate(resolve));
  return { done };
}
