import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { LotteryCard } from "@/components/opportunities/lottery-card";
import { OfferBox } from "@/components/opportunities/offer-box";
import { SeriesPanel } from "@/components/opportunities/series-panel";
import { SignupPanel, type UnmetRequirement, type WaiverToSign } from "@/components/opportunities/signup-panel";
import { isRequirementKind } from "@/components/requirements/requirement-labels";
import type { Locale } from "@/lib/i18n/locales";
import { RequirementStatusBadge } from "@/components/requirements/requirement-status-badge";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { hasStarted, mySignup } from "@/lib/corps/signups/my-signup";
import { getOpportunity } from "@/lib/corps/opportunities/shape";
import { getLottery } from "@/lib/corps/opportunities/lottery-replay";
import { getSeries } from "@/lib/corps/series/get-series";
import { getRequirement } from "@/lib/corps/requirements/requirement-catalogue";
import type { RequirementStatusItemDto } from "@/lib/corps/requirements/requirement-schemas";
import { listVolunteerRequirements } from "@/lib/corps/volunteers/volunteer-requirements";
import { MAX_PARTY_SIZE } from "@/lib/corps/signups/signup-schemas";
import { db } from "@/lib/db/client";
import { formatDate, formatDateRange, formatDateTime } from "@/lib/format";
import { ApiError } from "@/lib/errors/api-error";
import { uuid } from "@/lib/schemas/common-schemas";
import { cancelSeriesSignupsAction, signUpForSeriesAction } from "../actions";
import { answerOfferAction, cancelSignupAction, changePartyAction, signUpAction } from "./actions";
import { organizationTimezone } from "@/lib/corps/organizations/timezone";

type OpportunitiesT = Awaited<ReturnType<typeof getTranslations<"opportunities">>>;

/** What a volunteer can do about a requirement they do not meet (waivers are signed in place). */
function helpFor(r: RequirementStatusItemDto, organization: string, zone: string, t: OpportunitiesT, locale: Locale): Pick<UnmetRequirement, "help" | "href"> {
  const age = r.min_age ?? 0;
  if (r.kind === "minimum_age") {
    return r.status === "missing" ? { help: t("detail.help.ageMissing", { age }), href: "/volunteer/profile" } : { help: t("detail.help.ageTooYoung", { age }) };
  }
  if (r.status === "expired") {
    return {
      help: r.record?.expires_at
        ? t("detail.help.expiredOn", { date: formatDate(r.record.expires_at, zone, locale), organization })
        : t("detail.help.expired", { organization }),
    };
  }
  if (r.status === "failed") return { help: t("detail.help.failed", { organization }) };
  return { help: t("detail.help.pending", { organization }) };
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("opportunities");
  return { title: t("detail.metaTitle") };
}

