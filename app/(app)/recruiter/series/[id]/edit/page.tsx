import type { Metadata } from "next";
import Link from "next/link";
import { loadManagedOpportunity } from "@/components/recruiter/load-managed-opportunity";
import { loadManagedSeries } from "@/components/recruiter/load-managed-series";
import { OpportunityForm } from "@/components/recruiter/opportunity-form";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { seriesProgress } from "@/lib/corps/series/series-progress";
import { saveSeriesAction } from "../../actions";

export const metadata: Metadata = { title: "Edit series" };

export default async function EditSeriesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requirePageCaller("recruiter", `/recruiter/series/${id}/edit`);
  const s = await loadManagedSeries(caller, id);
  // The form starts from the next date that can still be edited.
  const next = seriesProgress(s).editable[0];
  const o = next ? await loadManagedOpportunity(caller, next.id) : null;
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href={`/recruiter/series/${s.id}`} className="text-brand-700 underline">Back to {s.title}</Link></p>
      <h1 className="text-2xl font-bold">Edit every upcoming date of {s.title}</h1>
      <Card>
        {o ? (
          <>
            <p className="mb-4 text-sm text-slate-700">
              Changes apply to every date that has not started; past dates stay as they were. Nobody already holding a place loses it: fewer seats
              make a date full. Changing the end date adds or cancels dates (their volunteers are told).
            </p>
            <OpportunityForm opportunity={o} series={{ id: s.id }} save={saveSeriesAction} timezone={s.timezone} />
          </>
        ) : (
          <EmptyState title="No upcoming date to edit">Every date of this series has started, finished or been cancelled.</EmptyState>
        )}
      </Card>
    </div>
  );
}
