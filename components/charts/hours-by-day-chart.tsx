"use client";
// Approved hours per day of this month as bars (recruiter dashboard).
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface HoursByDayPoint {
  date: string;
  hours: number;
}

export default function HoursByDayChart({ data, label }: { data: HoursByDayPoint[]; label: string }) {
  const t = useTranslations("charts");
  const rows = data.map((d) => ({ ...d, day: Number(d.date.slice(8, 10)) }));
  return (
    <figure aria-label={label} className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 12, fill: "#334155" }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12, fill: "#334155" }} />
          <Tooltip labelFormatter={(day) => t("day", { day: String(day) })} formatter={(v) => [t("hoursValue", { hours: Number(v) }), t("approved")]} />
          <Bar dataKey="hours" name={t("approvedHours")} fill="#1d4ed8" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
