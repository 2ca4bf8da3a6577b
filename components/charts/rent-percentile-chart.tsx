"use client";
// 25th percentile, median and 75th percentile rent per group as grouped bars.
import { useLocale, useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { intlLocale } from "@/lib/i18n/locales";
import type { RentSummary } from "@/lib/properties/market/rent-stats";

export function RentPercentileChart({ rows, label }: { rows: RentSummary[]; label: string }) {
  const t = useTranslations("charts");
  const locale = intlLocale(useLocale());
  return (
    <figure aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="group" tick={{ fontSize: 12 }} interval={0} />
          <YAxis tickFormatter={(v: number) => `$${Math.round(v / 100) / 10}k`} width={48} />
          <Tooltip formatter={(v) => `$${Math.round(Number(v)).toLocaleString(locale)}`} />
          {/* Series colours are too light for text: legend labels stay dark for contrast. */}
          <Legend formatter={(value: string) => <span style={{ color: "#1e293b" }}>{value}</span>} />
          <Bar dataKey="p25" name={t("p25")} fill="#60a5fa" isAnimationActive={false} />
          <Bar dataKey="median" name={t("median")} fill="#2563eb" isAnimationActive={false} />
          <Bar dataKey="p75" name={t("p75")} fill="#1e3a8a" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
