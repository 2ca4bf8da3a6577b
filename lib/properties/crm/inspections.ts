// Inspections of a property (CRM-only: the sync never touches them), newest first.
import type { Ctx } from "@/lib/auth/context";
import type { Inspection } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { blankToNull } from "./blank-to-null";
import { getPropertyOrThrow } from "./property-lookup";
import type { InspectionCreate, InspectionDto, InspectionUpdate } from "./inspection-schemas";
import type { InspectionKind, InspectionResult } from "./property-enums";

export function toInspectionDto(i: Inspection): InspectionDto {
  return {
    id: i.id,
    property_id: i.propertyId,
    inspection_date: i.inspectionDate.toISOString().slice(0, 10),
    inspector: i.inspector,
    kind: i.kind as InspectionKind,
    result: i.result as InspectionResult,
    notes: i.notes,
    created_at: i.createdAt.toISOString(),
  };
}

async function getInspectionOrThrow(ctx: Ctx, propertyId: string, inspectionId: string): Promise<Inspection> {
  await getPropertyOrThrow(ctx, propertyId);
  const row = await ctx.db.inspection.findFirst({ where: { id: inspectionId, propertyId } });
  if (!row) throw ApiError.notFound("Inspection");
  return row;
}

export async function listInspections(ctx: Ctx, propertyId: string): Promise<{ inspections: InspectionDto[] }> {
  await getPropertyOrThrow(ctx, propertyId);
  const rows = await ctx.db.inspection.findMany({ where: { propertyId }, orderBy: [{ inspectionDate: "desc" }, { createdAt: "desc" }] });
  return { inspections: rows.map(toInspectionDto) };
}

export async function createInspection(ctx: Ctx, propertyId: string, input: InspectionCreate): Promise<InspectionDto> {
  await getPropertyOrThrow(ctx, propertyId);
  const row = await ctx.db.inspection.create({
    data: {
      propertyId,
      inspectionDate: new Date(`${input.inspection_date}T00:00:00Z`),
      inspector: blankToNull(input.inspector),
      kind: input.kind,
      result: input.result,
      notes: blankToNull(input.notes),
    },
  });
  return toInspectionDto(row);
}

export async function updateInspection(ctx: Ctx, propertyId: string, inspectionId: string, input: InspectionUpdate): Promise<InspectionDto> {
  await getInspectionOrThrow(ctx, propertyId, inspectionId);
  const row = await ctx.db.inspection.update({
    where: { id: inspectionId },
    data: {
      inspectionDate: input.inspection_date ? new Date(`${input.inspection_date}T00:00:00Z`) : undefined,
      inspector: blankToNull(input.inspector),
      kind: input.kind,
      result: input.result,
      notes: blankToNull(input.notes),
    },
  });
  return toInspectionDto(row);
}

export async function deleteInspection(ctx: Ctx, propertyId: string, inspectionId: string): Promise<void> {
  await getInspectionOrThrow(ctx, propertyId, inspectionId);
  await ctx.db.inspection.delete({ where: { id: inspectionId } });
}
