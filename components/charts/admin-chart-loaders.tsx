"use client";
// Recharts is the heaviest client code on the admin pages: load it after the first paint so the
// figures (rendered on the server as tables and numbers) arrive without waiting for it.
import dynamic from "next/dynamic";

function ChartPlaceholder() {
  return <div className="h-64 w-full animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
}

export const LaborTypeChartLoader = dynamic(() => import("./labor-type-chart"), { ssr: false, loading: ChartPlaceholder });
export const TrendLineChartLoader = dynamic(() => import("./trend-line-chart"), { ssr: false, loading: ChartPlaceholder });
export const HoursBarChartLoader = dynamic(() => import("./hours-bar-chart"), { ssr: false, loading: ChartPlaceholder });
