// Messages outside a request (e-mails, in-app notification texts, iCal feeds, PDFs, texts): the
// same catalogues as the pages, for the recipient's locale rather than the request's.
//
// One translator per language and namespace for the life of the process, and each message
// compiled once. use-intl compiles through a memoized factory whose cache key is a JSON
// serialization of the message, the formats and the formatters, computed on every call: a lottery
// draw that tells 10,000 entrants their waitlist position spent most of its text time serializing
// that key (docs/benchmarks.md, fair seats). Here a message with plain string and number values is
// formatted by an IntlMessageFormat compiled once for the key; anything else (rich text, dates,
// per-call formats, a missing or invalid message) goes to use-intl's translator, which stays the
// reference: tests/unit/translator.test.ts checks both give the same text for every message.
import { IntlMessageFormat } from "intl-messageformat";
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import { CATALOGUES, type Messages } from "./messages";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type Translator<NS extends Namespace> = ReturnType<typeof createTranslator<Messages, NS>>;
type PlainValues = Record<string, string | number>;

function plainValues(values: unknown): values is PlainValues | undefined {
  if (values === undefined) return true;
  if (values === null || typeof values !== "object") return false;
  return Object.values(values).every((v) => typeof v === "string" || typeof v === "number");
}

/** use-intl's translator with a compiled-once fast path for plain values (see the note above). */
function compiledTranslator<NS extends Namespace>(locale: Locale, namespace: NS): Translator<NS> {
  const base = createTranslator({ locale, messages: CATALOGUES[locale], namespace });
  // The base translator, called with keys and values this module cannot type more precisely.
  const reference = base as unknown as (key: string, values?: unknown, formats?: unknown) => string;
  const raw = base.raw as unknown as (key: string) => unknown;
  const has = base.has as unknown as (key: string) => boolean;
  // null: this key is left to use-intl (not a string message, or not compilable).
  const compiled = new Map<string, IntlMessageFormat | null>();
  const compile = (key: string): IntlMessageFormat | null => {
    let format = compiled.get(key);
    if (format === undefined) {
      try {
        const message = has(key) ? raw(key) : null;
        format = typeof message === "string" ? new IntlMessageFormat(message, locale) : null;
      } catch {
        format = null;
      }
      compiled.set(key, format);
    }
    return format;
  };
  const translate = (key: string, values?: unknown, formats?: unknown): string => {
    if (formats !== undefined || !plainValues(values)) return reference(key, values, formats);
    const format = compile(key);
    if (!format) return reference(key, values);
    try {
      const out = format.format(values);
      return typeof out === "string" ? out : reference(key, values);
    } catch {
      // A missing value or a tag: use-intl reports it and answers its fallback, as before.
      return reference(key, values);
    }
  };
  return Object.assign(translate, { rich: base.rich, markup: base.markup, raw: base.raw, has: base.has }) as unknown as Translator<NS>;
}

const translators = new Map<string, unknown>();

export function translatorFor<NS extends Namespace>(locale: Locale | string | null | undefined, namespace: NS): Translator<NS> {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const key = `${chosen}:${namespace}`;
  let t = translators.get(key) as Translator<NS> | undefined;
  if (!t) {
    t = compiledTranslator(chosen, namespace);
    translators.set(key, t);
  }
  return t;
}

/** use-intl's own translator, uncached: the reference the compiled one is tested against. */
export function referenceTranslatorFor<NS extends Namespace>(locale: Locale, namespace: NS): Translator<NS> {
  return createTranslator({ locale, messages: CATALOGUES[locale], namespace });
}
