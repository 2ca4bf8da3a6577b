// PATCH /members/{user_id}: role changes, deactivation and reactivation (issue 20). The caller is
// read from the database on every request (lib/sign-in/load-caller.ts), so a new role applies to
// the member's next request and a deactivated member's cookies and tokens answer 401 from then on.
import { requireRole } from "@/lib/auth/scope";
import type { Role } from "@/lib/auth/roles";
import { ApiError } from "@/lib/errors/api-error";
import { recordAudit } from "../audit-log/record-audit";
import type { Ctx } from "@/lib/auth/context";
import { assertMayGrant } from "./assert-may-grant";
import { assertNotLastCorpsAdmin, lockActiveCorpsAdmins, lockUser } from "./corps-admin-guard";
import { memberSelect, toMemberDto } from "./member-dto";
import type { MemberDto, MemberUpdate } from "./member-schemas";
import { getMemberOrThrow } from "./get-member";

export async function updateMember(ctx: Ctx, userId: string, input: MemberUpdate): Promise<MemberDto> {
  requireRole(ctx.caller, "corps_admin");
  const target = await getMemberOrThrow(ctx, userId);
  const isAdmin = ctx.caller.role === "admin";
  if (target.id === ctx.caller.id) {
    if (input.role !== undefined && input.role !== target.role) throw ApiError.forbidden("You cannot change your own role");
    if (input.is_active === false) throw ApiError.forbidden("You cannot deactivate yourself");
  }
  if (input.role !== undefined) assertMayGrant(ctx.caller, input.role);
  if (target.role === "admin" && !isAdmin) throw ApiError.forbidden("Only an admin can change an admin");

  return ctx.db.$transaction(async (tx) => {
    // Lock order: the organization's corps_admin rows, then the member (corps-admin-guard.ts).
    const corpsAdmins = target.orgId ? await lockActiveCorpsAdmins(tx, target.orgId) : [];
    const current = await lockUser(tx, userId);
    if (!current) throw ApiError.notFound("Member");
    if (current.org_id !== target.orgId) {
      throw new ApiError("CONFLICT", "The member moved to another organization meanwhile; reload and try again");
    }
    const role: Role = input.role ?? current.role;
    const active = input.is_active ?? current.is_active;
    if (role !== "admin" && current.org_id === null) {
      throw ApiError.validation({ role: "A member without an organization can only be an admin" });
    }
    if (current.role === "corps_admin" && current.is_active && !(role === "corps_admin" && active)) {
      assertNotLastCorpsAdmin(corpsAdmins, current.id, active ? role : "deactivated");
    }
    const updated = await tx.user.update({ where: { id: userId }, data: { role, isActive: active }, select: memberSelect });
    const audit = { actor: ctx.caller, targetType: "user" as const, targetId: userId, orgId: current.org_id };
    if (role !== current.role) {
      await recordAudit(tx, { ...audit, action: "member.role_changed", changes: { email: updated.email, role: { from: current.role, to: role } } });
    }
    if (active !== current.is_active) {
      await recordAudit(tx, {
        ...audit,
        action: active ? "member.reactivated" : "member.deactivated",
        changes: { email: updated.email, is_active: { from: current.is_active, to: active } },
      });
    }
    return toMemberDto(updated);
  });
}
