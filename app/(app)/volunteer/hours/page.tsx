import type { Metadata } from "next";
import Link from "next/link";
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

export const metadata: Metadata = { title: "Hours" };

const PAGE_SIZE = 20;
const link = "font-medium text-brand-700 underline hover:text-brand-800";
const COLUMNS: Column[] = [{ label: "Date" }, { label: "Hours", numeric: true }, { label: "Opportunity" }, { label: "Kind of work" }, { label: "Status" }];

/** Today in the volunteer's organization's zone, as the date field's default and maximum. */
function today(zone: string): string {
  const local = localOf(new Date(), zone).date;
  // Never later than what the schema accepts.
  return local < latestWorkDate() ? local : latestWorkDate();
}

export default async function HoursPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("volunteer", "/volunteer/hours");
  const sp = await searchParams;
  const { page } = z.object({ page: pagination.page.catch(1) }).parse({ page: sp.page });
  if (!caller.volunteerId) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">Hours</h1>
        <EmptyState title="You have no volunteer profile yet">
          <Link href="/volunteer/profile" className={link}>Create your profile</Link> to log hours.
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
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Hours</h1>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Stat label="Approved hours" value={formatHours(stats.total_hours)} hint="Approved and auto approved" />
        <Stat label="Awaiting approval" value={formatHours(stats.pending_hours)} />
        <Stat label="Entries" value={list.total} />
      </div>
      <Card title="Log hours">
        <LogHoursForm logHoursAction={logHoursAction} today={today(zone)} opportunities={opportunities.map((o) => ({ id: o.id, label: `${o.title} (${formatDate(o.start_datetime, zoneOf(o.id))})` }))} />
      </Card>
      <Card title="Your entries">
        {list.total === 0 ? (
          <EmptyState title="No hours logged yet">Check out of a shift or use the form above.</EmptyState>
        ) : (
          <>
            <DataTable caption="Your hours entries, newest first" columns={COLUMNS}>
              {list.hours.map((h) => (
                <tr key={h.id} className="align-top">
                  <td className={`${cellClass()} whitespace-nowrap text-slate-800`}>{formatCalendarDate(h.date_worked)}</td>
                  <td className={`${cellClass("normal", { numeric: true })} whitespace-nowrap text-slate-800`}>{formatHours(h.hours_worked)}</td>
                  <td className={`${cellClass()} text-slate-800`}>
                    {h.opportunity_id && h.opportunity_title ? (
                      <Link href={`/opportunities/${h.opportunity_id}`} className={link}>{h.opportunity_title}</Link>
                    ) : (
                      <span>{h.description || "Other volunteering"}</span>
                    )}
                  </td>
                  <td className={`${cellClass()} capitalize text-slate-800`}>{h.labor_type}</td>
                  <td className={cellClass()}>
                    <HoursStatusBadge status={h.status} />
                    {h.status === "rejected" && h.rejected_reason && <p className="mt-1 text-xs text-red-800">Reason: {h.rejected_reason}</p>}
                    {h.auto_checked_out && h.status === "pending" && (
                      <p className="mt-1 text-xs text-amber-900">You were checked out automatically at the shift&apos;s end: tell your organizer if the hours are wrong.</p>
                    )}
                    {(h.status === "approved" || h.status === "auto_approved") && h.approved_at && (
                      <p className="mt-1 text-xs text-slate-600">
                        {formatDate(h.approved_at, zone)}
                        {h.approved_by_name ? ` by ${h.approved_by_name}` : ""}
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
