import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { OpportunityForm } from "@/components/recruiter/opportunity-form";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { requirementChoices } from "@/lib/corps/requirements/requirement-catalogue";
import { db } from "@/lib/db/client";
import { saveOpportunityAction } from "../actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("newOpportunity") };
}

export default async function NewOpportunityPage() {
  const caller = await requirePageCaller("recruiter", "/recruiter/opportunities/new");
  const ctx = { caller, db: db() };
  const [t, choices, zone] = await Promise.all([getTranslations("recruiter"), caller.orgId ? requirementChoices(ctx, caller.orgId) : [], viewerTimezone(ctx)]);
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href="/recruiter/opportunities" className="text-brand-700 underline">{t("yourOpportunities")}</Link></p>
      <h1 className="text-2xl font-bold">{t("newOpportunity")}</h1>
      <Card>
        <OpportunityForm requirementChoices={choices} save={saveOpportunityAction} timezone={zone} />
      </Card>
    </div>
  );
}
