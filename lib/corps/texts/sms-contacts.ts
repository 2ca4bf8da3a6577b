// A volunteer's mobile number: consent (its text and time stored), confirmation by a 6-digit code
// (5 tries, 10 minutes), and the replies a number can text back (STOP, START, HELP).
import { createHmac, randomInt } from "node:crypto";
import { PhoneNumberFormat, PhoneNumberUtil } from "google-libphonenumber";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import type { Db } from "@/lib/db/client";
import { appUrl, env } from "@/lib/env";
import { sendDirectSms } from "@/lib/sms/deliver-sms";
import { translatorFor } from "@/lib/i18n/translator";
import { resolveLocale } from "@/lib/i18n/resolve-locale";
import type { Locale } from "@/lib/i18n/locales";
import type { PhoneConfirm, PhoneSet } from "./sms-schemas";

export const SMS_CONSENT_TEXT =
  "I agree to receive text messages from Corps about my shifts and volunteer opportunities at this number. " +
  "Message frequency varies. Message and data rates may apply. Reply STOP to stop, HELP for help.";
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;

const OPT_OUT = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"]);
const OPT_IN = new Set(["START", "UNSTOP"]);

const phones = PhoneNumberUtil.getInstance();

/** The number in E.164, or a VALIDATION_ERROR; numbers without a country code are read as US. */
export function toE164(input: string): string {
  try {
    const parsed = phones.parseAndKeepRawInput(input.trim(), "US");
    if (phones.isValidNumber(parsed)) return phones.format(parsed, PhoneNumberFormat.E164);
  } catch {
    // Not a number at all: answered below.
  }
  throw ApiError.validation({ phone: "Not a valid mobile number (use the international format, e.g. +1 415 555 0134)" });
}

function codeHash(userId: string, code: string): string {
  return createHmac("sha256", env().NEXTAUTH_SECRET ?? "corps").update(`${userId}:${code}`).digest("hex");
}

function dto(c: { phone: string; consentText: string; consentAt: Date; confirmedAt: Date | null; optedOutAt: Date | null; urgentTexts: boolean } | null) {
  if (!c) return { phone: null, confirmed: false, opted_out: false, urgent_texts: false, consent_text: SMS_CONSENT_TEXT, consent_at: null };
  return {
    phone: c.phone,
    confirmed: c.confirmedAt !== null,
    opted_out: c.optedOutAt !== null,
    urgent_texts: c.urgentTexts,
    consent_text: c.consentText,
    consent_at: c.consentAt.toISOString(),
  };
}

export async function getMyPhone(ctx: Ctx) {
  return dto(await ctx.db.smsContact.findUnique({ where: { userId: ctx.caller.id } }));
}

