// Units of a property and their tenants (CRM-only records: the sync never touches them).
import { z } from "zod";
import { isoDate, isoDateTime, uuid } from "@/lib/schemas/common-schemas";
import { bathCount, email, money, phone, requiredText, wholeCount } from "./field-schemas";
import { UnitStatus } from "./property-enums";

const unitFields = {
  unit_number: requiredText(40),
  beds: wholeCount(100).nullable().optional(),
  baths: bathCount.nullable().optional(),
  sqft: wholeCount(1_000_000).nullable().optional(),
  rent: money.nullable().optional(),
  status: UnitStatus.optional(),
};

export const UnitCreate = z.strictObject(unitFields).meta({ id: "UnitCreate" });
export type UnitCreate = z.infer<typeof UnitCreate>;
export const UnitUpdate = z.strictObject({ ...unitFields, unit_number: unitFields.unit_number.optional() }).meta({ id: "UnitUpdate" });
export type UnitUpdate = z.infer<typeof UnitUpdate>;

const tenantFields = {
  first_name: requiredText(100),
  last_name: requiredText(100),
  email,
  phone,
  lease_start: isoDate.nullable().optional(),
  lease_end: isoDate.nullable().optional(),
  rent: money.nullable().optional(),
};

function leaseOrder(value: { lease_start?: string | null; lease_end?: string | null }): boolean {
  return !value.lease_start || !value.lease_end || value.lease_start <= value.lease_end;
}
const leaseMessage = { message: "Must not be before lease_start", path: ["lease_end"] };

export const TenantCreate = z.strictObject(tenantFields).refine(leaseOrder, leaseMessage).meta({ id: "TenantCreate" });
export type TenantCreate = z.infer<typeof TenantCreate>;
export const TenantUpdate = z
  .strictObject({ ...tenantFields, first_name: tenantFields.first_name.optional(), last_name: tenantFields.last_name.optional() })
  .refine(leaseOrder, leaseMessage)
  .meta({ id: "TenantUpdate" });
export type TenantUpdate = z.infer<typeof TenantUpdate>;

export const unitParams = z.object({ id: uuid, unitId: uuid });
export const tenantParams = z.object({ id: uuid, unitId: uuid, tenantId: uuid });

export const Tenant = z
  .object({
    id: uuid,
    unit_id: uuid,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    lease_start: isoDate.nullable(),
    lease_end: isoDate.nullable(),
    rent: z.number().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: "Tenant" });
export type TenantDto = z.infer<typeof Tenant>;

export const Unit = z
  .object({
    id: uuid,
    property_id: uuid,
    unit_number: z.string(),
    beds: z.number().int().nullable(),
    baths: z.number().nullable(),
    sqft: z.number().int().nullable(),
    rent: z.number().nullable(),
    status: UnitStatus,
    tenants: z.array(Tenant).optional().describe("corps_admin and above only (personal data); absent for recruiters"),
    created_at: isoDateTime,
  })
  .meta({ id: "Unit" });
export type UnitDto = z.infer<typeof Unit>;

export const UnitList = z.object({ units: z.array(Unit) }).meta({ id: "UnitList" });
