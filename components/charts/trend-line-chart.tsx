"use client";
// Weekly hours and distinct volunteers over the last weeks (two axes: they differ in scale).
import { useTranslations } from "next-intl";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface TrendPoint {
  week: string;
  hours: number;
  volunteers: number;
}

export default function TrendLineChart({ data, label }: { data: TrendPoint[]; label: string }) {
  const t = useTranslations("charts");
  return (
    <figure aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {/* "2026-W47" -> "W47": the year only adds width on a phone. */}
          <XAxis dataKey="week" tick={{ fontSize: 12, fill: "#334155" }} tickFormatter={(w: string) => w.slice(5)} />
          <YAxis yAxisId="hours" tick={{ fontSize: 12, fill: "#334155" }} width={40} />
          <YAxis yAxisId="volunteers" orientation="right" allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} width={32} />
          <Tooltip />
          <Legend formatter={(value: string) => <span style={{ color: "#1e293b" }}>{value}</span>} />
          <Line yAxisId="hours" type="monotone" dataKey="hours" name={t("hours")} stroke="#1d4ed8" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line yAxisId="volunteers" type="monotone" dataKey="volunteers" name={t("volunteers")} stroke="#b45309" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
