import { idParams } from "@/lib/schemas/common-schemas";
import { PropertyContact, PropertyContactCreate, PropertyContactList, PropertyContactUpdate, contactParams } from "@/lib/properties/crm/contact-schemas";
import { Inspection, InspectionCreate, InspectionList, InspectionUpdate, inspectionParams } from "@/lib/properties/crm/inspection-schemas";
import { PmCompany, PmCompanyCreate, PmCompanyList, PmCompanyListQuery } from "@/lib/properties/pm-companies/pm-company-schemas";
import { PropertyCreate, PropertyDetail, PropertyList, PropertyListQuery, PropertyUpdate } from "@/lib/properties/crm/property-schemas";
import {
  CronSyncResponse,
  SyncRequest,
  SyncResponse,
  SyncRun,
  SyncRunList,
  SyncRunListQuery,
  SyncStatusResponse,
} from "@/lib/properties/sync/sync-schemas";
import { Tenant, TenantCreate, TenantUpdate, Unit, UnitCreate, UnitList, UnitUpdate, tenantParams, unitParams } from "@/lib/properties/crm/unit-schemas";
import { registerRoute } from "../registry";

const sync = ["Property sync"];
registerRoute({
  method: "post",
  path: "/api/sync-properties",
  rateLimit: "sync",
  summary: "Sync rental listings of one state from the source database into property records",
  description:
    "Reads the source listings of `state` (and `city`, case-insensitive) in pages of 1000 and creates or updates property records. " +
    "A listing matches the property with its source_listing_id, else a hand-made property with the same normalized address, city and state " +
    "is adopted. Source-owned fields are overwritten; CRM-owned fields (status, priority, notes, pm_company_id, owner_contact_id, " +
    "management_type), units, tenants, inspections and contacts are never touched. Properties without a PMC are linked to the PMC whose " +
    "company_name contains, or is contained in, property_manager (case-insensitive; the longest name wins). A listing that cannot be " +
    "stored is counted in `errors` and the run goes on. One sync runs at a time (SYNC_IN_PROGRESS). When the source stays throttled " +
    "after the SDK's retries, the run stops with RATE_LIMITED and a message containing \"Request rate is large\"; what was stored stays. " +
    "Every run is recorded (GET /api/sync-properties/runs).",
  tags: sync,
  auth: "corps_admin",
  cron: true,
  body: SyncRequest,
  response: { schema: SyncResponse },
  errors: ["SYNC_IN_PROGRESS", "SOURCE_NOT_CONFIGURED", "RATE_LIMITED"],
});
registerRoute({
  method: "get",
  path: "/api/sync-properties",
  summary: "Whether the source database is configured (markers only, never the endpoint or key) and property counts by sync status",
  tags: sync,
  auth: "recruiter",
  response: { schema: SyncStatusResponse },
});
registerRoute({
  method: "get",
  path: "/api/sync-properties/runs",
  summary: "History of sync runs, newest first",
  description: "A running run shows its counts so far (updated after every page), so a client can poll it for progress.",
  tags: sync,
  auth: "recruiter",
  query: SyncRunListQuery,
  response: { schema: SyncRunList },
});
registerRoute({
  method: "get",
  path: "/api/sync-properties/runs/{id}",
  summary: "One sync run",
  tags: sync,
  auth: "recruiter",
  params: idParams,
  response: { schema: SyncRun },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/cron/sync-properties",
  summary: "Scheduled sync of every state in SYNC_STATES (default OR), for Vercel cron (0 */6 * * *)",
  description: "Syncs the states one after another and stops at the first failure; the runs are recorded with triggered_by \"cron\".",
  tags: sync,
  auth: "cron",
  response: { schema: CronSyncResponse },
  errors: ["SYNC_IN_PROGRESS", "SOURCE_NOT_CONFIGURED", "RATE_LIMITED"],
});

const crm = ["Property CRM"];
registerRoute({
  method: "get",
  path: "/api/properties",
  summary: "List property records with their sync health",
  description:
    "health comes from the properties_sync_status view: Manual Entry (no source listing), Never Synced, Outdated (last sync older than 24 h), Up to Date.",
  tags: crm,
  auth: "recruiter",
  query: PropertyListQuery,
  response: { schema: PropertyList },
});
registerRoute({
  method: "post",
  path: "/api/properties",
  summary: "Create a hand-made property (origin manual)",
  tags: crm,
  auth: "recruiter",
  body: PropertyCreate,
  response: { status: 201, schema: PropertyDetail },
});
registerRoute({
  method: "get",
  path: "/api/properties/{id}",
  summary: "A property record with its units, tenants, inspections and contacts",
  description: "Tenants, contacts and owner_contact are personal data: they are in the answer for corps_admin and above only; recruiters get the property and its units without them.",
  tags: crm,
  auth: "recruiter",
  params: idParams,
  response: { schema: PropertyDetail },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/properties/{id}",
  summary: "Update the CRM fields of a property",
  description:
    "Source-owned fields (address, price, ...) may be changed on hand-made properties only; on a synced property they are a VALIDATION_ERROR. " +
    "Setting owner_contact_id also links that contact to the property; being personal data, owner_contact_id may be set by corps_admin and above only (403 for recruiters).",
  tags: crm,
  auth: "recruiter",
  params: idParams,
  body: PropertyUpdate,
  response: { schema: PropertyDetail },
  errors: ["NOT_FOUND"],
});

