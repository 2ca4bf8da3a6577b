// Units of a property (CRM-only: the sync never touches them).
import type { Ctx } from "@/lib/auth/context";
import type { Tenant, Unit } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { assertPersonalDataAccess, seesPersonalData } from "./personal-data";
import { getPropertyOrThrow, getUnitOrThrow } from "./property-lookup";
import type { UnitCreate, UnitDto, UnitUpdate } from "./unit-schemas";
import type { UnitStatus } from "./property-enums";
import { toTenantDto } from "./tenants";

/** Tenants are in the answer only when they were loaded, i.e. for callers who see personal data. */
export function toUnitDto(unit: Unit & { tenants?: Tenant[] }): UnitDto {
  return {
    id: unit.id,
    property_id: unit.propertyId,
    unit_number: unit.unitNumber,
    beds: unit.beds,
    baths: unit.baths,
    sqft: unit.sqft,
    rent: unit.rent === null ? null : unit.rent.toNumber(),
    status: unit.status as UnitStatus,
    ...(unit.tenants ? { tenants: unit.tenants.map(toTenantDto) } : {}),
    created_at: unit.createdAt.toISOString(),
  };
}

const tenantOrder = { orderBy: [{ lastName: "asc" as const }, { firstName: "asc" as const }, { id: "asc" as const }] };

/** The include that loads a unit's tenants, for callers who may see them. */
export function tenantsInclude(ctx: Ctx) {
  return seesPersonalData(ctx) ? { tenants: tenantOrder } : undefined;
}

async function withTenants(ctx: Ctx, unitId: string): Promise<UnitDto> {
  const unit = await ctx.db.unit.findUniqueOrThrow({ where: { id: unitId }, include: tenantsInclude(ctx) });
  return toUnitDto(unit);
}

function duplicateNumber(unitNumber: string): ApiError {
  return new ApiError("CONFLICT", `This property already has a unit ${unitNumber}`, { fields: { unit_number: "Already used by another unit of this property" } });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

export async function listUnits(ctx: Ctx, propertyId: string): Promise<{ units: UnitDto[] }> {
  await getPropertyOrThrow(ctx, propertyId);
  const units = await ctx.db.unit.findMany({
    where: { propertyId },
    orderBy: [{ unitNumber: "asc" }, { id: "asc" }],
    include: tenantsInclude(ctx),
  });
  return { units: units.map((unit) => toUnitDto(unit)) };
}

export async function createUnit(ctx: Ctx, propertyId: string, input: UnitCreate): Promise<UnitDto> {
  await getPropertyOrThrow(ctx, propertyId);
  try {
    const unit = await ctx.db.unit.create({
      data: { propertyId, unitNumber: input.unit_number, beds: input.beds, baths: input.baths, sqft: input.sqft, rent: input.rent, status: input.status },
    });
    return await withTenants(ctx, unit.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNumber(input.unit_number);
    throw error;
  }
}

export async function updateUnit(ctx: Ctx, propertyId: string, unitId: string, input: UnitUpdate): Promise<UnitDto> {
  await getUnitOrThrow(ctx, propertyId, unitId);
  try {
    await ctx.db.unit.update({
      where: { id: unitId },
      data: { unitNumber: input.unit_number, beds: input.beds, baths: input.baths, sqft: input.sqft, rent: input.rent, status: input.status },
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.unit_number) throw duplicateNumber(input.unit_number);
    throw error;
  }
  return withTenants(ctx, unitId);
}

/** Deletes the unit and its tenants; tenants' records go only by the hand of someone who may see them. */
export async function deleteUnit(ctx: Ctx, propertyId: string, unitId: string): Promise<void> {
  await getUnitOrThrow(ctx, propertyId, unitId);
  // Locked, counted and deleted in one transaction: a tenant added in between (its foreign key
  // takes a share lock on this row) waits, so it is never cascade-deleted unseen.
  await ctx.db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM units WHERE id = ${unitId}::uuid FOR UPDATE`;
    if (!seesPersonalData(ctx) && (await tx.tenant.count({ where: { unitId } })) > 0) assertPersonalDataAccess(ctx);
    await tx.unit.delete({ where: { id: unitId } });
  });
}
