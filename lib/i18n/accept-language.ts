// The best of our locales for an Accept-Language header (RFC 9110 §12.5.4): ranges by weight,
// a range matches a locale by its primary language ("es-MX" asks for "es"), "*" takes nothing.
import { isLocale, type Locale } from "./locales";

export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0 && r.language !== "" && r.language !== "*")
    // Heaviest first; equal weights keep the order the browser sent them in.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.map((r) => r.language).find(isLocale) ?? null;
}
