import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmbedSnippet } from "@/components/admin/embed-snippet";
import { OrganizationForm } from "@/components/admin/organization-form";
import { PublicPageForm } from "@/components/admin/public-page-form";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { getOrganization } from "@/lib/corps/organizations/get-organization";
import { db } from "@/lib/db/client";
import { timeZoneNames } from "@/lib/time/time-zone";
import { appUrl } from "@/lib/env";
import { updateOrganizationAction, updatePublicPageAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("organization.title") };
}

/** Every zone, and the stored one even when the runtime lists it under another name. */
function zonesWith(current: string): string[] {
  const all = timeZoneNames();
  return all.includes(current) ? all : [current, ...all];
}

export default async function OrganizationPage() {
  const caller = await requirePageCaller("corps_admin", "/admin/organization");
  const t = await getTranslations("admin");
  const org = caller.orgId ? await getOrganization({ caller, db: db() }, caller.orgId) : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("organization.title")}</h1>
      {org ? (
        <>
          <Card title={org.name}>
            <p className="mb-4 text-sm text-slate-700">{t.rich("organization.currentZone", { zone: org.timezone, strong: (c) => <strong>{c}</strong> })}</p>
            <OrganizationForm
              timezone={org.timezone}
              locale={org.default_locale}
              waitlistMode={org.default_waitlist_mode}
              autoCheckoutAfterMinutes={org.auto_checkout_after_minutes}
              zones={zonesWith(org.timezone)}
              action={updateOrganizationAction}
            />
          </Card>
          <Card title={t("organization.publicPage")}>
            <div className="grid gap-6 lg:grid-cols-2">
              <PublicPageForm publicPage={org.public_page} slug={org.slug} description={org.public_description} origins={org.embed_origins} action={updatePublicPageAction} />
              <EmbedSnippet base={appUrl()} slug={org.slug} orgName={org.name} publicPage={org.public_page} hasOrigins={org.embed_origins.length > 0} />
            </div>
          </Card>
        </>
      ) : (
        <EmptyState title={t("organization.noOrgTitle")}>{t("organization.noOrgBody")}</EmptyState>
      )}
    </div>
  );
}
