import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import type { SyncRunDto } from "@/lib/properties/sync/sync-schemas";
import { propertyFormat } from "./format";

const STATUS_STYLE: Record<SyncRunDto["status"], string> = {
  running: "bg-blue-100 text-blue-900",
  succeeded: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

const numeric = cellClass("normal", { numeric: true });

function duration(run: SyncRunDto): string {
  if (!run.finished_at) return "—";
  const ms = new Date(run.finished_at).getTime() - new Date(run.started_at).getTime();
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export async function SyncRunTable({ runs }: { runs: SyncRunDto[] }) {
  const [t, f] = await Promise.all([getTranslations("properties"), propertyFormat()]);
  if (runs.length === 0) return <EmptyState title={t("sync.noRuns")} />;
  const columns: Column[] = [
    { label: t("sync.colStarted") },
    { label: t("sync.colStatus") },
    { label: t("sync.colScope") },
    { label: t("sync.colRead"), numeric: true },
    { label: t("sync.colCreated"), numeric: true },
    { label: t("sync.colUpdated"), numeric: true },
    { label: t("sync.colLinks"), numeric: true },
    { label: t("sync.colErrors"), numeric: true },
    { label: t("sync.colDuration") },
    { label: t("sync.colBy") },
  ];
  return (
    <DataTable caption={t("sync.caption")} columns={columns}>
      {runs.map((run) => (
        <tr key={run.id} className="align-top">
          <td className={`${cellClass()} whitespace-nowrap`}>{f.dateTime(run.started_at)}</td>
          <td className={cellClass()}>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[run.status]}`}>{t(`value.run.${run.status}`)}</span>
            {run.error && <span className="mt-1 block max-w-xs text-xs text-red-800">{run.error}</span>}
          </td>
          <td className={`${cellClass()} whitespace-nowrap`}>
            {run.params.state}
            {run.params.city ? ` · ${run.params.city}` : ""}
            {run.params.limit ? t("sync.limitScope", { limit: run.params.limit }) : ""}
          </td>
          <td className={numeric}>{run.result.total}</td>
          <td className={numeric}>{run.result.created}</td>
          <td className={numeric}>{run.result.updated}</td>
          <td className={numeric}>{run.result.autoLinked}</td>
          <td className={numeric}>{run.result.errors}</td>
          <td className={`${cellClass()} whitespace-nowrap`}>{duration(run)}</td>
          <td className={`${cellClass()} whitespace-nowrap text-slate-700`}>{run.triggered_by}</td>
        </tr>
      ))}
    </DataTable>
  );
}
