import type { Metadata } from "next";
import { AddSkillForm, SkillActions } from "@/components/admin/skill-forms";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listSkillCatalogue, type SkillCatalogueEntry } from "@/lib/corps/skills/skills";
import { db } from "@/lib/db/client";
import { createSkillAction, deleteSkillAction, setSkillActiveAction, updateSkillAction } from "./actions";

export const metadata: Metadata = { title: "Skills" };

function usage(s: SkillCatalogueEntry): string {
  if (s.volunteers_using === 0 && s.opportunities_using === 0) return "Not used yet";
  const v = `${s.volunteers_using} volunteer${s.volunteers_using === 1 ? "" : "s"}`;
  const o = `${s.opportunities_using} opportunit${s.opportunities_using === 1 ? "y" : "ies"}`;
  return `Used by ${v} and ${o}`;
}

export default async function SkillsPage() {
  const caller = await requirePageCaller("corps_admin", "/admin/skills");
  const { skills } = await listSkillCatalogue({ caller, db: db() });
  const byCategory = new Map<string, SkillCatalogueEntry[]>();
  for (const s of skills) byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
  const categories = [...byCategory.keys()];
  const active = skills.filter((s) => s.is_active).length;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Skills</h1>
        <p className="mt-1 text-sm text-slate-700">
          {active} active skill{active === 1 ? "" : "s"} in {categories.length} categor{categories.length === 1 ? "y" : "ies"}, shared by every organization. Volunteers choose
          from the active skills; a skill in use cannot be deleted, deactivate it instead (it stays on the profiles that have it).
          {caller.role === "admin" ? "" : " You can change the skills your organization added; the standard catalogue is managed by the system admins."}
        </p>
      </div>

      <Card title="Add a skill">
        <AddSkillForm categories={categories} createSkillAction={createSkillAction} />
      </Card>

      {skills.length === 0 ? (
        <EmptyState title="The catalogue is empty">Add the first skill above.</EmptyState>
      ) : (
        [...byCategory.entries()].map(([category, list]) => (
          <Card key={category} title={category}>
            <ul className="divide-y divide-slate-200" aria-label={`${category} skills`}>
              {list.map((s) => (
                <li key={s.id} className="flex flex-col gap-3 py-3 md:flex-row md:items-start md:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {s.icon ? <span aria-hidden="true">{s.icon} </span> : null}
                      <span>{s.name}</span>
                      {!s.is_active && " "}
                      {!s.is_active && <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Inactive</span>}
                      {s.custom && " "}
                      {s.custom && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">Custom</span>}
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
