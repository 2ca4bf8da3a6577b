// Scoped look-up of a member: another organization's member is NOT_FOUND for a corps_admin.
import { requireRole, staffOrgScope } from "@/lib/auth/scope";
import { ApiError } from "@/lib/errors/api-error";
import type { Ctx } from "@/lib/auth/context";
import { memberSelect, toMemberDto, type MemberRow } from "./member-dto";
import type { MemberDto } from "./member-schemas";

export async function getMemberOrThrow(ctx: Ctx, userId: string): Promise<MemberRow> {
  requireRole(ctx.caller, "corps_admin");
  const scope = staffOrgScope(ctx.caller);
  const row = await ctx.db.user.findFirst({ where: { id: userId, ...(scope ? { orgId: scope } : {}) }, select: memberSelect });
  if (!row) throw ApiError.notFound("Member");
  return row;
}

export async function getMember(ctx: Ctx, userId: string): Promise<MemberDto> {
  return toMemberDto(await getMemberOrThrow(ctx, userId));
}
