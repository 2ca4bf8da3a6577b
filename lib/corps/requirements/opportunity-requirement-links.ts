// requirement_ids of an opportunity: validated against its organization's catalogue and stored
// as links; read back with the requirements that apply (the listed ones plus applies_to_all).
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { applicableRequirements } from "./applicable-requirements";
import type { RequirementKind } from "./requirement-schemas";

/** Replaces the opportunity's list; ids that are not the organization's requirements are a VALIDATION_ERROR. */
export async function linkOpportunityRequirements(tx: DbTx, opp: { id: string; orgId: string }, ids: string[] | undefined): Promise<void> {
  await linkRequirementsToOpportunities(tx, opp.orgId, [opp.id], ids);
}

/**
 * The same for several opportunities of one organization at once (the occurrences of a new
 * series): one check of the ids, one delete and one insert for all of them.
 */
export async function linkRequirementsToOpportunities(tx: DbTx, orgId: string, opportunityIds: string[], ids: string[] | undefined): Promise<void> {
  if (ids === undefined || opportunityIds.length === 0) return;
  const wanted = [...new Set(ids)];
  const found = await tx.requirement.findMany({ where: { id: { in: wanted }, orgId, deletedAt: null }, select: { id: true } });
  if (found.length !== wanted.length) {
    const known = new Set(found.map((f) => f.id));
    const unknown = wanted.filter((id) => !known.has(id));
    throw ApiError.validation({ requirement_ids: `Not a requirement of this opportunity's organization: ${unknown.join(", ")}` });
  }
  await tx.opportunityRequirement.deleteMany({ where: { opportunityId: { in: opportunityIds }, requirementId: { notIn: wanted } } });
  if (wanted.length > 0) {
    await tx.opportunityRequirement.createMany({
      data: opportunityIds.flatMap((opportunityId) => wanted.map((requirementId) => ({ opportunityId, requirementId }))),
      skipDuplicates: true,
    });
  }
}

export interface OpportunityRequirementSummary {
  requirement_ids: string[];
  signup_requirements: { id: string; name: string; kind: RequirementKind; applies_to_all: boolean }[];
}

export async function opportunityRequirementSummary(tx: DbTx, opp: { id: string; orgId: string }): Promise<OpportunityRequirementSummary> {
  const [links, applying] = await Promise.all([
    tx.opportunityRequirement.findMany({ where: { opportunityId: opp.id, requirement: { deletedAt: null } }, select: { requirementId: true } }),
    applicableRequirements(tx, opp),
  ]);
  return {
    requirement_ids: links.map((l) => l.requirementId).sort(),
    signup_requirements: applying.map((r) => ({ id: r.id, name: r.name, kind: r.kind, applies_to_all: r.appliesToAll })),
  };
}
