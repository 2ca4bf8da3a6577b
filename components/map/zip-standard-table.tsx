"use client";
// Rent by ZIP code with the HUD benchmark beside the median, the payment standard, the gap
// between them and the share of listings within the standard; sortable by that gap.
import { useMemo, useState } from "react";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import type { ZipMarketStats } from "@/lib/properties/market/market-schemas";
import { formatMoney, formatShare } from "./market-format";

type Sort = "zip" | "gap-desc" | "gap-asc";

const COLUMNS: Column[] = [
  { label: "ZIP code" },
  { label: "Listings", numeric: true },
  { label: "Median", numeric: true },
  { label: "Benchmark (SAFMR)", numeric: true },
  { label: "Payment standard", numeric: true },
  { label: "Median − standard", numeric: true },
  { label: "Within standard", numeric: true },
];

/** Median minus payment standard: positive means the typical listing costs more than a voucher pays. */
export function standardGap(row: Pick<ZipMarketStats, "median" | "paymentStandard">): number | null {
  return row.paymentStandard === null ? null : row.median - row.paymentStandard;
}

export function ZipStandardTable({ rows }: { rows: ZipMarketStats[] }) {
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
        Sort ZIP codes by
        <select value={sort} onChange={(e) => setSort(e.target.value as Sort)} className="rounded-md border border-slate-400 px-2 py-1" data-testid="zip-sort">
          <option value="gap-desc">Median above the standard, most first</option>
          <option value="gap-asc">Median below the standard, most first</option>
          <option value="zip">ZIP code</option>
        </select>
      </label>
      <DataTable caption="Rent by ZIP code against the payment standard" captionVisible density="compact" columns={COLUMNS}>
        {sorted.map((r) => {
          const gap = standardGap(r);
          return (
            <tr key={r.zipCode ?? "none"}>
              <th scope="row" className={`${cellClass("compact")} font-normal`}>{r.zipCode ?? "No ZIP code"}</th>
              <td className={numeric}>{r.count}</td>
              <td className={numeric}>{formatMoney(r.median)}</td>
              <td className={numeric}>{r.benchmark === null ? "—" : formatMoney(r.benchmark)}</td>
              <td className={numeric}>{r.paymentStandard === null ? "—" : formatMoney(r.paymentStandard)}</td>
              <td className={numeric} data-testid="zip-gap">{gap === null ? "—" : `${gap > 0 ? "+" : gap < 0 ? "−" : ""}${formatMoney(Math.abs(gap))}`}</td>
              <td className={numeric}>{formatShare(r)}</td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
