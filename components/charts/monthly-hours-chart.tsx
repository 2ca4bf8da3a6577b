"use client";
// Approved hours per month as bars (volunteer dashboard). Loaded through monthly-hours-chart-loader
// so Recharts stays out of the page's first-load JavaScript.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useLocale } from "next-intl";
import { formatHours, formatMonth } from "@/lib/format";
import type { MonthHours } from "@/lib/corps/hours/volunteer-hours-trend";

// The labels come from the page (volunteer namespace), already in the reader's language.
export default function MonthlyHoursChart({ rows, label, seriesName, tooltipName }: { rows: MonthHours[]; label: string; seriesName: string; tooltipName: string }) {
  const locale = useLocale();
  const data = rows.map((r) => ({ ...r, name: formatMonth(r.month, locale) }));
  return (
    <figure aria-label={label} className="h-48 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12, fill: "#334155" }} interval={0} />
          <YAxis allowDecimals={false} width={32} tick={{ fontSize: 12, fill: "#334155" }} />
          <Tooltip formatter={(v) => [formatHours(Number(v)), tooltipName]} />
          <Bar dataKey="hours" name={seriesName} fill="#1d4ed8" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
