import type { Metadata } from "next";
import Link from "next/link";
import { Pagination } from "@/components/ui/pagination";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { ShiftButtons } from "@/components/volunteer/shift-buttons";
import { SignupStatusBadge } from "@/components/volunteer/status-badge";
import { requirePageCaller } from "@/lib/sign-in/session";
import { CHECK_IN_OPENS_MINUTES, listMyShifts, type MyShift } from "@/lib/corps/signups/my-shifts";
import { db } from "@/lib/db/client";
import { formatDateRange, formatDateTime } from "@/lib/format";
import { pagination } from "@/lib/schemas/common-schemas";
import { z } from "zod";
import { opportunityTimezones } from "@/lib/corps/organizations/timezone";
import { shiftAction } from "./actions";
import { answerOfferAction } from "../../opportunities/[id]/actions";
import { OfferBox } from "@/components/opportunities/offer-box";

export const metadata: Metadata = { title: "My shifts" };

const PAST_PAGE_SIZE = 20;
const link = "font-medium text-brand-700 underline hover:text-brand-800";
const COLUMNS: Column[] = [{ label: "Opportunity" }, { label: "When" }, { label: "Status" }, { label: "Attendance" }];

function where(s: MyShift): string {
  if (s.location_type === "remote") return "Remote";
  return [s.location_name, s.city].filter(Boolean).join(", ") || "On site";
}

function StatusLine({ s }: { s: MyShift }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <SignupStatusBadge status={s.status} />
      {s.status === "waitlist" && s.waitlist_rank !== null && (
        <span className="text-sm text-slate-700">Number {s.waitlist_rank} on the waitlist</span>
      )}
      {s.opportunity_status === "cancelled" && <span className="text-sm font-medium text-red-800">Event cancelled</span>}
    </span>
  );
}

export default async function MyShiftsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("volunteer", "/volunteer/shifts");
  const sp = await searchParams;
  const { page } = z.object({ page: pagination.page.catch(1) }).parse({ page: sp.page });
  const ctx = { caller, db: db() };
  if (!caller.volunteerId) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">My shifts</h1>
        <EmptyState title="You have no volunteer profile yet">
          <Link href="/volunteer/profile" className={link}>Create your profile</Link> to sign up for shifts.
        </EmptyState>
      </div>
    );
  }
  const [upcoming, past] = await Promise.all([
    listMyShifts(ctx, { scope: "upcoming", page: 1, limit: 100 }),
    listMyShifts(ctx, { scope: "past", page, limit: PAST_PAGE_SIZE }),
  ]);
  // Each shift in its organization's zone, check-in and check-out times included.
  const zoneOf = await opportunityTimezones(ctx.db, [...upcoming.shifts, ...past.shifts].map((s) => s.opportunity_id));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">My shifts</h1>
      <Card title="Upcoming">
        <p className="mb-3 text-sm text-slate-700">Check-in opens {CHECK_IN_OPENS_MINUTES} minutes before a shift starts. Checking out logs your hours.</p>
        {upcoming.shifts.length === 0 ? (
          <EmptyState title="No upcoming shifts">
            <Link href="/opportunities" className={link}>Find an opportunity</Link> to sign up for.
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Upcoming shifts">
            {upcoming.shifts.map((s) => (
              <li key={s.signup_id} className="flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between">
                <div className="space-y-1">
                  <Link href={`/opportunities/${s.opportunity_id}`} className={link}>{s.title}</Link>
                  <p className="text-sm text-slate-700">{formatDateRange(s.start_datetime, s.end_datetime, zoneOf(s.opportunity_id))} · {where(s)}</p>
                  <StatusLine s={s} />
                  {s.check_in_at && <p className="text-sm text-slate-700">Checked in {formatDateTime(s.check_in_at, zoneOf(s.opportunity_id))}</p>}
                  {s.status === "offered" && s.offer_expires_at && (
                    <OfferBox
                      signupId={s.signup_id}
                      expiresAt={s.offer_expires_at}
                      deadlineText={formatDateTime(s.offer_expires_at, zoneOf(s.opportunity_id))}
                      partySize={s.party_size}
                      title={s.title}
                      answerAction={answerOfferAction}
                    />
                  )}
                </div>
                <ShiftButtons shiftAction={shiftAction} signupId={s.signup_id} opportunityId={s.opportunity_id} title={s.title} canCheckIn={s.can_check_in} canCheckOut={s.can_check_out} canCancel={s.can_cancel} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Past and cancelled">
        {past.total === 0 ? (
          <EmptyState title="No past shifts yet">Shifts you attended or cancelled are listed here.</EmptyState>
        ) : (
          <>
            <DataTable caption="Past and cancelled shifts" columns={COLUMNS}>
              {past.shifts.map((s) => (
                <tr key={s.signup_id}>
                  <td className={cellClass()}><Link href={`/opportunities/${s.opportunity_id}`} className={link}>{s.title}</Link></td>
                  <td className={`${cellClass()} text-slate-800`}>{formatDateRange(s.start_datetime, s.end_datetime, zoneOf(s.opportunity_id))}</td>
                  <td className={cellClass()}><StatusLine s={s} /></td>
                  <td className={`${cellClass()} text-slate-800`}>
                    {s.check_in_at && s.check_out_at
                      ? `${formatDateTime(s.check_in_at, zoneOf(s.opportunity_id))} to ${formatDateTime(s.check_out_at, zoneOf(s.opportunity_id))}`
                      : s.check_in_at
                        ? `Checked in ${formatDateTime(s.check_in_at, zoneOf(s.opportunity_id))}`
                        : "Not recorded"}
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pagination basePath="/volunteer/shifts" params={{}} page={page} limit={PAST_PAGE_SIZE} total={past.total} />
          </>
        )}
      </Card>
    </div>
  );
}
