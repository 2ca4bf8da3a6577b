import type { Metadata } from "next";
import Link from "next/link";
import { OpportunityForm } from "@/components/recruiter/opportunity-form";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { requirementChoices } from "@/lib/corps/requirements/requirement-catalogue";
import { db } from "@/lib/db/client";
import { saveOpportunityAction } from "../actions";

export const metadata: Metadata = { title: "New opportunity" };

export default async function NewOpportunityPage() {
  const caller = await requirePageCaller("recruiter", "/recruiter/opportunities/new");
  const ctx = { caller, db: db() };
  const [choices, zone] = await Promise.all([caller.orgId ? requirementChoices(ctx, caller.orgId) : [], viewerTimezone(ctx)]);
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href="/recruiter/opportunities" className="text-brand-700 underline">Your opportunities</Link></p>
      <h1 className="text-2xl font-bold">New opportunity</h1>
      <Card>
        <OpportunityForm requirementChoices={choices} save={saveOpportunityAction} timezone={zone} />
      </Card>
    </div>
  );
}
