"use client";
// Rent by ZIP code with the HUD benchmark beside the median, the payment standard, the gap
// between them and the share of listings within the standard; sortable by that gap.
import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import type { ZipMarketStats } from "@/lib/properties/market/market-schemas";
import { useMarketFormat } from "./market-format";

type Sort = "zip" | "gap-desc" | "gap-asc";

/** Median minus payment standard: positive means the typical listing costs more than a voucher pays. */
export function standardGap(row: Pick<ZipMarketStats, "median" | "paymentStandard">): number | null {
  return row.paymentStandard === null ? null : row.median - row.paymentStandard;
}

export function ZipStandardTable({ rows }: { rows: ZipMarketStats[] }) {
  const t = useTranslations("map");
  const f = useMarketFormat();
  const columns: Column[] = [
    { label: t("zip.colZip") },
    { label: t("zip.colListings"), numeric: true },
    { label: t("zip.colMedian"), numeric: true },
    { label: t("zip.colBenchmark"), numeric: true },
    { label: t("zip.colStandard"), numeric: true },
    { label: t("zip.colGap"), numeric: true },
    { label: t("zip.colWithin"), numeric: true },
  ];
  const [sort, setSort] = useState<Sort>("gap-desc");
  const sorted = useMemo(() => {
    const byZip = (a: ZipMarketStats, b: ZipMarketStats) => (a.zipCode ?? "~").localeCompare(b.zipCode ?? "~");
    if (sort === "zip") return [...rows].sort(byZip);
    const sign = sort === "gap-desc" ? -1 : 1;
    return [...rows].sort((a, b) => {
      const ga = standardGap(a);
      const gb = standardGap(b);
      // ZIP codes without a benchmark have no gap: always last.
      if (ga === null || gb === null) return ga === null && gb === null ? byZip(a, b) : ga === null ? 1 : -1;
      return sign * (ga - gb) || byZip(a, b);
    });
  }, [rows, sort]);
  const numeric = cellClass("compact", { numeric: true });
  return (
    <div className="space-y-2">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        {t("zip.sortBy")}
        <select value={sort} onChange={(e) => setSort(e.target.value as Sort)} className="rounded-md border border-slate-400 px-2 py-1" data-testid="zip-sort">
          <option value="gap-desc">{t("zip.gapDesc")}</option>
          <option value="gap-asc">{t("zip.gapAsc")}</option>
          <option value="zip">{t("zip.byZip")}</option>
        </select>
      </label>
      <DataTable caption={t("zip.caption")} captionVisible density="compact" columns={columns}>
        {sorted.map((r) => {
          const gap = standardGap(r);
          return (
            <tr key={r.zipCode ?? "none"}>
              <th scope="row" className={`${cellClass("compact")} font-normal`}>{r.zipCode ?? t("zip.noZip")}</th>
              <td className={numeric}>{r.count}</td>
              <td className={numeric}>{f.money(r.median)}</td>
              <td className={numeric}>{r.benchmark === null ? "—" : f.money(r.benchmark)}</td>
              <td className={numeric}>{r.paymentStandard === null ? "—" : f.money(r.paymentStandard)}</td>
              <td className={numeric} data-testid="zip-gap">{gap === null ? "—" : `${gap > 0 ? "+" : gap < 0 ? "−" : ""}${f.money(Math.abs(gap))}`}</td>
              <td className={numeric}>{f.share(r)}</td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
