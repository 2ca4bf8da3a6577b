// Public pages (issue 30) say their language in the path, as next-intl recommends for search
// engines: /o/{slug} is English (and x-default), /es/o/{slug} Spanish. proxy.ts rewrites the
// prefixed path to the page and passes the language in LOCALE_HEADER; the page's hreflang
// alternates list every language's URL.
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "./locales";

/** Set by proxy.ts only: the language the URL asked for (a client's own value is dropped). */
export const LOCALE_HEADER = "x-corps-locale";

/** Public paths whose language is in the URL. */
const PUBLIC_PATH = /^\/(o|embed\/o)\/[^/]+(\/|$)/;
const PREFIXED = /^\/([a-z]{2})(\/.*)$/;

/** A public path's language and the path of its page ("/es/o/x" -> es, "/o/x"), or null. */
export function publicPathLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } | null {
  const m = PREFIXED.exec(pathname);
  if (m && isLocale(m[1]) && m[1] !== DEFAULT_LOCALE && PUBLIC_PATH.test(m[2] ?? "")) return { locale: m[1], path: m[2] ?? "/", prefixed: true };
  if (PUBLIC_PATH.test(pathname)) return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
  return null;
}

/** The URL path of a public page in a language. */
export function localizedPublicPath(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
}

/** hreflang alternates of a public page: every language, and x-default (English). */
export function publicAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[locale] = localizedPublicPath(path, locale);
  languages["x-default"] = localizedPublicPath(path, DEFAULT_LOCALE);
  return languages;
}
