import type { Metadata } from "next";
import Link from "next/link";
import { OpportunityForm } from "@/components/recruiter/opportunity-form";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/auth/session";
import { requirementChoices } from "@/lib/corps/requirements/requirement-catalogue";
import { db } from "@/lib/db/client";

export const metadata: Metadata = { title: "New opportunity" };

export default async function NewOpportunityPage() {
  const caller = await requirePageCaller("recruiter", "/recruiter/opportunities/new");
  const choices = caller.orgId ? await requirementChoices({ caller, db: db() }, caller.orgId) : [];
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href="/recruiter/opportunities" className="text-brand-700 underline">Your opportunities</Link></p>
      <h1 className="text-2xl font-bold">New opportunity</h1>
      <Card>
        <OpportunityForm requirementChoices={choices} />
      </Card>
    </div>
  );
}
