// Units of a property (CRM-only: the sync never touches them).
import type { Ctx } from "@/lib/corps/context";
import type { Tenant, Unit } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";
import { getPropertyOrThrow, getUnitOrThrow } from "./property-lookup";
import type { UnitCreate, UnitDto, UnitUpdate } from "./schemas/unit-schemas";
import type { UnitStatus } from "./schemas/property-enums";
import { toTenantDto } from "./tenants";

export function toUnitDto(unit: Unit & { tenants: Tenant[] }): UnitDto {
  return {
    id: unit.id,
    property_id: unit.propertyId,
    unit_number: unit.unitNumber,
    beds: unit.beds,
    baths: unit.baths,
    sqft: unit.sqft,
    rent: unit.rent === null ? null : unit.rent.toNumber(),
    status: unit.status as UnitStatus,
    tenants: unit.tenants.map(toTenantDto),
    created_at: unit.createdAt.toISOString(),
  };
}

async function withTenants(ctx: Ctx, unitId: string): Promise<UnitDto> {
  const unit = await ctx.db.unit.findUniqueOrThrow({ where: { id: unitId }, include: { tenants: { orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }] } } });
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
    include: { tenants: { orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }] } },
  });
  return { units: units.map(toUnitDto) };
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

/** Deletes the unit and its tenants. */
export async function deleteUnit(ctx: Ctx, propertyId: string, unitId: string): Promise<void> {
  await getUnitOrThrow(ctx, propertyId, unitId);
  await ctx.db.unit.delete({ where: { id: unitId } });
}
