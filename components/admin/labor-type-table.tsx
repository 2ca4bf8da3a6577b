// Approved hours by labor type (labor type, hours, share): the admin dashboard shows it beside
// its donut and the reports page under the summary, so both read the same columns the same way.
import { laborColor } from "@/components/charts/labor-colors";
import { formatNumber, labelOf } from "@/components/admin/figures";

export interface LaborTypeRow {
  labor_type: string;
  hours: number;
  percentage: number;
}

/** `caption` is read by screen readers only; the surrounding card carries the visible title. */
export function LaborTypeTable({ rows, caption }: { rows: LaborTypeRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-slate-700">
            <th scope="col" className="py-1.5 pr-3 font-medium">Labor type</th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">Hours</th>
            <th scope="col" className="py-1.5 text-right font-medium">Share</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l.labor_type} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-900">
                {/* The swatch matches the donut's colour for this labor type. */}
                <span className="mr-2 inline-block h-3 w-3 rounded-sm align-middle" style={{ backgroundColor: laborColor(l.labor_type) }} aria-hidden="true" />
                {labelOf(l.labor_type)}
              </th>
              <td className="py-1.5 pr-3 text-right tabular-nums">{formatNumber(l.hours)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatNumber(l.percentage)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
