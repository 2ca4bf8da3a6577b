// Opportunities with signups awaiting the organizer's decision (recruiter dashboard): one
// grouped query, scoped to the caller's organization (admins: every organization).
import { requireRole, resolveOrgFilter } from "@/lib/auth/scope";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Ctx } from "@/lib/auth/context";

export interface PendingSignupsByOpportunity {
  id: string;
  title: string;
  start_datetime: string;
  pending: number;
}

export async function opportunitiesWithPendingSignups(ctx: Ctx, orgFilter?: string, limit = 10): Promise<PendingSignupsByOpportunity[]> {
  requireRole(ctx.caller, "recruiter");
  const orgId = resolveOrgFilter(ctx.caller, orgFilter);
  const org = orgId ? Prisma.sql`AND o.org_id = ${orgId}::uuid` : Prisma.empty;
  const rows = await ctx.db.$queryRaw<{ id: string; title: string; start: Date; pending: number }[]>`
    SELECT o.id, o.title, o.start_datetime AS start, COUNT(*)::int AS pending
    FROM signups s JOIN opportunities o ON o.id = s.opportunity_id
    WHERE s.status = 'pending' ${org}
    GROUP BY o.id ORDER BY o.start_datetime, o.id LIMIT ${limit}`;
  return rows.map((r) => ({ id: r.id, title: r.title, start_datetime: r.start.toISOString(), pending: r.pending }));
}
