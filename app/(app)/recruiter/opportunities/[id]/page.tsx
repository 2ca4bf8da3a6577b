import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { FlashToast } from "@/components/recruiter/flash-toast";
import { loadManagedOpportunity } from "@/components/recruiter/load-managed-opportunity";
import { OpportunityActions } from "@/components/recruiter/opportunity-actions";
import { Roster } from "@/components/recruiter/roster";
import { LotteryCard } from "@/components/opportunities/lottery-card";
import { getLottery } from "@/lib/corps/opportunities/lottery-replay";
import { StatusBadge } from "@/components/recruiter/status-badge";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listRoster } from "@/lib/corps/signups/roster";
import { upcomingForecastsByIds } from "@/lib/corps/attendance/forecast";
import { ForecastNote } from "@/components/recruiter/forecast-note";
import { db } from "@/lib/db/client";
import { formatDateRange, formatHours } from "@/lib/format";
import { coverRequestAction, organizerNotesAction, recordRequirementAction, rosterAction } from "./actions";
import { CoverRequestForm } from "@/components/recruiter/cover-request-form";
import { organizationTimezone } from "@/lib/corps/organizations/timezone";
import { transitionAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("detail.title") };
}

const link = "font-medium text-brand-700 underline hover:text-brand-800";

export default async function RecruiterOpportunityPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const sp = await searchParams;
  const caller = await requirePageCaller("recruiter", `/recruiter/opportunities/${id}`);
  const o = await loadManagedOpportunity(caller, id);
  // Its organization's zone: an admin may look at another organization's opportunity.
  const [t, tc, locale, roster, zone, lottery, forecasts] = await Promise.all([
    getTranslations("recruiter"),
    getTranslations("common"),
    getLocale(),
    listRoster({ caller, db: db() }, o.id),
    organizationTimezone(db(), o.org_id),
    o.signup_mode === "lottery" ? getLottery({ caller, db: db() }, o.id) : null,
    upcomingForecastsByIds({ caller, db: db() }, [o.id]),
  ]);
  const forecast = forecasts.get(o.id);
  const active = roster.signups.filter((s) => ["pending", "confirmed", "waitlist", "checked_in", "offered", "entered"].includes(s.status)).length;
  // People, not signups: a checked-in party counts every member.
  const checkedIn = roster.signups.filter((s) => s.status === "checked_in").reduce((n, s) => n + s.party_size, 0);
  const editable = o.status === "draft" || o.status === "published" || o.status === "full";
  const kiosk = o.status === "published" || o.status === "full";
  const where = o.location_type === "remote" ? tc("locationType.remote") : [o.location_name, o.address, o.city, o.state, o.zip_code].filter(Boolean).join(", ") || t("detail.notSet");
  // A draw not yet made counts its entries; otherwise the waitlist is the line.
  const drawOpen = o.signup_mode === "lottery" && o.lottery_drawn_at === null;
  const inLine = drawOpen ? o.entered_count : o.waitlist_count;
  const flash = sp.saved === "created" ? t("detail.flashCreated") : sp.saved === "updated" ? t("detail.flashUpdated") : null;
  return (
    <div className="space-y-6">
      <FlashToast message={flash} param="saved" />
      <p className="text-sm"><Link href="/recruiter/opportunities" className="text-brand-700 underline">{t("yourOpportunities")}</Link></p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{o.title}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
            <StatusBadge status={o.status} /> <span>{formatDateRange(o.start_datetime, o.end_datetime, zone, locale)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-3 text-sm">
          {editable && <Link href={`/recruiter/opportunities/${o.id}/edit`} className={link}>{tc("actions.edit")}</Link>}
          {kiosk && <Link href={`/recruiter/opportunities/${o.id}/kiosk`} className={link}>{t("detail.kiosk")}</Link>}
          {o.status !== "draft" && o.status !== "cancelled" && <Link href={`/opportunities/${o.id}`} className={link}>{t("detail.publicPage")}</Link>}
        </div>
      </div>

      {o.series_id && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {t("detail.seriesNote")}{" "}
          <Link href={`/recruiter/series/${o.series_id}`} className={link}>{t("detail.everyDate")}</Link>
        </p>
      )}

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          [t("detail.seatsTaken"), o.max_volunteers === null ? `${o.seats_taken}` : `${o.seats_taken} / ${o.max_volunteers}`],
          [t("detail.pending"), `${o.pending_count}`],
          [
            drawOpen ? t("detail.entered") : t("detail.waitlist"),
            o.offered_count ? t("detail.plusOffered", { count: String(inLine), offered: o.offered_count }) : `${inLine}`,
          ],
          [t("detail.checkedIn"), `${checkedIn}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-600">{label}</p>
            <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
          </div>
        ))}
      </div>
      {forecast && (
        <p className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800" aria-label={t("detail.forecastLabel")}>
          {t("detail.forecastFrom")} <ForecastNote forecast={forecast} />
        </p>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title={t("detail.details")} className="lg:col-span-2">
          {o.status === "cancelled" && (
            <p className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{o.cancel_reason ? t("detail.cancelledReason", { reason: o.cancel_reason }) : t("detail.cancelled")}</p>
          )}
          <p className="whitespace-pre-line text-sm text-slate-800">{o.description || o.short_description || t("detail.noDescription")}</p>
          <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div><dt className="font-medium text-slate-600">{t("detail.where")}</dt><dd>{where}</dd></div>
            <div><dt className="font-medium text-slate-600">{t("detail.kindOfWork")}</dt><dd>{t("detail.kindOfWorkValue", { labor: tc(`laborType.${o.labor_type}`), demand: t(`detail.demand.${o.physical_demand}`) })}</dd></div>
            <div><dt className="font-medium text-slate-600">{t("detail.volunteers")}</dt><dd>{o.min_volunteers === null ? t("detail.noMinimum") : t("detail.atLeast", { count: o.min_volunteers })}, {o.max_volunteers === null ? t("detail.noMaximum") : t("detail.atMost", { count: o.max_volunteers })}</dd></div>
            <div><dt className="font-medium text-slate-600">{t("detail.estimatedTime")}</dt><dd>{o.estimated_hours === null ? t("detail.notSet") : formatHours(o.estimated_hours)}</dd></div>
            <div><dt className="font-medium text-slate-600">{t("detail.signups")}</dt><dd>{o.auto_approve_signups ? t("detail.autoConfirm") : t("detail.youApprove")}{o.allow_waitlist ? t("detail.waitlistWhenFull") : t("detail.noWaitlist")}</dd></div>
            <div><dt className="font-medium text-slate-600">{t("detail.hours")}</dt><dd>{o.auto_approve_hours ? t("detail.autoHours") : t("detail.hoursQueue")}</dd></div>
            {o.skills_needed.length > 0 && <div className="sm:col-span-2"><dt className="font-medium text-slate-600">{t("detail.skillsNeeded")}</dt><dd>{o.skills_needed.join(", ")}</dd></div>}
            {o.requirements && <div className="sm:col-span-2"><dt className="font-medium text-slate-600">{t("detail.requirements")}</dt><dd>{o.requirements}</dd></div>}
            <div className="sm:col-span-2"><dt className="font-medium text-slate-600">{t("detail.signupRequirements")}</dt><dd>{o.signup_requirements.length === 0 ? t("detail.none") : o.signup_requirements.map((r) => r.name).join(", ")}</dd></div>
          </dl>
        </Card>
        <Card title={t("detail.actions")}>
          <OpportunityActions transitionAction={transitionAction} id={o.id} status={o.status} activeSignups={active} />
        </Card>
      </div>

      {lottery && (
        <Card title={t("detail.draw")}>
          <LotteryCard lottery={lottery} zone={zone} />
        </Card>
      )}

      <section id="roster" aria-labelledby="roster-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 id="roster-title" className="mb-3 text-base font-semibold text-slate-900">{t("detail.roster", { total: roster.total })}</h2>
        {kiosk && new Date(o.start_datetime) > new Date() && (
          <div className="mb-4 border-b border-slate-200 pb-4">
            <p className="mb-2 text-sm text-slate-700">{t("detail.coverHint")}</p>
            <CoverRequestForm opportunityId={o.id} action={coverRequestAction} />
          </div>
        )}
        <Roster signups={roster.signups} zone={zone} opportunityId={o.id} canAct={o.status !== "cancelled"} actions={{ roster: rosterAction, notes: organizerNotesAction, record: recordRequirementAction }} />
      </section>
    </div>
  );
}
