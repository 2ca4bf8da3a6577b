"use client";
// Recharts is large: the chart loads after the page, in the browser only.
import dynamic from "next/dynamic";

export const MonthlyHoursChartLoader = dynamic(() => import("./monthly-hours-chart"), {
  ssr: false,
  loading: () => <div className="h-48 w-full animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />,
});
