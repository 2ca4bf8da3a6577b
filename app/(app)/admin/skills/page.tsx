import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AddSkillForm, SkillActions } from "@/components/admin/skill-forms";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listSkillCatalogue, type SkillCatalogueEntry } from "@/lib/corps/skills/skills";
import { db } from "@/lib/db/client";
import { createSkillAction, deleteSkillAction, setSkillActiveAction, updateSkillAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("skills.title") };
}

export default async function SkillsPage() {
  const caller = await requirePageCaller("corps_admin", "/admin/skills");
  const t = await getTranslations("admin");
  const usage = (s: SkillCatalogueEntry): string =>
    s.volunteers_using === 0 && s.opportunities_using === 0 ? t("skills.notUsed") : t("skills.usedBy", { volunteers: s.volunteers_using, opportunities: s.opportunities_using });
  const { skills } = await listSkillCatalogue({ caller, db: db() });
  const byCategory = new Map<string, SkillCatalogueEntry[]>();
  for (const s of skills) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
  const categories = [...byCategory.keys()];
  const active = skills.filter((s) => s.is_active).length;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("skills.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t("skills.summary", { active, categories: categories.length })}
          {caller.role === "admin" ? "" : ` ${t("skills.ownOnly")}`}
        </p>
      </div>

      <Card title={t("skills.add")}>
        <AddSkillForm categories={categories} createSkillAction={createSkillAction} />
      </Card>

      {skills.length === 0 ? (
        <EmptyState title={t("skills.emptyTitle")}>{t("skills.emptyBody")}</EmptyState>
      ) : (
        [...byCategory.entries()].map(([category, list]) => (
          <Card key={category} title={category}>
            <ul className="divide-y divide-slate-200" aria-label={t("skills.categorySkills", { category })}>
              {list.map((s) => (
                <li key={s.id} className="flex flex-col gap-3 py-3 md:flex-row md:items-start md:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {s.icon ? <span aria-hidden="true">{s.icon} </span> : null}
                      <span>{s.name}</span>
                      {!s.is_active && " "}
                      {!s.is_active && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{t("skills.inactive")}</span>}
                      {s.custom && " "}
                      {s.custom && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t("skills.custom")}</span>}
                    </p>
                    {s.description && <p className="text-sm text-slate-700">{s.description}</p>}
                    <p className="text-xs text-slate-600">{usage(s)}</p>
                  </div>
                  {s.can_manage && (
                    <div className="md:w-96 md:shrink-0">
                      <SkillActions
                        skill={{ id: s.id, name: s.name, category: s.category, is_active: s.is_active, in_use: s.volunteers_using + s.opportunities_using > 0 }}
                        categories={categories}
                        actions={{ updateSkillAction, setSkillActiveAction, deleteSkillAction }}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </Card>
        ))
      )}
    </div>
  );
}
