import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { loadManagedOpportunity } from "@/components/recruiter/load-managed-opportunity";
import { loadManagedSeries } from "@/components/recruiter/load-managed-series";
import { OpportunityForm } from "@/components/recruiter/opportunity-form";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { seriesProgress } from "@/lib/corps/series/series-progress";
import { saveSeriesAction } from "../../actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("series.editTitle") };
}

export default async function EditSeriesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const caller = await requirePageCaller("recruiter", `/recruiter/series/${id}/edit`);
  const s = await loadManagedSeries(caller, id);
  // The form starts from the next date that can still be edited.
  const next = seriesProgress(s).editable[0];
  const o = next ? await loadManagedOpportunity(caller, next.id) : null;
  const t = await getTranslations("recruiter");
  return (
    <div className="space-y-6">
      <p className="text-sm"><Link href={`/recruiter/series/${s.id}`} className="text-brand-700 underline">{t("backTo", { title: s.title })}</Link></p>
      <h1 className="text-2xl font-bold">{t("series.editHeading", { title: s.title })}</h1>
      <Card>
        {o ? (
          <>
            <p className="mb-4 text-sm text-slate-700">
              {t("series.editIntro")}
            </p>
            <OpportunityForm opportunity={o} series={{ id: s.id }} save={saveSeriesAction} timezone={s.timezone} />
          </>
        ) : (
          <EmptyState title={t("series.noUpcoming")}>{t("series.noUpcomingBody")}</EmptyState>
        )}
      </Card>
    </div>
  );
}
