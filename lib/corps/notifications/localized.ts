// Notification texts in the recipient's language (issue 30). A caller gives notify() a function
// of the locale instead of a finished title and message; notify() loads each recipient's locale
// with the recipient (users.locale, else the organization's default_locale) and calls the
// function once per language it meets, so a fan-out that shares one function renders its text
// once per language, not once per recipient.
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/translator";

export interface NotificationText {
  title: string;
  message: string;
}

export type LocalizedText = (locale: Locale) => NotificationText;

/** The notifications' texts in a recipient's language (translatorFor keeps one translator per language). */
export function notifyT(locale: Locale) {
  return translatorFor(locale, "notify");
}

/** Renders each distinct text function once per language (see the header). */
export function textCache(): (text: LocalizedText, locale: Locale) => NotificationText {
  const rendered = new Map<LocalizedText, Map<Locale, NotificationText>>();
  return (text, locale) => {
    let byLocale = rendered.get(text);
    if (!byLocale) rendered.set(text, (byLocale = new Map()));
    let out = byLocale.get(locale);
    if (!out) byLocale.set(locale, (out = text(locale)));
    return out;
  };
}
