import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
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
import { handoffAction, shiftAction } from "./actions";
import { HandoffButton, OfferHandoffForm } from "@/components/volunteer/handoff-forms";
import { listAcceptableHandoffs, myOpenOffers } from "@/lib/corps/handoffs/handoffs";
import { HANDOFF_CLOSES_HOURS } from "@/lib/corps/handoffs/handoff-schemas";
import { answerOfferAction } from "../../opportunities/[id]/actions";
import { OfferBox } from "@/components/opportunities/offer-box";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("volunteer");
  return { title: t("shifts.title") };
}

type VolunteerT = Awaited<ReturnType<typeof getTranslations<"volunteer">>>;

const PAST_PAGE_SIZE = 20;
const link = "font-medium text-brand-700 underline hover:text-brand-800";
function columns(t: VolunteerT): Column[] {
  return [{ label: t("shifts.col.opportunity") }, { label: t("shifts.col.when") }, { label: t("shifts.col.status") }, { label: t("shifts.col.attendance") }];
}

function where(s: MyShift, t: VolunteerT): string {
  if (s.location_type === "remote") return t("shifts.remote");
  return [s.location_name, s.city].filter(Boolean).join(", ") || t("shifts.onSite");
}

/** Handoffs can be offered until 2 h before the start (lib/corps/handoffs). */
function handoffOpen(start: string): boolean {
  return new Date(start).getTime() - Date.now() > HANDOFF_CLOSES_HOURS * 3_600_000;
}

function StatusLine({ s, t }: { s: MyShift; t: VolunteerT }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <SignupStatusBadge status={s.status} />
      {s.status === "waitlist" && s.waitlist_rank !== null && (
        <span className="text-sm text-slate-700">{t("shifts.waitlistRank", { rank: s.waitlist_rank })}</span>
      )}
      {s.opportunity_status === "cancelled" && <span className="text-sm font-medium text-red-800">{t("shifts.eventCancelled")}</span>}
    </span>
  );
}

