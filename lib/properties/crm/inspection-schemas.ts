// Inspections of a property (CRM-only records: the sync never touches them).
import { z } from "zod";
import { isoDate, isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import { optionalText } from "./field-schemas";
import { InspectionKind, InspectionResult } from "./property-enums";

const inspectionFields = {
  inspection_date: isoDate,
  inspector: optionalText(200),
  kind: InspectionKind.optional(),
  result: InspectionResult.optional(),
  notes: optionalText(5000),
};

export const InspectionCreate = z.strictObject(inspectionFields).meta({ id: "InspectionCreate" });
export type InspectionCreate = z.infer<typeof InspectionCreate>;
export const InspectionUpdate = z
  .strictObject({ ...inspectionFields, inspection_date: inspectionFields.inspection_date.optional() })
  .meta({ id: "InspectionUpdate" });
export type InspectionUpdate = z.infer<typeof InspectionUpdate>;

export const inspectionParams = z.object({ id: uuid, inspectionId: uuid });

export const Inspection = z
  .object({
    id: uuid,
    property_id: uuid,
    inspection_date: isoDate,
    inspector: z.string().nullable(),
    kind: InspectionKind,
    result: InspectionResult,
    notes: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: "Inspection" });
export type InspectionDto = z.infer<typeof Inspection>;

export const InspectionList = z.object({ inspections: z.array(Inspection) }).meta({ id: "InspectionList" });
