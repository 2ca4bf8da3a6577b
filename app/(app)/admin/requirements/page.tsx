import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddRequirementForm, RequirementActions } from "@/components/admin/requirement-forms";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listRequirements } from "@/lib/corps/requirements/requirement-catalogue";
import { requirementKinds, type RequirementDto } from "@/lib/corps/requirements/requirement-schemas";
import { db } from "@/lib/db/client";
import { createRequirementAction, deleteRequirementAction, updateRequirementAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("requirements.metaTitle") };
}

type AdminT = Awaited<ReturnType<typeof getTranslations<"admin">>>;

function facts(t: AdminT, r: RequirementDto): string {
  const known = requirementKinds.find((k) => k === r.kind);
  const parts: string[] = [known ? t(`requirements.kind.${known}`) : r.kind];
  if (r.kind === "waiver") parts.push(t("requirements.version", { version: r.version }));
  if (r.kind === "minimum_age") parts.push(t("requirements.atLeast", { age: r.min_age ?? 0 }));
  else parts.push(r.valid_days === null ? t("requirements.neverExpires") : t("requirements.validDays", { days: r.valid_days }));
  parts.push(r.applies_to_all ? t("requirements.everyOpportunity") : t("requirements.opportunities", { count: r.opportunity_count }));
  return parts.join(" · ");
}

export default async function RequirementsPage() {
  const caller = await requirePageCaller("corps_admin", "/admin/requirements");
  const t = await getTranslations("admin");
  const { requirements } = await listRequirements({ caller, db: db() }, {});
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("requirements.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t("requirements.intro")}
        </p>
      </div>
      {caller.orgId && (
        <Card title={t("requirements.add")}>
          <AddRequirementForm action={createRequirementAction} />
        </Card>
      )}
      {requirements.length === 0 ? (
        <EmptyState title={t("requirements.emptyTitle")}>{t("requirements.emptyBody")}</EmptyState>
      ) : (
        <Card title={t("requirements.catalogue", { count: requirements.length })}>
          <ul className="divide-y divide-slate-200" aria-label={t("requirements.list")}>
            {requirements.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 py-3 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{r.name}</p>
                  <p className="text-sm text-slate-700">{facts(t, r)}</p>
                  {r.description && <p className="text-sm text-slate-700">{r.description}</p>}
                </div>
                <div className="md:w-[28rem] md:shrink-0">
                  <RequirementActions r={r} updateAction={updateRequirementAction} deleteAction={deleteRequirementAction} />
                </div>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
