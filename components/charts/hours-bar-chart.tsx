"use client";
// Hours per report group (day, week, month, labor type or volunteer) as bars.
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface HoursBar {
  period: string;
  hours: number;
}

export default function HoursBarChart({ data, label }: { data: HoursBar[]; label: string }) {
  const t = useTranslations("charts");
  return (
    <figure aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" tick={{ fontSize: 12, fill: "#334155" }} />
          <YAxis tick={{ fontSize: 12, fill: "#334155" }} width={40} />
          <Tooltip formatter={(v) => [t("hoursValue", { hours: Number(v) }), t("hours")]} />
          <Bar dataKey="hours" name={t("hours")} fill="#1d4ed8" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
