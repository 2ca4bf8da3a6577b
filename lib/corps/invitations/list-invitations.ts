// GET /invitations: the organization's invitations, newest first (admins: every organization's).
import { requireRole, resolveOrgFilter, staffOrgScope } from "@/lib/auth/scope";
import type { Invitation, Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import type { Ctx } from "@/lib/auth/context";
import { statusWhere, toInvitationDto } from "./invitation-dto";
import type { InvitationDto, InvitationListQuery } from "./invitation-schemas";

export async function listInvitations(ctx: Ctx, q: InvitationListQuery) {
  requireRole(ctx.caller, "corps_admin");
  const orgId = resolveOrgFilter(ctx.caller, q.org_id);
  const where: Prisma.InvitationWhereInput = { AND: [orgId ? { orgId } : {}, q.status ? statusWhere(q.status) : {}] };
  const [rows, total] = await Promise.all([
    ctx.db.invitation.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "asc" }], skip: offset(q), take: q.limit }),
    ctx.db.invitation.count({ where }),
  ]);
  return { invitations: rows.map(toInvitationDto), total, page: q.page, limit: q.limit };
}

/** Scoped look-up: another organization's invitation is NOT_FOUND. */
export async function getInvitationOrThrow(ctx: Ctx, id: string): Promise<Invitation> {
  requireRole(ctx.caller, "corps_admin");
  const scope = staffOrgScope(ctx.caller);
  const row = await ctx.db.invitation.findFirst({ where: { id, ...(scope ? { orgId: scope } : {}) } });
  if (!row) throw ApiError.notFound("Invitation");
  return row;
}

export async function getInvitation(ctx: Ctx, id: string): Promise<InvitationDto> {
  return toInvitationDto(await getInvitationOrThrow(ctx, id));
}
