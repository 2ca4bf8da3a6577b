import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("series.title") };
}

const link = "font-medium text-brand-700 underline hover:text-brand-800";

export default async function RecruiterSeriesPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const sp = await searchParams;
  const caller = await requirePageCaller("recruiter", `/recruiter/series/${id}`);
  const s = await loadManagedSeries(caller, id);
  const { ahead, drafts, editable, started } = seriesProgress(s);
  const upcoming = editable.length;
  const [t, locale] = await Promise.all([getTranslations("recruiter"), getLocale()]);
  const columns: Column[] = [
    { label: t("series.colDate") },
    { label: t("series.colTime"), hideBelow: "sm" },
    { label: t("series.colStatus") },
    { label: t("series.colConfirmed"), numeric: true },
    { label: t("series.colRoster"), srOnlyLabel: true },
  ];
  return (
    <div className="space-y-6">
      <FlashToast message={sp.saved ? t("series.saved") : null} param="saved" />
      <p className="text-sm"><Link href="/recruiter/opportunities" className="text-brand-700 underline">{t("yourOpportunities")}</Link></p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{s.title}</h1>
          <p className="mt-1 text-slate-700">
            {t("series.summary", { rule: describeRecurrence(s.recurrence, new Date(), locale), count: s.occurrences.length, zone: s.timezone })}
          </p>
        </div>
        <div className="flex flex-wrap gap-3 text-sm">
          {upcoming > 0 && <Link href={`/recruiter/series/${s.id}/edit`} className={link}>{t("series.editUpcoming")}</Link>}
          <Link href={`/recruiter/calendar?view=month&date=${(ahead[0] ?? s.occurrences[0]).start_datetime.slice(0, 10)}`} className={link}>{t("series.calendar")}</Link>
        </div>
      </div>
      <Card title={t("series.whole")}>
        <SeriesActions seriesId={s.id} drafts={drafts} started={started} upcoming={upcoming} action={seriesTransitionAction} />
      </Card>
      <Card title={t("series.dates")}>
        <DataTable caption={t("series.datesOf", { title: s.title })} columns={columns}>
          {s.occurrences.map((o) => (
            <tr key={o.id} className="align-top">
              <td className={cellClass()}>{formatDayIn(o.start_datetime, s.timezone, locale)}</td>
              <td className={cellClass("normal", { hideBelow: "sm" })}>{formatTimeRangeIn(o.start_datetime, o.end_datetime, s.timezone, locale)}</td>
              <td className={cellClass()}><StatusBadge status={o.status} /></td>
              <td className={cellClass("normal", { numeric: true })}>
                {o.max_volunteers === null ? o.confirmed_count : `${o.confirmed_count} / ${o.max_volunteers}`}
                {o.min_volunteers !== null && o.confirmed_count < o.min_volunteers && o.status !== "cancelled" ? <span className="block text-xs text-red-800">{t("series.belowMinimum", { min: o.min_volunteers })}</span> : null}
              </td>
              <td className={cellClass()}>
                <Link href={`/recruiter/opportunities/${o.id}#roster`} className={link}>
                  {t("series.roster")}
                  <span className="sr-only">{t("series.rosterFor", { date: formatDayIn(o.start_datetime, s.timezone, locale) })}</span>
                </Link>
              </td>
            </tr>
          ))}
        </DataTable>
      </Card>
    </div>
  );
}
