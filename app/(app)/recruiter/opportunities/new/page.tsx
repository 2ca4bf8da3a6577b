import type { Metadata } from "next";
import Link from "next/link";
import { OpportunityForm } from "@/components/recruiter/opportunity-form";
import { Card } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/auth/session";

export const metadata: Metadata = { title: "New opportunity" };

export default async function NewOpportunityPage() {
  await requirePageCaller("recruiter", "/recruiter/opportunities/new");
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href="/recruiter/opportunities" className="text-brand-700 underline">Your opportunities</Link></p>
      <h1 className="text-2xl font-bold">New opportunity</h1>
      <Card>
        <OpportunityForm />
      </Card>
    </div>
  );
}
