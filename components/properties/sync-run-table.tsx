import { EmptyState } from "@/components/ui/card";
import type { SyncRunDto } from "@/lib/properties/schemas/sync-schemas";
import { formatDateTime } from "./format";

const STATUS_STYLE: Record<SyncRunDto["status"], string> = {
  running: "bg-blue-100 text-blue-900",
  succeeded: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

function duration(run: SyncRunDto): string {
  if (!run.finished_at) return "—";
  const ms = new Date(run.finished_at).getTime() - new Date(run.started_at).getTime();
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function SyncRunTable({ runs }: { runs: SyncRunDto[] }) {
  if (runs.length === 0) return <EmptyState title="No sync has run yet" />;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Sync runs, newest first</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Started</th>
            <th scope="col" className="py-2 pr-4 font-medium">Status</th>
            <th scope="col" className="py-2 pr-4 font-medium">Scope</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">Read</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">Created</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">Updated</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">PMC links</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">Errors</th>
            <th scope="col" className="py-2 pr-4 font-medium">Duration</th>
            <th scope="col" className="py-2 font-medium">By</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(run.started_at)}</td>
              <td className="py-2 pr-4">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[run.status]}`}>{run.status}</span>
                {run.error && <span className="mt-1 block max-w-xs text-xs text-red-800">{run.error}</span>}
              </td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {run.params.state}
                {run.params.city ? ` · ${run.params.city}` : ""}
                {run.params.limit ? ` · limit ${run.params.limit}` : ""}
              </td>
              <td className="py-2 pr-4 text-right tabular-nums">{run.result.total}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{run.result.created}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{run.result.updated}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{run.result.autoLinked}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{run.result.errors}</td>
              <td className="py-2 pr-4 whitespace-nowrap">{duration(run)}</td>
              <td className="py-2 whitespace-nowrap text-slate-700">{run.triggered_by}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
