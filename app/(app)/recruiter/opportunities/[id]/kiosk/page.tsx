import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import QRCode from "qrcode";
import { loadManagedOpportunity } from "@/components/recruiter/load-managed-opportunity";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { kioskCheckInUrl } from "@/lib/corps/signups/kiosk-check-in";
import { db } from "@/lib/db/client";
import type { opportunityStatuses } from "@/lib/corps/enums";
import { formatDateRange, formatDateTime } from "@/lib/format";
import { organizationTimezone } from "@/lib/corps/organizations/timezone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("kiosk.title") };
}

export default async function KioskPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requirePageCaller("recruiter", `/recruiter/opportunities/${id}/kiosk`);
  const o = await loadManagedOpportunity(caller, id);
  const [t, locale, link, zone] = await Promise.all([getTranslations("recruiter"), getLocale(), kioskCheckInUrl({ caller, db: db() }, o.id), organizationTimezone(db(), o.org_id)]);
  const back = <p className="text-sm"><Link href={`/recruiter/opportunities/${o.id}`} className="text-brand-700 underline">{t("backTo", { title: o.title })}</Link></p>;
  if (!link.open) {
    return (
      <div className="space-y-6">
        {back}
        <h1 className="text-2xl font-bold">{t("kiosk.headingClosed", { title: o.title })}</h1>
        <EmptyState title={t("kiosk.closed")}>
          {link.reason === "ended" ? t("kiosk.ended") : t("kiosk.notPublished", { status: t(`statusWord.${link.status as (typeof opportunityStatuses)[number]}`) })}
        </EmptyState>
      </div>
    );
  }
  const { url, expiresAt } = link;
  // Rendered on the server as SVG: sharp at any size, no client JavaScript.
  const svg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#0f172a", light: "#ffffff" } });
  return (
    <div className="space-y-6">
      {back}
      <div className="text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">{t("kiosk.heading", { title: o.title })}</h1>
        <p className="mt-1 text-slate-700">{formatDateRange(o.start_datetime, o.end_datetime, zone, locale)}</p>
      </div>
      <Card className="mx-auto max-w-xl text-center">
        <p className="text-lg font-medium text-slate-900">{t("kiosk.scan")}</p>
        <div
          role="img"
          aria-label={t("kiosk.qrLabel", { title: o.title })}
          data-testid="kiosk-qr"
          className="mx-auto mt-4 w-full max-w-md [&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <p className="mt-4 text-sm text-slate-700">{t("kiosk.signIn")}</p>
        <p className="mt-1 text-sm text-slate-700">{t("kiosk.validUntil", { when: formatDateTime(expiresAt, zone, locale) })}</p>
        <details className="mt-4 text-left text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">{t("kiosk.showLink")}</summary>
          <p className="mt-2 break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-800" data-testid="kiosk-url">{url}</p>
        </details>
      </Card>
    </div>
  );
}
