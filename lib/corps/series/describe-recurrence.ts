// A series' rule in words outside a component (the recruiter's series page, tests): the rule of
// recurrence-words.ts with the recruiter catalogue's words in the reader's locale.
import { translatorFor } from "@/lib/i18n/translator";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import type { SeriesRule } from "./occurrence-dates";
import { recurrenceInWords } from "./recurrence-words";

export function describeRecurrence(rule: SeriesRule, now: Date = new Date(), locale: Locale = DEFAULT_LOCALE): string {
  return recurrenceInWords(rule, translatorFor(locale, "recruiter"), locale, now);
}
