"use client";
// Hours by labor type as a donut; the table beside it carries the same figures for screen readers.
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import { laborColor } from "./labor-colors";

export interface LaborSlice {
  labor_type: string;
  hours: number;
  percentage: number;
}


export default function LaborTypeChart({ data, label }: { data: LaborSlice[]; label: string }) {
  return (
    <figure aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart>
          <Pie data={data} dataKey="hours" nameKey="labor_type" innerRadius="50%" outerRadius="85%" paddingAngle={1} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.labor_type} fill={laborColor(d.labor_type)} />
            ))}
          </Pie>
          <Tooltip formatter={(v, name) => [`${Number(v)} h`, String(name)]} />
        </PieChart>
      </ResponsiveContainer>
    </figure>
  );
}
