// Access to the property CRM and the scoped property look-up every CRM service starts from.
import { requireRole } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import type { DbTx } from "@/lib/db/client";
import type { Property, Unit } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";

/**
 * The property CRM is one shared market dataset (properties have no organization): every
 * recruiter+ works it, volunteers have no access.
 */
export function assertCrmAccess(ctx: Ctx): void {
  requireRole(ctx.caller, "recruiter");
}

/** NOT_FOUND for an id that does not exist; FORBIDDEN below recruiter. */
export async function getPropertyOrThrow(ctx: Ctx, id: string, tx: DbTx = ctx.db): Promise<Property> {
  assertCrmAccess(ctx);
  const row = await tx.property.findUnique({ where: { id } });
  if (!row) throw ApiError.notFound("Property");
  return row;
}

/** A unit of another property is NOT_FOUND, like one that does not exist. */
export async function getUnitOrThrow(ctx: Ctx, propertyId: string, unitId: string): Promise<Unit> {
  await getPropertyOrThrow(ctx, propertyId);
  const unit = await ctx.db.unit.findFirst({ where: { id: unitId, propertyId } });
  if (!unit) throw ApiError.notFound("Unit");
  return unit;
}
