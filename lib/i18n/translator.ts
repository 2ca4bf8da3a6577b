// Messages outside a request (e-mails, in-app notification texts, iCal feeds, PDFs, texts): the
// same catalogues as the pages, for the recipient's locale rather than the request's.
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import { CATALOGUES, type Messages } from "./messages";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

export function translatorFor<NS extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(locale: Locale | string | null | undefined, namespace: NS) {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return createTranslator({ locale: chosen, messages: CATALOGUES[chosen], namespace });
}