/** Stores the number and the consent, and texts a confirmation code; nothing else is sent until confirmed. */
export async function setMyPhone(ctx: Ctx, input: PhoneSet) {
  const phone = toE164(input.phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const data = {
    phone,
    consentText: SMS_CONSENT_TEXT,
    consentAt: new Date(),
    confirmedAt: null,
    optedOutAt: null,
    urgentTexts: input.urgent_texts,
    codeHash: codeHash(ctx.caller.id, code),
    codeExpiresAt: new Date(Date.now() + CODE_TTL_MS),
    codeTries: 0,
  };
  const saved = await ctx.db.smsContact.upsert({ where: { userId: ctx.caller.id }, create: { userId: ctx.caller.id, ...data }, update: data });
  // A text has no browser: the volunteer's chosen language, else their organization's default.
  const locale = resolveLocale({ chosen: ctx.caller.locale, orgDefault: ctx.caller.orgDefaultLocale });
  await sendDirectSms(ctx.db, { userId: ctx.caller.id, toPhone: phone, body: translatorFor(locale, "sms")("code", { code }) });
  return dto(saved);
}

/** Checks the code: 5 tries, 10 minutes; a wrong one counts a try. */
export async function confirmMyPhone(ctx: Ctx, input: PhoneConfirm) {
  const c = await ctx.db.smsContact.findUnique({ where: { userId: ctx.caller.id } });
  if (!c) throw ApiError.notFound("Phone number");
  if (c.confirmedAt) return dto(c);
  if (!c.codeHash || !c.codeExpiresAt || c.codeExpiresAt.getTime() < Date.now()) {
    throw ApiError.invalidState("expired", "confirmed", "The code has expired: ask for a new one");
  }
  if (c.codeTries >= CODE_MAX_TRIES) throw ApiError.invalidState("locked", "confirmed", "Too many wrong codes: ask for a new one");
  // Counted in the UPDATE itself, so parallel guesses cannot exceed the limit.
  const counted = await ctx.db.smsContact.updateMany({ where: { userId: ctx.caller.id, codeTries: { lt: CODE_MAX_TRIES } }, data: { codeTries: { increment: 1 } } });
  if (counted.count === 0) throw ApiError.invalidState("locked", "confirmed", "Too many wrong codes: ask for a new one");
  if (codeHash(ctx.caller.id, input.code) !== c.codeHash) {
    throw ApiError.validation({ code: `Wrong code (${Math.max(0, CODE_MAX_TRIES - c.codeTries - 1)} tries left)` });
  }
  const saved = await ctx.db.smsContact.update({ where: { userId: ctx.caller.id }, data: { confirmedAt: new Date(), codeHash: null, codeExpiresAt: null } });
  return dto(saved);
}

export async function deleteMyPhone(ctx: Ctx) {
  await ctx.db.smsContact.deleteMany({ where: { userId: ctx.caller.id } });
  await ctx.db.smsMessage.updateMany({ where: { userId: ctx.caller.id, status: { in: ["pending", "failed"] } }, data: { status: "cancelled", lastError: "number removed" } });
  return { success: true as const };
}

/**
 * A text from a number (Twilio's inbound webhook, signature already checked): the reply to send
 * back, or null. Opt-outs are stored (and queued texts cancelled) before anything else is sent.
 */
export async function handleInboundSms(db: Db, from: string, body: string): Promise<string | null> {
  const keyword = body.trim().toUpperCase().replace(/[^A-Z]/g, "");
  if (!OPT_OUT.has(keyword) && !OPT_IN.has(keyword) && keyword !== "HELP" && keyword !== "INFO") return null;
  const contact = await db.smsContact.findFirst({ where: { phone: from }, orderBy: { updatedAt: "desc" }, select: { userId: true } });
  const t = translatorFor(await replyLocale(db, contact?.userId ?? null), "sms");
  if (OPT_OUT.has(keyword)) {
    await db.$transaction([
      db.smsContact.updateMany({ where: { phone: from, optedOutAt: null }, data: { optedOutAt: new Date() } }),
      db.smsMessage.updateMany({ where: { toPhone: from, status: { in: ["pending", "failed"] } }, data: { status: "cancelled", lastError: "recipient opted out" } }),
    ]);
    return t("optedOut");
  }
  if (OPT_IN.has(keyword)) {
    await db.smsContact.updateMany({ where: { phone: from, optedOutAt: { not: null } }, data: { optedOutAt: null } });
    return t("optedIn");
  }
  if (keyword === "HELP" || keyword === "INFO") {
    const org = contact
      ? await db.organization.findFirst({
          where: { users: { some: { id: contact.userId } } },
          select: { name: true, users: { where: { role: { in: ["corps_admin", "recruiter"] }, isActive: true }, select: { email: true }, orderBy: { createdAt: "asc" }, take: 1 } },
        })
      : null;
    const who = org ? t("helpOrganization", { name: org.name }) : "Corps";
    const reach = org?.users[0]?.email ?? appUrl();
    return t("help", { who, reach });
  }
  return null;
}

/** The language of a reply to a number: its volunteer's choice, else their organization's default. */
async function replyLocale(db: Db, userId: string | null): Promise<Locale> {
  const user = userId ? await db.user.findUnique({ where: { id: userId }, select: { locale: true, organization: { select: { defaultLocale: true } } } }) : null;
  return resolveLocale({ chosen: user?.locale, orgDefault: user?.organization?.defaultLocale });
}
