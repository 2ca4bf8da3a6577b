// Field messages of forms in the reader's language (issue 30). The zod schemas are shared with the
// API, whose answers stay English, so forms translate afterwards: zod's own messages by issue code
// (zod's Spanish locale, applied per call, never through the global z.config), and the app's own
// messages (the schemas' and services' custom texts) by their English text, from the catalogue
// namespace "forms". A message neither knows stays English rather than being guessed.
import { z, type ZodError } from "zod";
import { translatorFor } from "@/lib/i18n/translator";
import type { Locale } from "@/lib/i18n/locales";

import type { Messages } from "@/lib/i18n/messages";

type MessageKey = keyof Messages["forms"]["message"];

/** The app's own field messages, by their English text (the keys of forms.message). */
const OWN: Record<string, MessageKey> = {
  "Required": "required",
  "Must be a number": "number",
  "Must not be negative": "notNegative",
  "Must be greater than 0": "positive",
  "Must be text": "text",
  "Must not be empty": "notEmpty",
  "Must be true or false": "boolean",
  "At most two decimal places": "twoDecimals",
  "Must be a URL": "url",
  "Must be an http(s) URL": "httpUrl",
  "Must be an e-mail address": "email",
  "Must be a phone number": "phone",
  "Not a valid mobile number (use the international format, e.g. +1 415 555 0134)": "mobile",
  "Must be a date YYYY-MM-DD": "date",
  "Must be a time HH:MM (24-hour)": "time",
  "Must be an IANA time zone such as America/Los_Angeles or UTC": "timeZone",
  "Must be a date of birth between 1900-01-01 and today": "birthDate",
  "Must be in the future": "future",
  "Must not be in the future": "notFuture",
  "Must be before start_datetime": "beforeStart",
  "Must be after start_datetime": "afterStart",
  "Must be after check_in_at": "afterCheckIn",
  "Must not be before date_from": "notBeforeDateFrom",
  "Must not exceed max_volunteers": "notAboveMax",
  "Must be a 5-digit ZIP code": "zip",
  "Must be a US ZIP code (12345)": "usZip",
  "Unknown US ZIP code": "unknownZip",
  "Must be a two-letter state code": "state",
  "Must be a two-letter state code such as OR": "stateExample",
  "Must be a city name": "city",
  "Use 3 to 60 lowercase letters, digits and hyphens": "slug",
  "A public page needs a slug": "slugNeeded",
  "Type your full name": "fullName",
  "You must agree to the waiver": "agreeWaiver",
  "A waiver needs its text": "waiverText",
  "Tick the consent line to receive texts": "smsConsent",
  "Enter the 6-digit code": "smsCode",
  "Pick at least one channel": "channel",
  "Required for a lottery": "lotteryClose",
  "An age does not expire": "ageNoExpiry",
  "Name someone else than yourself": "notYourself",
  "No other volunteer of your organization has this e-mail": "noSuchVolunteer",
  "Must be an opportunity you signed up for and that is not cancelled": "signedUpOpportunity",
  "Paste a credential or a link": "credentialInput",
  "Unknown field": "unknownField",
};

/** Messages with a number in them: "Must be at least 1", "At most 1000 characters". */
const PATTERNS: { re: RegExp; key: "atLeast" | "atMost" | "atMostChars"; arg: "min" | "max" }[] = [
  { re: /^Must be at least (-?[\d.]+)$/, key: "atLeast", arg: "min" },
  { re: /^Must be at most (-?[\d.]+)$/, key: "atMost", arg: "max" },
  { re: /^At most (\d+) characters$/, key: "atMostChars", arg: "max" },
];

const formsT = (locale: Locale) => translatorFor(locale, "forms");
const ZOD_EN = z.locales.en().localeError;
const ZOD_ES = z.locales.es().localeError;

type Issue = ZodError["issues"][number];

/** One English field message (custom or zod's) in the locale; unknown ones stay as they are. */
export function translateFieldMessage(message: string, locale: Locale, issue?: Issue): string {
  if (locale === "en") return message;
  const t = formsT(locale);
  const own = OWN[message];
  if (own) return t(`message.${own}`);
  for (const p of PATTERNS) {
    const m = p.re.exec(message);
    if (m) return t(`pattern.${p.key}`, { [p.arg]: m[1] as string });
  }
  // zod's default English text: zod's own Spanish for the same issue. Issue objects are zod's
  // finalized issues, the shape the locale maps read (code, origin, minimum, format, ...).
  if (issue && ZOD_EN && ZOD_ES) {
    const raw = issue as never;
    const english = ZOD_EN(raw);
    const asText = typeof english === "string" ? english : english?.message;
    if (asText === message) {
      const spanish = ZOD_ES(raw);
      const out = typeof spanish === "string" ? spanish : spanish?.message;
      if (out) return out;
    }
  }
  return message;
}

/** zodFields' map of field to message (one per field), in the locale. */
export function translateZodFields(err: ZodError, fields: Record<string, string>, locale: Locale): Record<string, string> {
  if (locale === "en") return fields;
  const issueOf = new Map<string, Issue>();
  for (const issue of err.issues) {
    const key = issue.path.map(String).join(".") || "body";
    if (!issueOf.has(key)) issueOf.set(key, issue);
  }
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translateFieldMessage(message, locale, issueOf.get(field))]));
}

/** A service's field messages (ApiError details.fields), in the locale. */
export function translateFields(fields: Record<string, string> | undefined, locale: Locale): Record<string, string> | undefined {
  if (!fields || locale === "en") return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translateFieldMessage(message, locale)]));
}

/** "Please correct the highlighted fields." in the locale. */
export function correctFieldsMessage(locale: Locale): string {
  return formsT(locale)("correctFields");
}
