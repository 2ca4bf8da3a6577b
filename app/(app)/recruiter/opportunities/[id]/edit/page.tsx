import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { loadManagedOpportunity } from "@/components/recruiter/load-managed-opportunity";
import { OpportunityForm } from "@/components/recruiter/opportunity-form";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { organizationTimezone } from "@/lib/corps/organizations/timezone";
import { requirementChoices } from "@/lib/corps/requirements/requirement-catalogue";
import { db } from "@/lib/db/client";
import { saveOpportunityAction } from "../../actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("edit.title") };
}

export default async function EditOpportunityPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requirePageCaller("recruiter", `/recruiter/opportunities/${id}/edit`);
  const o = await loadManagedOpportunity(caller, id);
  const finished = o.status === "completed" || o.status === "cancelled";
  // Its organization's zone (an admin may edit another organization's opportunity).
  const [t, choices, zone] = await Promise.all([getTranslations("recruiter"), requirementChoices({ caller, db: db() }, o.org_id), organizationTimezone(db(), o.org_id)]);
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href={`/recruiter/opportunities/${o.id}`} className="text-brand-700 underline">{t("backTo", { title: o.title })}</Link></p>
      <h1 className="text-2xl font-bold">{t("edit.heading", { title: o.title })}</h1>
      <Card>
        {finished ? (
          <EmptyState title={t("edit.finished", { status: t(`statusWord.${o.status}`) })}>{t("edit.finishedBody")}</EmptyState>
        ) : (
          <OpportunityForm opportunity={o} requirementChoices={choices} save={saveOpportunityAction} timezone={zone} />
        )}
      </Card>
    </div>
  );
}
