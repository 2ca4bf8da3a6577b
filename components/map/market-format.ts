// How the heatmap writes market figures, in the reader's locale: whole dollars, and
// "62 % (31 of 50)" for the share within the payment standard ("—" when no listing has a benchmark).
import { useLocale, useTranslations } from "next-intl";
import { intlLocale, type Locale } from "@/lib/i18n/locales";
import type { MarketStats } from "@/lib/properties/market/market-schemas";

export const formatMoney = (v: number, locale?: Locale) => new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(Math.round(v));

type Share = Pick<MarketStats, "withinStandardShare" | "withinStandardCount" | "benchmarkedCount">;

/** The formatters bound to the reader's locale and the map catalogue (client components). */
export function useMarketFormat() {
  const t = useTranslations("map");
  const locale = useLocale();
  return {
    money: (v: number) => formatMoney(v, locale),
    share: (s: Share) => (s.withinStandardShare === null ? "—" : t("share", { percent: Math.round(s.withinStandardShare * 100), within: s.withinStandardCount, total: s.benchmarkedCount })),
  };
}
