// Which language a person reads (issue 30): their own choice, else what their browser asks for,
// else their organization's default_locale, else English. E-mails and other messages sent
// outside a request have no browser: the choice, else the organization's default.
import { localeFromAcceptLanguage } from "./accept-language";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

export interface LocaleSources {
  /** users.locale */
  chosen?: string | null;
  acceptLanguage?: string | null;
  /** organizations.default_locale of the person's organization */
  orgDefault?: string | null;
}

export function resolveLocale({ chosen, acceptLanguage, orgDefault }: LocaleSources): Locale {
  if (isLocale(chosen)) return chosen;
  const asked = localeFromAcceptLanguage(acceptLanguage);
  if (asked) return asked;
  if (isLocale(orgDefault)) return orgDefault;
  return DEFAULT_LOCALE;
}
