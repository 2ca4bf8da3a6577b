// The public pages' languages (issue 30): each page's canonical URL is its own language's, its
// hreflang alternates list every language (x-default English), Open Graph names the locale, and a
// visible link leads to the same page in the other language.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { appUrl } from "@/lib/env";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { localizedPublicPath, publicAlternates } from "@/lib/i18n/public-locale";

/** Open Graph's locale names (language_TERRITORY): the product is used in the United States. */
const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

export type PublicT = Awaited<ReturnType<typeof getTranslations<"public">>>;

/** canonical (this language's URL) and hreflang alternates of the public page at `path` (unprefixed). */
export function publicAlternatesOf(path: string, locale: Locale): NonNullable<Metadata["alternates"]> {
  const base = appUrl();
  const languages = Object.fromEntries(Object.entries(publicAlternates(path)).map(([lang, p]) => [lang, `${base}${p}`]));
  return { canonical: `${base}${localizedPublicPath(path, locale)}`, languages };
}

/** Open Graph's locale and the other languages the page exists in. */
export function openGraphLocale(locale: Locale): { locale: string; alternateLocale: string[] } {
  return { locale: OG_LOCALE[locale], alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALE[l]) };
}

/** "Español" / "English": the same page in each other language, named in that language. */
export function LanguageLinks({ path, locale, label }: { path: string; locale: Locale; label: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <a key={l} href={localizedPublicPath(path, l)} hrefLang={l} lang={l} className="text-brand-800 underline">
          {LOCALE_NAMES[l]}
        </a>
      ))}
    </nav>
  );
}
