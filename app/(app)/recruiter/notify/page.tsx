import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NotifyForm } from "@/components/recruiter/notify-form";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listOpportunities } from "@/lib/corps/opportunities/search";
import { OpportunityListQuery } from "@/lib/corps/opportunities/opportunity-schemas";
import { listSkills } from "@/lib/corps/skills/skills";
import { db } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import { volunteerOptions } from "./volunteer-options";
import { opportunityTimezones } from "@/lib/corps/organizations/timezone";
import { findVolunteersAction, previewAudienceAction, sendNotificationAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("notify.title") };
}

export default async function NotifyPage() {
  const caller = await requirePageCaller("recruiter", "/recruiter/notify");
  const ctx = { caller, db: db() };
  const orgId = caller.role === "admin" ? undefined : (caller.orgId ?? undefined);
  const [{ skills }, opps, vols] = await Promise.all([
    listSkills(ctx),
    listOpportunities(ctx, OpportunityListQuery.parse({ org_id: orgId, status: ["published", "full"], limit: 100 })),
    volunteerOptions(ctx),
  ]);
  const [t, locale, zoneOf] = await Promise.all([getTranslations("recruiter"), getLocale(), opportunityTimezones(ctx.db, opps.opportunities.map((o) => o.id))]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("notify.title")}</h1>
      <Card>
        <NotifyForm
          skills={skills.map((s) => s.name)}
          opportunities={opps.opportunities.map((o) => ({ id: o.id, label: o.title, hint: formatDate(o.start_datetime, zoneOf(o.id), locale) }))}
          volunteers={vols.options}
          volunteerTotal={vols.total}
          actions={{ previewAudienceAction, findVolunteersAction, sendNotificationAction }}
        />
      </Card>
    </div>
  );
}
