// The languages the app speaks. The database enum "Locale" (prisma/schema.prisma) holds the same
// values: a new language is a migration and a catalogue folder under messages/.
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language by its own name, as a switcher lists them. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The tag given to Intl for a locale: the product is used in the United States, so Spanish dates
 * and numbers follow es-US ("vie, 27 nov 2026, 9:00 a.m.") and English ones en-US.
 */
export function intlLocale(locale: Locale = DEFAULT_LOCALE): string {
  return locale === "es" ? "es-US" : "en-US";
}