registerRoute({
  method: "get",
  path: "/api/properties/{id}/units",
  summary: "Units of a property with their tenants",
  description: "tenants is in the answer for corps_admin and above only (personal data).",
  tags: crm,
  auth: "recruiter",
  params: idParams,
  response: { schema: UnitList },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/properties/{id}/units",
  summary: "Add a unit",
  tags: crm,
  auth: "recruiter",
  params: idParams,
  body: UnitCreate,
  response: { status: 201, schema: Unit },
  errors: ["NOT_FOUND", "CONFLICT"],
});
registerRoute({
  method: "patch",
  path: "/api/properties/{id}/units/{unitId}",
  summary: "Update a unit",
  tags: crm,
  auth: "recruiter",
  params: unitParams,
  body: UnitUpdate,
  response: { schema: Unit },
  errors: ["NOT_FOUND", "CONFLICT"],
});
registerRoute({
  method: "delete",
  path: "/api/properties/{id}/units/{unitId}",
  summary: "Delete a unit and its tenants",
  description: "A recruiter may delete a unit without tenants only; deleting tenants' records needs corps_admin (403).",
  tags: crm,
  auth: "recruiter",
  params: unitParams,
  response: { status: 204, description: "Deleted" },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/properties/{id}/units/{unitId}/tenants",
  summary: "Add a tenant to a unit",
  description: "Tenants and contacts are personal data: corps_admin and above only (recruiters get 403).",
  tags: crm,
  auth: "corps_admin",
  params: unitParams,
  body: TenantCreate,
  response: { status: 201, schema: Tenant },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/properties/{id}/units/{unitId}/tenants/{tenantId}",
  summary: "Update a tenant",
  description: "Tenants and contacts are personal data: corps_admin and above only (recruiters get 403).",
  tags: crm,
  auth: "corps_admin",
  params: tenantParams,
  body: TenantUpdate,
  response: { schema: Tenant },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "delete",
  path: "/api/properties/{id}/units/{unitId}/tenants/{tenantId}",
  summary: "Remove a tenant",
  tags: crm,
  auth: "corps_admin",
  params: tenantParams,
  response: { status: 204, description: "Deleted" },
  errors: ["NOT_FOUND"],
});

registerRoute({
  method: "get",
  path: "/api/properties/{id}/inspections",
  summary: "Inspections of a property, newest first",
  tags: crm,
  auth: "recruiter",
  params: idParams,
  response: { schema: InspectionList },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/properties/{id}/inspections",
  summary: "Record or schedule an inspection",
  tags: crm,
  auth: "recruiter",
  params: idParams,
  body: InspectionCreate,
  response: { status: 201, schema: Inspection },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/properties/{id}/inspections/{inspectionId}",
  summary: "Update an inspection",
  tags: crm,
  auth: "recruiter",
  params: inspectionParams,
  body: InspectionUpdate,
  response: { schema: Inspection },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "delete",
  path: "/api/properties/{id}/inspections/{inspectionId}",
  summary: "Delete an inspection",
  tags: crm,
  auth: "recruiter",
  params: inspectionParams,
  response: { status: 204, description: "Deleted" },
  errors: ["NOT_FOUND"],
});

registerRoute({
  method: "get",
  path: "/api/properties/{id}/contacts",
  summary: "Contacts linked to a property",
  description: "Tenants and contacts are personal data: corps_admin and above only (recruiters get 403).",
  tags: crm,
  auth: "corps_admin",
  params: idParams,
  response: { schema: PropertyContactList },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "post",
  path: "/api/properties/{id}/contacts",
  summary: "Link an existing contact (contact_id) or create a contact and link it",
  description: "Tenants and contacts are personal data: corps_admin and above only (recruiters get 403).",
  tags: crm,
  auth: "corps_admin",
  params: idParams,
  body: PropertyContactCreate,
  response: { status: 201, schema: PropertyContact },
  errors: ["NOT_FOUND", "CONFLICT"],
});
registerRoute({
  method: "patch",
  path: "/api/properties/{id}/contacts/{contactId}",
  summary: "Update a linked contact and its role for this property",
  description: "Tenants and contacts are personal data: corps_admin and above only (recruiters get 403).",
  tags: crm,
  auth: "corps_admin",
  params: contactParams,
  body: PropertyContactUpdate,
  response: { schema: PropertyContact },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "delete",
  path: "/api/properties/{id}/contacts/{contactId}",
  summary: "Unlink a contact from a property (the contact itself is kept)",
  description: "When the contact was the property's owner contact, owner_contact_id becomes null.",
  tags: crm,
  auth: "corps_admin",
  params: contactParams,
  response: { status: 204, description: "Unlinked" },
  errors: ["NOT_FOUND"],
});

registerRoute({
  method: "get",
  path: "/api/pm-companies",
  summary: "Property management companies, by name, with how many properties each manages",
  tags: crm,
  auth: "recruiter",
  query: PmCompanyListQuery,
  response: { schema: PmCompanyList },
});
registerRoute({
  method: "post",
  path: "/api/pm-companies",
  summary: "Add a property management company",
  description: "company_name must be unique (case-insensitive); the sync links listings to it from then on.",
  tags: crm,
  auth: "recruiter",
  body: PmCompanyCreate,
  response: { status: 201, schema: PmCompany },
  errors: ["CONFLICT"],
});
