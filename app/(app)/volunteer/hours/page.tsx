import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { z } from "zod";
import { Pagination } from "@/components/ui/pagination";
import { Card, EmptyState, Stat } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { LogHoursForm } from "@/components/volunteer/log-hours-form";
import { HoursStatusBadge } from "@/components/volunteer/status-badge";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listMyHours } from "@/lib/corps/hours/hours";
import { myLoggableOpportunities } from "@/lib/corps/signups/my-shifts";
import { latestWorkDate } from "@/lib/corps/hours/hours-schemas";
import { statsFor } from "@/lib/corps/volunteers/volunteer-stats";
import { db } from "@/lib/db/client";
import { formatCalendarDate, formatDate, formatHours } from "@/lib/format";
import { pagination } from "@/lib/schemas/common-schemas";
import { opportunityTimezones, viewerTimezone } from "@/lib/corps/organizations/timezone";
import { localOf } from "@/lib/time/wall-clock";
import { logHoursAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("volunteer");
  return { title: t("hours.title") };
}

const PAGE_SIZE = 20;
const link = "font-medium text-brand-700 underline hover:text-brand-800";

/** Today in the volunteer's organization's zone, as the date field's default and maximum. */
function today(zone: string): string {
  const local = localOf(new Date(), zone).date;
  // Never later than what the schema accepts.
  return local < latestWorkDate() ? local : latestWorkDate();
}

export default async function HoursPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("volunteer", "/volunteer/hours");
  const [t, tc, locale] = await Promise.all([getTranslations("volunteer"), getTranslations("common"), getLocale()]);
  const sp = await searchParams;
  const { page } = z.object({ page: pagination.page.catch(1) }).parse({ page: sp.page });
  if (!caller.volunteerId) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">{t("hours.title")}</h1>
        <EmptyState title={t("home.noProfile.title")}>
          {t.rich("hours.noProfileBody", { link: (chunks) => <Link href="/volunteer/profile" className={link}>{chunks}</Link> })}
        </EmptyState>
      </div>
    );
  }
  const ctx = { caller, db: db() };
  const [list, stats, opportunities] = await Promise.all([
    listMyHours(ctx, { page, limit: PAGE_SIZE }),
    statsFor(ctx.db, caller.volunteerId),
    myLoggableOpportunities(ctx),
  ]);
  const [zoneOf, zone] = await Promise.all([opportunityTimezones(ctx.db, opportunities.map((o) => o.id)), viewerTimezone(ctx)]);
  const columns: Column[] = [
    { label: t("hours.col.date") },
    { label: t("hours.col.hours"), numeric: true },
    { label: t("hours.col.opportunity") },
    { label: t("hours.col.kind") },
    { label: t("hours.col.status") },
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("hours.title")}</h1>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Stat label={t("hours.approved")} value={formatHours(stats.total_hours)} hint={t("hours.approvedHint")} />
        <Stat label={t("home.awaitingApproval")} value={formatHours(stats.pending_hours)} />
        <Stat label={t("hours.entries")} value={list.total} />
      </div>
      <Card title={t("home.chart.logHours")}>
        <LogHoursForm logHoursAction={logHoursAction} today={today(zone)} opportunities={opportunities.map((o) => ({ id: o.id, label: `${o.title} (${formatDate(o.start_datetime, zoneOf(o.id), locale)})` }))} />
      </Card>
      <Card title={t("hours.yourEntries")}>
        {list.total === 0 ? (
          <EmptyState title={t("hours.empty")}>{t("hours.emptyBody")}</EmptyState>
        ) : (
          <>
            <DataTable caption={t("hours.caption")} columns={columns}>
              {list.hours.map((h) => (
                <tr key={h.id} className="align-top">
                  <td className={`${cellClass()} whitespace-nowrap text-slate-800`}>{formatCalendarDate(h.date_worked, locale)}</td>
                  <td className={`${cellClass("normal", { numeric: true })} whitespace-nowrap text-slate-800`}>{formatHours(h.hours_worked)}</td>
                  <td className={`${cellClass()} text-slate-800`}>
                    {h.opportunity_id && h.opportunity_title ? (
                      <Link href={`/opportunities/${h.opportunity_id}`} className={link}>{h.opportunity_title}</Link>
                    ) : (
                      <span>{h.description || t("hours.otherVolunteering")}</span>
                    )}
                  </td>
                  <td className={`${cellClass()} text-slate-800`}>{tc(`laborType.${h.labor_type}`)}</td>
                  <td className={cellClass()}>
                    <HoursStatusBadge status={h.status} />
                    {h.status === "rejected" && h.rejected_reason && <p className="mt-1 text-xs text-red-800">{t("hours.reason", { reason: h.rejected_reason })}</p>}
                    {h.auto_checked_out && h.status === "pending" && (
                      <p className="mt-1 text-xs text-amber-900">{t("hours.autoCheckedOut")}</p>
                    )}
                    {(h.status === "approved" || h.status === "auto_approved") && h.approved_at && (
                      <p className="mt-1 text-xs text-slate-600">
                        {h.approved_by_name
                          ? t("hours.approvedOnBy", { date: formatDate(h.approved_at, zone, locale), name: h.approved_by_name })
                          : formatDate(h.approved_at, zone, locale)}
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pagination basePath="/volunteer/hours" params={{}} page={page} limit={PAGE_SIZE} total={list.total} />
          </>
        )}
      </Card>
    </div>
  );
}
