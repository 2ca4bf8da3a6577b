import type { Metadata } from "next";
import Link from "next/link";
import { FlashToast } from "@/components/recruiter/flash-toast";
import { loadManagedSeries } from "@/components/recruiter/load-managed-series";
import { SeriesActions } from "@/components/recruiter/series-actions";
import { StatusBadge } from "@/components/recruiter/status-badge";
import { Card } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { requirePageCaller } from "@/lib/sign-in/session";
import { describeRecurrence } from "@/lib/corps/series/describe-recurrence";
import { seriesProgress } from "@/lib/corps/series/series-progress";
import { formatDayIn, formatTimeRangeIn } from "@/lib/time/zoned-format";
import { seriesTransitionAction } from "../actions";

export const metadata: Metadata = { title: "Series" };

const link = "font-medium text-brand-700 underline hover:text-brand-800";
const COLUMNS: Column[] = [{ label: "Date" }, { label: "Time", hideBelow: "sm" }, { label: "Status" }, { label: "Confirmed", numeric: true }, { label: "Roster", srOnlyLabel: true }];

export default async function RecruiterSeriesPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const sp = await searchParams;
  const caller = await requirePageCaller("recruiter", `/recruiter/series/${id}`);
  const s = await loadManagedSeries(caller, id);
  const { ahead, drafts, editable, started } = seriesProgress(s);
  const upcoming = editable.length;
  return (
    <div className="space-y-6">
      <FlashToast message={sp.saved ? "Every upcoming date is saved." : null} param="saved" />
      <p className="text-sm"><Link href="/recruiter/opportunities" className="text-brand-700 underline">Your opportunities</Link></p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{s.title}</h1>
          <p className="mt-1 text-slate-700">
            Weekly series: {describeRecurrence(s.recurrence)} · {s.occurrences.length} {s.occurrences.length === 1 ? "date" : "dates"} · times in {s.timezone}
          </p>
        </div>
        <div className="flex flex-wrap gap-3 text-sm">
          {upcoming > 0 && <Link href={`/recruiter/series/${s.id}/edit`} className={link}>Edit every upcoming date</Link>}
          <Link href={`/recruiter/calendar?view=month&date=${(ahead[0] ?? s.occurrences[0]).start_datetime.slice(0, 10)}`} className={link}>Calendar</Link>
        </div>
      </div>
      <Card title="Whole series">
        <SeriesActions seriesId={s.id} drafts={drafts} started={started} upcoming={upcoming} action={seriesTransitionAction} />
      </Card>
      <Card title="Dates">
        <DataTable caption={`Dates of ${s.title}`} columns={COLUMNS}>
          {s.occurrences.map((o) => (
            <tr key={o.id} className="align-top">
              <td className={cellClass()}>{formatDayIn(o.start_datetime, s.timezone)}</td>
              <td className={cellClass("normal", { hideBelow: "sm" })}>{formatTimeRangeIn(o.start_datetime, o.end_datetime, s.timezone)}</td>
              <td className={cellClass()}><StatusBadge status={o.status} /></td>
              <td className={cellClass("normal", { numeric: true })}>
                {o.max_volunteers === null ? o.confirmed_count : `${o.confirmed_count} / ${o.max_volunteers}`}
                {o.min_volunteers !== null && o.confirmed_count < o.min_volunteers && o.status !== "cancelled" ? <span className="block text-xs text-red-800">below minimum {o.min_volunteers}</span> : null}
              </td>
              <td className={cellClass()}>
                <Link href={`/recruiter/opportunities/${o.id}#roster`} className={link}>
                  Roster<span className="sr-only"> for {formatDayIn(o.start_datetime, s.timezone)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      </Card>
    </div>
  );
}
