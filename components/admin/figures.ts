// Number formatting for the admin pages, in the reader's locale: never "NaN" or "null" on screen.
import { intlLocale, type Locale } from "@/lib/i18n/locales";

export function formatNumber(n: number | null | undefined, locale?: Locale): string {
  return n == null || !Number.isFinite(n) ? "0" : new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(n);
}

/** A ratio from 0 to 1 as a percentage with one decimal. */
export function formatRatio(r: number | null | undefined, locale?: Locale): string {
  if (r == null || !Number.isFinite(r)) return "0%";
  return new Intl.NumberFormat(intlLocale(locale), { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.round(r * 1000) / 1000);
}

/** +12.5% / −3.0% (the typographic minus), for a sentence around it. */
export function formatSignedPercent(pct: number, locale?: Locale): string {
  const abs = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(pct));
  return `${pct > 0 ? "+" : "−"}${abs}%`;
}
