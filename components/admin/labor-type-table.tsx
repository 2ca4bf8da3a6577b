// Approved hours by labor type (labor type, hours, share): the admin dashboard shows it beside
// its donut and the reports page under the summary, so both read the same columns the same way.
import { getLocale, getTranslations } from "next-intl/server";
import { laborColor } from "@/components/charts/labor-colors";
import { formatNumber } from "@/components/admin/figures";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { laborTypes } from "@/lib/corps/enums";

export interface LaborTypeRow {
  labor_type: string;
  hours: number;
  percentage: number;
}

/** `caption` is read by screen readers only; the surrounding card carries the visible title. */
export async function LaborTypeTable({ rows, caption }: { rows: LaborTypeRow[]; caption: string }) {
  const [t, tc, locale] = await Promise.all([getTranslations("admin"), getTranslations("common"), getLocale()]);
  const columns: Column[] = [{ label: t("dashboard.laborType") }, { label: t("dashboard.hours"), numeric: true }, { label: t("dashboard.share"), numeric: true }];
  const label = (v: string) => ((laborTypes as readonly string[]).includes(v) ? tc(`laborType.${v as (typeof laborTypes)[number]}`) : v);
  return (
    <DataTable caption={caption} density="compact" columns={columns}>
      {rows.map((l) => (
        <tr key={l.labor_type}>
          <th scope="row" className={`${cellClass("compact")} font-normal text-slate-900`}>
            {/* The swatch matches the donut's colour for this labor type. */}
            <span className="mr-2 inline-block h-3 w-3 rounded-sm align-middle" style={{ backgroundColor: laborColor(l.labor_type) }} aria-hidden="true" />
            {label(l.labor_type)}
          </th>
          <td className={cellClass("compact", { numeric: true })}>{formatNumber(l.hours, locale)}</td>
          <td className={cellClass("compact", { numeric: true })}>{formatNumber(l.percentage, locale)}%</td>
        </tr>
      ))}
    </DataTable>
  );
}