export default async function OpportunityPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!uuid.safeParse(id).success) notFound();
  const caller = await requirePageCaller("volunteer", `/opportunities/${id}`);
  const [t, tc, locale] = await Promise.all([getTranslations("opportunities"), getTranslations("common"), getLocale()]);
  const ctx = { caller, db: db() };
  const o = await getOpportunity(ctx, id).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === "NOT_FOUND") notFound();
    throw err;
  });
  const [mine, series, zone, lottery] = await Promise.all([
    mySignup(ctx, id),
    o.series_id ? getSeries(ctx, o.series_id) : null,
    organizationTimezone(ctx.db, o.org_id),
    o.signup_mode === "lottery" ? getLottery(ctx, id) : null,
  ]);
  const standing = caller.volunteerId ? (await listVolunteerRequirements(ctx, caller.volunteerId, { opportunity_id: o.id })).requirements : [];
  const status = new Map(standing.map((r) => [r.id, r.status]));
  const waivers: WaiverToSign[] = await Promise.all(
    standing
      .filter((r) => r.kind === "waiver" && r.status !== "met")
      .map(async (r) => {
        const w = await getRequirement(ctx, r.id);
        return { id: w.id, name: w.name, version: w.version, body: w.body ?? "", status: r.status };
      }),
  );
  const unmet: UnmetRequirement[] = standing
    .filter((r) => r.kind !== "waiver" && r.status !== "met")
    .map((r) => ({ id: r.id, name: r.name, kind: r.kind, status: r.status, ...helpFor(r, o.organization_name, zone, t, locale) }));
  const started = hasStarted(o.start_datetime);
  // A lottery takes entries until its close (the seats are drawn, not filled first come).
  const drawOpen = o.signup_mode === "lottery" && o.lottery_drawn_at === null && o.lottery_closes_at !== null && !hasStarted(o.lottery_closes_at);
  const open = (o.status === "published" || o.status === "full") && !started && (drawOpen || !o.is_full || o.allow_waitlist);
  const closes = drawOpen && o.lottery_closes_at ? formatDateTime(o.lottery_closes_at, zone, locale) : null;
  const submitLabel = closes ? t("detail.enterDraw", { closes }) : t("detail.signUp");
  const signAndSubmitLabel = closes ? t("detail.signAndEnterDraw", { closes }) : t("signup.signAndSignUp");
  const offer =
    o.user_signup_status === "offered" && o.user_signup_id && o.user_offer_expires_at ? (
      <OfferBox
        signupId={o.user_signup_id}
        expiresAt={o.user_offer_expires_at}
        deadlineText={formatDateTime(o.user_offer_expires_at, zone, locale)}
        partySize={mine?.party_size ?? 1}
        title={o.title}
        answerAction={answerOfferAction}
      />
    ) : null;
  const closedReason = !caller.volunteerId
    ? t("detail.closed.noProfile")
    : started
      ? t("detail.closed.started")
      : o.status === "full" || o.is_full
        ? t("detail.closed.full")
        : t("detail.closed.other", { status: t(`card.status.${o.status}`) });
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href="/opportunities" className="text-brand-700 underline">{t("detail.all")}</Link></p>
      <div>
        <h1 className="text-2xl font-bold">{o.title}</h1>
        <p className="mt-1 text-slate-700">{o.organization_name}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title={t("detail.about")} className="lg:col-span-2">
          <p className="whitespace-pre-line text-sm text-slate-800">{o.description || o.short_description}</p>
          <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div><dt className="font-medium text-slate-600">{t("card.when")}</dt><dd>{formatDateRange(o.start_datetime, o.end_datetime, zone, locale)}</dd></div>
            <div><dt className="font-medium text-slate-600">{t("card.where")}</dt><dd>{o.location_type === "remote" ? tc("locationType.remote") : [o.location_name, o.address, o.city, o.state, o.zip_code].filter(Boolean).join(", ")}</dd></div>
            <div><dt className="font-medium text-slate-600">{t("board.kind")}</dt><dd>{t("detail.kind", { labor: tc(`laborType.${o.labor_type}`), demand: t(`detail.demand.${o.physical_demand}`) })}</dd></div>
            <div>
              <dt className="font-medium text-slate-600">{t("card.seats")}</dt>
              <dd>
                {o.max_volunteers === null ? t("detail.seats.taken", { taken: o.seats_taken }) : t("detail.seats.takenOf", { taken: o.seats_taken, capacity: o.max_volunteers })}
                {o.is_full ? ` ${t("detail.seats.full")}` : ""}
                {o.pending_count ? `, ${t("detail.seats.pending", { count: o.pending_count })}` : ""}
                {o.offered_count ? `, ${t("detail.seats.offered", { count: o.offered_count })}` : ""}
                {o.waitlist_count ? `, ${t("detail.seats.waiting", { count: o.waitlist_count })}` : ""}
                {o.entered_count ? `, ${t("detail.seats.entered", { count: o.entered_count })}` : ""}
              </dd>
            </div>
            {o.skills_needed.length > 0 && <div className="sm:col-span-2"><dt className="font-medium text-slate-600">{t("detail.skills")}</dt><dd>{o.skills_needed.join(", ")}</dd></div>}
            {o.requirements && <div className="sm:col-span-2"><dt className="font-medium text-slate-600">{t("detail.requirements")}</dt><dd>{o.requirements}</dd></div>}
          </dl>
          {o.signup_requirements.length > 0 && (
            <div className="mt-4 border-t border-slate-200 pt-3">
              <h3 className="text-sm font-semibold text-slate-900">{t("detail.need")}</h3>
              <ul className="mt-2 space-y-1 text-sm" aria-label={t("detail.needLabel")}>
                {o.signup_requirements.map((r) => (
                  <li key={r.id} className="flex flex-wrap items-center gap-2">
                    <span className="text-slate-900">{r.name}</span>
                    <span className="text-slate-600">({isRequirementKind(r.kind) ? t(`requirement.kind.${r.kind}`) : r.kind})</span>
                    {status.has(r.id) && <RequirementStatusBadge status={status.get(r.id) as string} />}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Card>
        <Card title={t("detail.yourPlace")}>
          <SignupPanel
            opportunityId={o.id}
            signup={mine ? { id: mine.id, status: mine.status, waitlistRank: mine.waitlist_rank, partySize: mine.party_size, guests: mine.guests } : null}
            // One live signup per volunteer and opportunity (only a cancelled one frees the place): a
            // volunteer who handed their seat on, declined or was not drawn reads their status, not a form.
            canSignUp={open && Boolean(caller.volunteerId) && !mine}
            canChangeParty={(o.status === "published" || o.status === "full") && !started}
            closedReason={closedReason}
            waivers={waivers}
            unmet={unmet}
            maxParty={Math.min(MAX_PARTY_SIZE, o.max_volunteers ?? MAX_PARTY_SIZE)}
            signUpAction={signUpAction}
            cancelAction={cancelSignupAction}
            changePartyAction={changePartyAction}
            submitLabel={submitLabel}
            signAndSubmitLabel={signAndSubmitLabel}
            offer={offer}
          />
          {/* A file download from the API (the session cookie authenticates), not a page. */}
          <p className="mt-4 border-t border-slate-200 pt-3 text-sm">
            <a href={`/api/corps/opportunities/${o.id}/calendar.ics`} download className="font-medium text-brand-700 underline hover:text-brand-800">
              {t("detail.addToCalendar")}
            </a>
            <span className="text-slate-600"> {t("detail.icsFile")}</span>
          </p>
        </Card>
        {lottery && (
          <Card title={t("detail.draw")} className="lg:col-span-3">
            <LotteryCard lottery={lottery} zone={zone} />
          </Card>
        )}
        {series && (
          <Card title={t("detail.everyWeek")} className="lg:col-span-3">
            <SeriesPanel series={series} allowWaitlist={o.allow_waitlist} signUpAll={signUpForSeriesAction} cancelAll={cancelSeriesSignupsAction} />
          </Card>
        )}
      </div>
    </div>
  );
}