export default async function MyShiftsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("volunteer", "/volunteer/shifts");
  const [t, locale] = await Promise.all([getTranslations("volunteer"), getLocale()]);
  const sp = await searchParams;
  const { page } = z.object({ page: pagination.page.catch(1) }).parse({ page: sp.page });
  const ctx = { caller, db: db() };
  if (!caller.volunteerId) {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">{t("shifts.title")}</h1>
        <EmptyState title={t("home.noProfile.title")}>
          {t.rich("shifts.noProfileBody", { link: (chunks) => <Link href="/volunteer/profile" className={link}>{chunks}</Link> })}
        </EmptyState>
      </div>
    );
  }
  const [upcoming, past, offers, acceptable] = await Promise.all([
    listMyShifts(ctx, { scope: "upcoming", page: 1, limit: 100 }),
    listMyShifts(ctx, { scope: "past", page, limit: PAST_PAGE_SIZE }),
    myOpenOffers(ctx),
    listAcceptableHandoffs(ctx, {}),
  ]);
  // Each shift in its organization's zone, check-in and check-out times included.
  const zoneOf = await opportunityTimezones(ctx.db, [...upcoming.shifts.map((s) => s.opportunity_id), ...past.shifts.map((s) => s.opportunity_id), ...acceptable.handoffs.map((h) => h.opportunity_id)]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("shifts.title")}</h1>
      <Card title={t("shifts.upcoming")}>
        <p className="mb-3 text-sm text-slate-700">{t("shifts.checkInHint", { minutes: CHECK_IN_OPENS_MINUTES })}</p>
        {upcoming.shifts.length === 0 ? (
          <EmptyState title={t("home.upcoming.empty")}>
            {t.rich("home.upcoming.emptyBody", { link: (chunks) => <Link href="/opportunities" className={link}>{chunks}</Link> })}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t("home.upcoming.title")}>
            {upcoming.shifts.map((s) => (
              <li key={s.signup_id} className="flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between">
                <div className="space-y-1">
                  <Link href={`/opportunities/${s.opportunity_id}`} className={link}>{s.title}</Link>
                  <p className="text-sm text-slate-700">{formatDateRange(s.start_datetime, s.end_datetime, zoneOf(s.opportunity_id), locale)} · {where(s, t)}</p>
                  <StatusLine s={s} t={t} />
                  {s.check_in_at && <p className="text-sm text-slate-700">{t("shifts.checkedInAt", { time: formatDateTime(s.check_in_at, zoneOf(s.opportunity_id), locale) })}</p>}
                  {s.status === "offered" && s.offer_expires_at && (
                    <OfferBox
                      signupId={s.signup_id}
                      expiresAt={s.offer_expires_at}
                      deadlineText={formatDateTime(s.offer_expires_at, zoneOf(s.opportunity_id), locale)}
                      partySize={s.party_size}
                      title={s.title}
                      answerAction={answerOfferAction}
                    />
                  )}
                  {offers.get(s.signup_id) ? (
                    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
                      <span>{offers.get(s.signup_id)?.to_volunteer_id ? t("shifts.offeredToColleague") : t("shifts.offeredToAnyone")}</span>
                      <HandoffButton handoffId={offers.get(s.signup_id)?.id ?? ""} intent="withdraw" label={t("shifts.withdrawLabel", { title: s.title })} action={handoffAction} />
                    </div>
                  ) : (
                    s.status === "confirmed" && handoffOpen(s.start_datetime) && <OfferHandoffForm signupId={s.signup_id} title={s.title} action={handoffAction} />
                  )}
                </div>
                <ShiftButtons shiftAction={shiftAction} signupId={s.signup_id} opportunityId={s.opportunity_id} title={s.title} canCheckIn={s.can_check_in} canCheckOut={s.can_check_out} canCancel={s.can_cancel} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <section id="handoffs" aria-labelledby="handoffs-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="handoffs-title" className="mb-3 text-base font-semibold text-slate-900">{t("shifts.handoffs.title")}</h2>
        {acceptable.total === 0 ? (
          <EmptyState title={t("shifts.handoffs.empty")}>{t("shifts.handoffs.emptyBody")}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t("shifts.handoffs.listLabel")}>
            {acceptable.handoffs.map((h) => (
              <li key={h.id} className="flex flex-col gap-2 py-3 md:flex-row md:items-center md:justify-between">
                <div className="space-y-1 text-sm">
                  <Link href={`/opportunities/${h.opportunity_id}`} className={link}>{h.opportunity_title}</Link>
                  <p className="text-slate-700">
                    {formatDateTime(h.start_datetime, zoneOf(h.opportunity_id), locale)} · {h.to_volunteer_id ? t("shifts.handoffs.fromToYou", { name: h.from_name }) : t("shifts.handoffs.from", { name: h.from_name })}
                    {h.message ? ` · “${h.message}”` : ""}
                  </p>
                </div>
                <HandoffButton handoffId={h.id} intent="accept" label={t("shifts.handoffs.takeLabel", { title: h.opportunity_title })} action={handoffAction} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Card title={t("shifts.past.title")}>
        {past.total === 0 ? (
          <EmptyState title={t("shifts.past.empty")}>{t("shifts.past.emptyBody")}</EmptyState>
        ) : (
          <>
            <DataTable caption={t("shifts.past.caption")} columns={columns(t)}>
              {past.shifts.map((s) => (
                <tr key={s.signup_id}>
                  <td className={cellClass()}><Link href={`/opportunities/${s.opportunity_id}`} className={link}>{s.title}</Link></td>
                  <td className={`${cellClass()} text-slate-800`}>{formatDateRange(s.start_datetime, s.end_datetime, zoneOf(s.opportunity_id), locale)}</td>
                  <td className={cellClass()}><StatusLine s={s} t={t} /></td>
                  <td className={`${cellClass()} text-slate-800`}>
                    {s.check_in_at && s.check_out_at
                      ? t("shifts.past.inOut", { from: formatDateTime(s.check_in_at, zoneOf(s.opportunity_id), locale), to: formatDateTime(s.check_out_at, zoneOf(s.opportunity_id), locale) })
                      : s.check_in_at
                        ? t("shifts.checkedInAt", { time: formatDateTime(s.check_in_at, zoneOf(s.opportunity_id), locale) })
                        : t("shifts.past.notRecorded")}
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
