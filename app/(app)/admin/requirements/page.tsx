import type { Metadata } from "next";
import { AddRequirementForm, RequirementActions } from "@/components/admin/requirement-forms";
import { KIND_LABEL } from "@/components/requirements/requirement-labels";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listRequirements } from "@/lib/corps/requirements/requirement-catalogue";
import type { RequirementDto } from "@/lib/corps/requirements/requirement-schemas";
import { db } from "@/lib/db/client";
import { createRequirementAction, deleteRequirementAction, updateRequirementAction } from "./actions";

export const metadata: Metadata = { title: "Requirements" };

function facts(r: RequirementDto): string {
  const parts: string[] = [KIND_LABEL[r.kind] ?? r.kind];
  if (r.kind === "waiver") parts.push(`version ${r.version}`);
  if (r.kind === "minimum_age") parts.push(`at least ${r.min_age} on the day`);
  else parts.push(r.valid_days === null ? "never expires" : `valid ${r.valid_days} days`);
  parts.push(r.applies_to_all ? "every opportunity" : `${r.opportunity_count} opportunit${r.opportunity_count === 1 ? "y" : "ies"}`);
  return parts.join(" · ");
}

export default async function RequirementsPage() {
  const caller = await requirePageCaller("corps_admin", "/admin/requirements");
  const { requirements } = await listRequirements({ caller, db: db() }, {});
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Signup requirements</h1>
        <p className="mt-1 text-sm text-slate-700">
          What volunteers must have before they sign up: a signed waiver, a background check or orientation (recorded by your recruiters on the roster), or a minimum
          age. Choose them on each opportunity, or make them apply to every opportunity.
        </p>
      </div>
      {caller.orgId && (
        <Card title="Add a requirement">
          <AddRequirementForm action={createRequirementAction} />
        </Card>
      )}
      {requirements.length === 0 ? (
        <EmptyState title="No requirements yet">Add the first one above.</EmptyState>
      ) : (
        <Card title={`Catalogue (${requirements.length})`}>
          <ul className="divide-y divide-slate-200" aria-label="Requirements">
            {requirements.map((r) => (
              <li key={r.id} className="flex flex-col gap-3 py-3 md:flex-row md:items-start md:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{r.name}</p>
                  <p className="text-sm text-slate-700">{facts(r)}</p>
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
