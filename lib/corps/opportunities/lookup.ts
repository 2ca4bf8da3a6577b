// Scoped look-ups of opportunities: what the caller may see (as a Prisma filter and as SQL), and
// the get…OrThrow reads every service starts from. An opportunity the caller may not see is
// NOT_FOUND, never a 403 that would confirm it exists. Signups and requirements depend on this
// file, not on the opportunity service.
import { hasRole } from "@/lib/auth/roles";
import { canManageOrg, staffOrgScope } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { Prisma, type Opportunity } from "@/lib/generated/prisma/client";

const PUBLIC_STATUSES = ["published", "full", "completed"] as const;

/** Volunteers see public opportunities; staff also see everything of their own org; admins all. */
export function visibleWhere(ctx: Ctx): Prisma.OpportunityWhereInput {
  const { caller } = ctx;
  if (caller.role === "admin") return {};
  const pub: Prisma.OpportunityWhereInput = { status: { in: [...PUBLIC_STATUSES] } };
  if (!hasRole(caller.role, "recruiter")) return pub;
  return { OR: [pub, { orgId: staffOrgScope(caller) ?? undefined }] };
}

/** visibleWhere as SQL over `opportunities o`. */
export function visibleSql(ctx: Ctx): Prisma.Sql {
  const { caller } = ctx;
  if (caller.role === "admin") return Prisma.sql`TRUE`;
  const pub = Prisma.sql`o.status IN ('published', 'full', 'completed')`;
  if (!hasRole(caller.role, "recruiter")) return pub;
  return Prisma.sql`(${pub} OR o.org_id = ${staffOrgScope(caller)}::uuid)`;
}

/** Scoped look-up: an opportunity the caller may not see is NOT_FOUND. */
export async function getOpportunityOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<Opportunity> {
  const row = await tx.opportunity.findFirst({ where: { AND: [{ id }, visibleWhere(ctx)] } });
  if (!row) throw ApiError.notFound("Opportunity");
  return row;
}

/** For changes: visible and managed by the caller (recruiter+ of its org), else NOT_FOUND. */
export async function getManagedOpportunityOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<Opportunity> {
  const row = await getOpportunityOrThrow(ctx, id, tx);
  if (!canManageOrg(ctx.caller, row.orgId)) throw ApiError.notFound("Opportunity");
  return row;
}
