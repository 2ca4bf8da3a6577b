// PATCH /organizations/{id}: admins change any organization, a corps_admin their own (another
// organization is NOT_FOUND for them). /organizations/me calls this with the caller's org id.
// A new time zone applies to series created from then on; existing series keep the zone they
// were created in (opportunity_series.timezone), so their dates and times do not move.
import { requireRole } from "@/lib/auth/scope";
import { ApiError } from "@/lib/errors/api-error";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordAudit } from "../audit-log/record-audit";
import type { Ctx } from "@/lib/auth/context";
import { isNameTaken } from "./create-organization";
import { getOrganization } from "./get-organization";
import type { OrganizationDto, OrganizationUpdate } from "./organization-schemas";

export async function updateOrganization(ctx: Ctx, id: string, input: OrganizationUpdate): Promise<OrganizationDto> {
  requireRole(ctx.caller, "corps_admin");
  if (ctx.caller.role !== "admin" && ctx.caller.orgId !== id) throw ApiError.notFound("Organization");
  try {
    await ctx.db.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ name: string; timezone: string | null; auto_checkout_after_minutes: number }[]>`
        SELECT name, timezone, auto_checkout_after_minutes FROM organizations WHERE id = ${id}::uuid FOR UPDATE`;
      if (!locked) throw ApiError.notFound("Organization");
      const changes: Record<string, Prisma.InputJsonObject> = {};
      if (input.name !== undefined && input.name !== locked.name) changes.name = { from: locked.name, to: input.name };
      if (input.timezone !== undefined && input.timezone !== locked.timezone) changes.timezone = { from: locked.timezone, to: input.timezone };
      if (input.auto_checkout_after_minutes !== undefined && input.auto_checkout_after_minutes !== locked.auto_checkout_after_minutes) {
        changes.auto_checkout_after_minutes = { from: locked.auto_checkout_after_minutes, to: input.auto_checkout_after_minutes };
      }
      if (Object.keys(changes).length === 0) return;
      await tx.organization.update({ where: { id }, data: { name: input.name, timezone: input.timezone, autoCheckoutAfterMinutes: input.auto_checkout_after_minutes } });
      await recordAudit(tx, { actor: ctx.caller, action: "organization.updated", targetType: "organization", targetId: id, orgId: id, changes });
    });
  } catch (err) {
    if (isNameTaken(err)) throw new ApiError("CONFLICT", "An organization with this name exists", { fields: { name: "Already taken" } });
    throw err;
  }
  return getOrganization(ctx, id);
}
