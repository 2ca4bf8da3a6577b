// Tenants of a unit (CRM-only: the sync never touches them).
import type { Ctx } from "@/lib/auth/context";
import type { Tenant } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { blankToNull } from "./blank-to-null";
import type { TenantCreate, TenantDto, TenantUpdate } from "./unit-schemas";
import { assertPersonalDataAccess } from "./personal-data";
import { getUnitOrThrow } from "./property-lookup";

function day(value: Date | null): string | null {
  return value ? value.toISOString().slice(0, 10) : null;
}

function dateOrNull(value: string | null | undefined): Date | null | undefined {
  if (value === undefined) return undefined;
  return value === null ? null : new Date(`${value}T00:00:00Z`);
}

export function toTenantDto(t: Tenant): TenantDto {
  return {
    id: t.id,
    unit_id: t.unitId,
    first_name: t.firstName,
    last_name: t.lastName,
    email: t.email,
    phone: t.phone,
    lease_start: day(t.leaseStart),
    lease_end: day(t.leaseEnd),
    rent: t.rent === null ? null : t.rent.toNumber(),
    created_at: t.createdAt.toISOString(),
  };
}

/** Scoped look-up: a tenant of another unit (or a unit of another property) is NOT_FOUND. */
async function getTenantOrThrow(ctx: Ctx, propertyId: string, unitId: string, tenantId: string): Promise<Tenant> {
  await getUnitOrThrow(ctx, propertyId, unitId);
  const tenant = await ctx.db.tenant.findFirst({ where: { id: tenantId, unitId } });
  if (!tenant) throw ApiError.notFound("Tenant");
  return tenant;
}

export async function createTenant(ctx: Ctx, propertyId: string, unitId: string, input: TenantCreate): Promise<TenantDto> {
  assertPersonalDataAccess(ctx);
  await getUnitOrThrow(ctx, propertyId, unitId);
  const tenant = await ctx.db.tenant.create({
    data: {
      unitId,
      firstName: input.first_name,
      lastName: input.last_name,
      email: blankToNull(input.email),
      phone: blankToNull(input.phone),
      leaseStart: dateOrNull(input.lease_start),
      leaseEnd: dateOrNull(input.lease_end),
      rent: input.rent,
    },
  });
  return toTenantDto(tenant);
}

export async function updateTenant(ctx: Ctx, propertyId: string, unitId: string, tenantId: string, input: TenantUpdate): Promise<TenantDto> {
  assertPersonalDataAccess(ctx);
  const current = await getTenantOrThrow(ctx, propertyId, unitId, tenantId);
  // The body alone may hold one end of the lease; check the order against the stored other end.
  const start = input.lease_start !== undefined ? input.lease_start : day(current.leaseStart);
  const end = input.lease_end !== undefined ? input.lease_end : day(current.leaseEnd);
  if (start && end && end < start) throw ApiError.validation({ lease_end: "Must not be before lease_start" });
  const tenant = await ctx.db.tenant.update({
    where: { id: tenantId },
    data: {
      firstName: input.first_name,
      lastName: input.last_name,
      email: blankToNull(input.email),
      phone: blankToNull(input.phone),
      leaseStart: dateOrNull(input.lease_start),
      leaseEnd: dateOrNull(input.lease_end),
      rent: input.rent,
    },
  });
  return toTenantDto(tenant);
}

export async function deleteTenant(ctx: Ctx, propertyId: string, unitId: string, tenantId: string): Promise<void> {
  assertPersonalDataAccess(ctx);
  await getTenantOrThrow(ctx, propertyId, unitId, tenantId);
  await ctx.db.tenant.delete({ where: { id: tenantId } });
}
