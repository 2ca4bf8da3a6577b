// GET /members: a corps_admin sees their organization's members, an admin every organization's
// (or one, with org_id).
import { requireRole, resolveOrgFilter } from "@/lib/auth/scope";
import type { Prisma } from "@/lib/generated/prisma/client";
import { offset } from "@/lib/schemas/common-schemas";
import type { Ctx } from "@/lib/auth/context";
import { memberSelect, toMemberDto } from "./member-dto";
import type { MemberListQuery } from "./member-schemas";

export async function listMembers(ctx: Ctx, q: MemberListQuery) {
  requireRole(ctx.caller, "corps_admin");
  const orgId = resolveOrgFilter(ctx.caller, q.org_id);
  const where: Prisma.UserWhereInput = {
    AND: [
      orgId ? { orgId } : {},
      q.role ? { role: q.role } : {},
      q.is_active === undefined ? {} : { isActive: q.is_active },
      // Every word must match the name or the e-mail, so "Ana Ruiz" finds Ana Ruiz.
      ...(q.search ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((word): Prisma.UserWhereInput => ({
          OR: [{ name: { contains: word, mode: "insensitive" } }, { email: { contains: word, mode: "insensitive" } }],
        })),
    ],
  };
  const [rows, total] = await Promise.all([
    ctx.db.user.findMany({
      where,
      select: memberSelect,
      orderBy: [{ name: { sort: "asc", nulls: "last" } }, { email: "asc" }, { id: "asc" }],
      skip: offset(q),
      take: q.limit,
    }),
    ctx.db.user.count({ where }),
  ]);
  return { members: rows.map(toMemberDto), total, page: q.page, limit: q.limit };
}
