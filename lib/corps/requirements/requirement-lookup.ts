// Scoped look-ups of catalogue entries: a requirement the caller may not see (or change) is
// NOT_FOUND, never its data.
import { canManageOrg } from "@/lib/auth/scope";
import { hasRole } from "@/lib/auth/roles";
import type { DbTx } from "@/lib/db/client";
import type { Prisma, Requirement } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";

/**
 * Members of the organization read its catalogue; anyone else reads a requirement only while it
 * applies to an opportunity they can see (a volunteer of another organization must read the
 * waiver of a public opportunity before signing it).
 */
function readableWhere(ctx: Ctx): Prisma.RequirementWhereInput {
  const { caller } = ctx;
  if (caller.role === "admin") return {};
  const appliesToPublic: Prisma.RequirementWhereInput = {
    OR: [
      { appliesToAll: true, organization: { opportunities: { some: { status: { in: ["published", "full", "completed"] } } } } },
      { opportunities: { some: { opportunity: { status: { in: ["published", "full", "completed"] } } } } },
    ],
  };
  return caller.orgId ? { OR: [{ orgId: caller.orgId }, appliesToPublic] } : appliesToPublic;
}

export async function getReadableRequirementOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<Requirement> {
  const row = await tx.requirement.findFirst({ where: { AND: [{ id, deletedAt: null }, readableWhere(ctx)] } });
  if (!row) throw ApiError.notFound("Requirement");
  return row;
}

/** For catalogue changes: corps_admin+ of the requirement's organization (admins: any). */
export async function getManagedRequirementOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<Requirement> {
  const row = await tx.requirement.findFirst({ where: { id, deletedAt: null } });
  if (!row || !canManageOrg(ctx.caller, row.orgId)) throw ApiError.notFound("Requirement");
  if (!hasRole(ctx.caller.role, "corps_admin")) throw ApiError.forbidden("Managing the requirements catalogue needs the corps_admin role or higher");
  return row;
}

/** For recording checks: recruiter+ of the requirement's organization (admins: any). */
export async function getRecordableRequirementOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<Requirement> {
  const row = await tx.requirement.findFirst({ where: { id, deletedAt: null } });
  if (!row || !canManageOrg(ctx.caller, row.orgId)) throw ApiError.notFound("Requirement");
  return row;
}
