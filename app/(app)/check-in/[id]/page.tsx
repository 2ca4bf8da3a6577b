import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Card } from "@/components/ui/card";
import { homePath } from "@/lib/auth/roles";
import { requirePageCaller } from "@/lib/sign-in/session";
import { kioskCheckIn, type KioskCheckInOutcome } from "@/lib/corps/signups/kiosk-check-in";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { uuid } from "@/lib/schemas/common-schemas";
import { opportunityStatuses } from "@/lib/corps/enums";
import { isRequirementStatus } from "@/components/requirements/requirement-labels";
import type { Locale } from "@/lib/i18n/locales";
import { opportunityTimezones } from "@/lib/corps/organizations/timezone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("volunteer");
  return { title: t("checkIn.title") };
}
// Every visit is a fresh check-in attempt for the signed-in volunteer.
export const dynamic = "force-dynamic";

type VolunteerT = Awaited<ReturnType<typeof getTranslations<"volunteer">>>;
type OpportunitiesT = Awaited<ReturnType<typeof getTranslations<"opportunities">>>;

/** Signup statuses with their own reason for refusing a check-in (volunteer checkIn.unconfirmed.*). */
const UNCONFIRMED = ["pending", "waitlist", "declined", "no_show"] as const;

function isUnconfirmed(status: string): status is (typeof UNCONFIRMED)[number] {
  return (UNCONFIRMED as readonly string[]).includes(status);
}

function isOpportunityStatus(status: string): status is (typeof opportunityStatuses)[number] {
  return (opportunityStatuses as readonly string[]).includes(status);
}

const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;

function Answer({ outcome, zone, t, to, locale }: { outcome: KioskCheckInOutcome; zone: string; t: VolunteerT; to: OpportunitiesT; locale: Locale }) {
  const ok = "rounded-lg bg-green-50 p-4 text-green-900";
  const warn = "rounded-lg bg-amber-50 p-4 text-amber-900";
  const bad = "rounded-lg bg-red-50 p-4 text-red-900";
  switch (outcome.result) {
    case "checked_in":
      return <p role="status" className={ok}>{t.rich("checkIn.checkedIn", { title: outcome.title, time: formatDateTime(outcome.signup.check_in_at ?? new Date().toISOString(), zone, locale), strong })}</p>;
    case "already_checked_in":
      return (
        <p role="status" className={ok}>
          {outcome.at
            ? t.rich("checkIn.alreadySince", { title: outcome.title, time: formatDateTime(outcome.at, zone, locale), strong })
            : t.rich("checkIn.already", { title: outcome.title, strong })}
        </p>
      );
    case "invalid_code":
      return <p role="alert" className={bad}>{t("checkIn.invalid")}</p>;
    case "expired":
      return <p role="alert" className={bad}>{t.rich("checkIn.expired", { title: outcome.title, strong })}</p>;
    case "closed":
      return <p role="alert" className={bad}>{t.rich("checkIn.closed", { title: outcome.title, status: isOpportunityStatus(outcome.status) ? to(`card.status.${outcome.status}`) : outcome.status, strong })}</p>;
    case "not_confirmed":
      return <p role="alert" className={warn}>{t.rich("checkIn.notConfirmed", { title: outcome.title, reason: isUnconfirmed(outcome.status) ? t(`checkIn.unconfirmed.${outcome.status}`) : t("checkIn.unconfirmedOther", { status: outcome.status }), strong })}</p>;
    case "no_signup":
      return <p role="alert" className={warn}>{t.rich("checkIn.noSignup", { title: outcome.title, strong })}</p>;
    case "requirements":
      return (
        <p role="alert" className={warn}>
          {t.rich("checkIn.requirements", {
            title: outcome.title,
            missing: outcome.missing.map((m) => `${m.name} (${isRequirementStatus(m.status) ? to(`requirement.status.${m.status}`) : m.status})`).join(", "),
            strong,
          })}
        </p>
      );
  }
}

export default async function CheckInPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id } = await params;
  const [t, to, locale] = await Promise.all([getTranslations("volunteer"), getTranslations("opportunities"), getLocale()]);
  const sp = await searchParams;
  const code = typeof sp.code === "string" ? sp.code : null;
  if (!uuid.safeParse(id).success) notFound();
  // Anonymous visitors sign in and come back to this same URL, code included.
  const caller = await requirePageCaller("volunteer", `/check-in/${id}${code ? `?code=${encodeURIComponent(code)}` : ""}`);
  // The QR flow is scan-and-done: visiting checks in. It is idempotent (a second visit answers
  // "already checked in") and nothing links to or prefetches this URL.
  const ctx = { caller, db: db() };
  const outcome = await kioskCheckIn(ctx, id, code);
  // The opportunity's zone (the id may name no opportunity: the default then).
  const zone = (await opportunityTimezones(ctx.db, [id]))(id);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-bold">{t("checkIn.title")}</h1>
      <Card>
        <Answer outcome={outcome} zone={zone} t={t} to={to} locale={locale} />
        <p className="mt-4 text-sm">
          <Link href={homePath(caller.role)} className="font-medium text-brand-700 underline">{t("checkIn.dashboard")}</Link>
          {outcome.result !== "invalid_code" && (
            <>
              {" · "}
              <Link href={`/opportunities/${id}`} className="font-medium text-brand-700 underline">{t("checkIn.details")}</Link>
            </>
          )}
        </p>
      </Card>
    </div>
  );
}
