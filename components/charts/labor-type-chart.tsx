"use client";
// Hours by labor type as a donut; the table beside it carries the same figures for screen readers.
import { useTranslations } from "next-intl";
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { laborTypes } from "@/lib/corps/enums";
import { laborColor } from "./labor-colors";

const isLaborType = (v: string): v is (typeof laborTypes)[number] => (laborTypes as readonly string[]).includes(v);

export interface LaborSlice {
  labor_type: string;
  hours: number;
  percentage: number;
}

export default function LaborTypeChart({ data, label }: { data: LaborSlice[]; label: string }) {
  const t = useTranslations("charts");
  const tc = useTranslations("common");
  // The tooltip names the slice in the reader's language (an unknown type shows as stored).
  const named = data.map((d) => ({ ...d, name: isLaborType(d.labor_type) ? tc(`laborType.${d.labor_type}`) : d.labor_type }));
  return (
    <figure aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={named} dataKey="hours" nameKey="name" innerRadius="50%" outerRadius="85%" paddingAngle={1} isAnimationActive={false}>
            {named.map((d) => (
              <Cell key={d.labor_type} fill={laborColor(d.labor_type)} />
            ))}
          </Pie>
          <Tooltip formatter={(v, name) => [t("hoursValue", { hours: Number(v) }), String(name)]} />
        </PieChart>
      </ResponsiveContainer>
    </figure>
  );
}
