// Approved hours by labor type (labor type, hours, share): the admin dashboard shows it beside
// its donut and the reports page under the summary, so both read the same columns the same way.
import { laborColor } from "@/components/charts/labor-colors";
import { formatNumber, labelOf } from "@/components/admin/figures";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";

export interface LaborTypeRow {
  labor_type: string;
  hours: number;
  percentage: number;
}

const COLUMNS: Column[] = [{ label: "Labor type" }, { label: "Hours", numeric: true }, { label: "Share", numeric: true }];

/** `caption` is read by screen readers only; the surrounding card carries the visible title. */
export function LaborTypeTable({ rows, caption }: { rows: LaborTypeRow[]; caption: string }) {
  return (
    <DataTable caption={caption} density="compact" columns={COLUMNS}>
      {rows.map((l) => (
        <tr key={l.labor_type}>
          <th scope="row" className={`${cellClass("compact")} font-normal text-slate-900`}>
            {/* The swatch matches the donut's colour for this labor type. */}
            <span className="mr-2 inline-block h-3 w-3 rounded-sm align-middle" style={{ backgroundColor: laborColor(l.labor_type) }} aria-hidden="true" />
            {labelOf(l.labor_type)}
          </th>
          <td className={cellClass("compact", { numeric: true })}>{formatNumber(l.hours)}</td>
          <td className={cellClass("compact", { numeric: true })}>{formatNumber(l.percentage)}%</td>
        </tr>
      ))}
    </DataTable>
  );
}
