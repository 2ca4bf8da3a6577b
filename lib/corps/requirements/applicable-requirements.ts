// Which catalogue entries an opportunity asks for: its organization's requirements that apply to
// all, plus the ones it lists in requirement_ids.
import type { DbTx } from "@/lib/db/client";
import type { Requirement } from "@/lib/generated/prisma/client";

export async function applicableRequirements(tx: DbTx, opp: { id: string; orgId: string }): Promise<Requirement[]> {
  return tx.requirement.findMany({
    where: {
      orgId: opp.orgId,
      deletedAt: null,
      OR: [{ appliesToAll: true }, { opportunities: { some: { opportunityId: opp.id } } }],
    },
    orderBy: [{ kind: "asc" }, { name: "asc" }, { id: "asc" }],
  });
}
