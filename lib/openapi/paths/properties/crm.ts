// The property CRM's routes: properties, units, tenants, inspections and contacts.
import { idParams } from "@/lib/schemas/common-schemas";
import { PropertyContact, PropertyContactCreate, PropertyContactList, PropertyContactUpdate, contactParams } from "@/lib/properties/crm/contact-schemas";
import { Inspection, InspectionCreate, InspectionList, InspectionUpdate, inspectionParams } from "@/lib/properties/crm/inspection-schemas";
import { PropertyCreate, PropertyDetail, PropertyList, PropertyListQuery, PropertyUpdate } from "@/lib/properties/crm/property-schemas";
import { Tenant, TenantCreate, TenantUpdate, Unit, UnitCreate, UnitList, UnitUpdate, tenantParams, unitParams } from "@/lib/properties/crm/unit-schemas";
import { registerRoute } from "../../registry";

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
