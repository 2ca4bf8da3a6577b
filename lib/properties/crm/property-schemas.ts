// Property record schemas (property-sync.md "Property record"): the list query, the manual
// create, the CRM update, and the answers. Source-owned fields are read-only on synced properties.
import { z } from "zod";
import { isoDateTime, pagination, queryArray, stateCode, uuid } from "@/lib/schemas/common-schemas";
import { bathCount, blankAsMissing, money, optionalText, requiredText, wholeCount } from "./field-schemas";
import { HealthLabel, ManagementType, Origin, Priority, PropertyStatus, PropertySyncStatus } from "./property-enums";
import { ContactSummary, PropertyContact } from "./contact-schemas";
import { Inspection } from "./inspection-schemas";
import { Unit } from "./unit-schemas";

export const propertySorts = ["created", "address", "last_synced", "price"] as const;

export const PropertyListQuery = z.object({
  search: blankAsMissing(z.string().trim().max(200).optional()).describe("Matches name, address, city, ZIP, manager or PMC (case-insensitive)"),
  status: queryArray(PropertyStatus),
  priority: queryArray(Priority),
  city: blankAsMissing(z.string().trim().max(100).optional()).describe("Exact city, case-insensitive"),
  state: blankAsMissing(stateCode.optional()),
  health: queryArray(HealthLabel),
  pm_company_id: blankAsMissing(z.union([uuid, z.literal("none")]).optional()).describe('A PMC id, or "none" for properties without one'),
  origin: blankAsMissing(Origin.optional()),
  sort: blankAsMissing(z.enum(propertySorts).default("created")).describe(
    "created: newest first (default); address: A to Z; last_synced: most recently synced first; price: highest first",
  ),
  ...pagination,
});
export type PropertyListQuery = z.infer<typeof PropertyListQuery>;

/** Source-owned fields a person may set on a hand-made property (never on a synced one). */
export const manualSourceFields = {
  address: optionalText(300),
  city: optionalText(100),
  state: stateCode.nullable().optional(),
  zip_code: z.string().trim().regex(/^(\d{5}(-\d{4})?)?$/, "Must be a US ZIP code (12345)").nullable().optional(),
  price: money.nullable().optional().describe("Monthly rent in dollars"),
  beds: wholeCount(100).nullable().optional(),
  baths: bathCount.nullable().optional(),
  sqft: wholeCount(1_000_000).nullable().optional(),
  description: optionalText(5000),
  property_manager: optionalText(200),
  property_manager_phone: optionalText(40),
};
export const MANUAL_SOURCE_FIELDS = Object.keys(manualSourceFields) as (keyof typeof manualSourceFields)[];

/** CRM-owned fields: never written by the sync. */
export const crmFields = {
  property_name: optionalText(200),
  status: PropertyStatus.optional(),
  priority: Priority.nullable().optional(),
  notes: optionalText(10_000),
  pm_company_id: uuid.nullable().optional(),
  owner_contact_id: uuid.nullable().optional(),
  management_type: ManagementType.nullable().optional(),
};

export const PropertyCreate = z
  .strictObject({ ...crmFields, ...manualSourceFields, address: requiredText(300) })
  .meta({ id: "PropertyCreate", description: "A hand-made property (origin manual): the sync may later adopt it by address" });
export type PropertyCreate = z.infer<typeof PropertyCreate>;

export const PropertyUpdate = z
  .strictObject({ ...crmFields, ...manualSourceFields })
  .meta({ id: "PropertyUpdate", description: "CRM fields; the source fields only on a hand-made property" });
export type PropertyUpdate = z.infer<typeof PropertyUpdate>;

export const PmCompanyRef = z.object({ id: uuid, company_name: z.string() }).meta({ id: "PmCompanyRef" });

export const PropertyListItem = z
  .object({
    id: uuid,
    property_name: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    price: z.number().nullable(),
    beds: z.number().int().nullable(),
    baths: z.number().nullable(),
    status: z.string(),
    priority: z.string().nullable(),
    property_manager: z.string().nullable(),
    pm_company: PmCompanyRef.nullable(),
    origin: Origin,
    sync_status: PropertySyncStatus,
    last_synced_at: isoDateTime.nullable(),
    health: HealthLabel,
    created_at: isoDateTime,
  })
  .meta({ id: "PropertyListItem" });
export type PropertyListItemDto = z.infer<typeof PropertyListItem>;

export const PropertyList = z
  .object({ properties: z.array(PropertyListItem), total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .meta({ id: "PropertyList" });
export type PropertyListDto = z.infer<typeof PropertyList>;

const sourceJson = z.unknown().describe("As it comes from the source (text or JSON)");

export const PropertyDetail = z
  .object({
    id: uuid,
    property_name: z.string().nullable(),
    source_listing_id: z.string().nullable(),
    origin: Origin,
    sync_status: PropertySyncStatus,
    sync_error: z.string().nullable(),
    last_synced_at: isoDateTime.nullable(),
    health: HealthLabel,
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip_code: z.string().nullable(),
    price: z.number().nullable(),
    beds: z.number().int().nullable(),
    baths: z.number().nullable(),
    sqft: z.number().int().nullable(),
    description: z.string().nullable(),
    full_description: z.string().nullable(),
    property_manager: z.string().nullable(),
    property_manager_phone: z.string().nullable(),
    images: z.array(z.string()),
    availability: sourceJson,
    market_status: z.string().nullable(),
    pets: sourceJson,
    parking_detail: z.string().nullable(),
    fees: sourceJson,
    accepts_voucher: z.boolean().nullable(),
    source_created_at: isoDateTime.nullable(),
    source_updated_at: isoDateTime.nullable(),
    source_ts: isoDateTime.nullable(),
    status: z.string(),
    priority: z.string().nullable(),
    notes: z.string().nullable(),
    pm_company_id: uuid.nullable(),
    pm_company: PmCompanyRef.nullable(),
    owner_contact_id: uuid.nullable(),
    owner_contact: ContactSummary.nullable().optional().describe("corps_admin and above only (personal data); absent for recruiters"),
    management_type: z.string().nullable(),
    units: z.array(Unit),
    inspections: z.array(Inspection),
    contacts: z.array(PropertyContact).optional().describe("corps_admin and above only (personal data); absent for recruiters"),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: "PropertyDetail" });
export type PropertyDetailDto = z.infer<typeof PropertyDetail>;
