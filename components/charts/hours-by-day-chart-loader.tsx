"use client";
// Recharts is heavy: the chart loads in the browser after the page's figures (dynamic with
// ssr:false must live in a client component).
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

function ChartLoading() {
  const t = useTranslations("charts");
  return (
    <div role="status" aria-busy="true" className="h-56 w-full animate-pulse rounded-lg bg-slate-100">
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}

export const HoursByDayChartLoader = dynamic(() => import("./hours-by-day-chart"), {
  ssr: false,
  loading: ChartLoading,
});
