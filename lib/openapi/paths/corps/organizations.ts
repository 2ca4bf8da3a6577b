import { OrganizationCreate, OrganizationDto, OrganizationList, OrganizationListQuery, OrganizationUpdate } from "@/lib/corps/organizations/organization-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { registerRoute } from "../../registry";

const tags = ["Organizations"];
const PUBLIC_PAGE =
  "public_page: true opts in to the public page /o/{slug} (and its JSON, iCal feed and embeddable list); it needs a slug " +
  "(else VALIDATION_ERROR). slug: 3-60 lowercase letters, digits and hyphens, unique (409 CONFLICT with details.fields.slug). " +
  "embed_origins: https origins (scheme, host, optional port; no path), at most 20, that may frame /embed/o/{slug} (its " +
  "CSP frame-ancestors); the list is replaced as a whole.";
const TIMEZONE =
  "timezone must be an IANA zone (stored in its canonical spelling, e.g. us/pacific becomes America/Los_Angeles); anything else " +
  "is a VALIDATION_ERROR. New recurring series use it; existing series keep the zone they were created in.";

registerRoute({
  method: "get",
  path: "/api/corps/organizations",
  summary: "List organizations with their member counts",
  description: "Admins see every organization; everyone else sees their own. Ordered by name.",
  tags,
  auth: "volunteer",
  query: OrganizationListQuery,
  response: { schema: OrganizationList },
});
registerRoute({
  method: "post",
  path: "/api/corps/organizations",
  summary: "Create an organization",
  description: `Names are unique (409 CONFLICT). ${TIMEZONE} Recorded in the audit log (organization.created).`,
  tags,
  auth: "admin",
  body: OrganizationCreate,
  response: { status: 201, schema: OrganizationDto },
  errors: ["CONFLICT"],
});
registerRoute({
  method: "get",
  path: "/api/corps/organizations/me",
  summary: "The caller's organization",
  description: "timezone is the organization's IANA zone, else the DEFAULT_TIMEZONE setting, else UTC. A user without an organization gets NOT_FOUND.",
  tags,
  auth: "volunteer",
  response: { schema: OrganizationDto },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/organizations/me",
  summary: "Change the caller's organization",
  description: `The same as PATCH /organizations/{id} with the caller's own organization. ${TIMEZONE} ${PUBLIC_PAGE}`,
  tags,
  auth: "corps_admin",
  body: OrganizationUpdate,
  response: { schema: OrganizationDto },
  errors: ["NOT_FOUND", "CONFLICT"],
});
registerRoute({
  method: "get",
  path: "/api/corps/organizations/{id}",
  summary: "One organization",
  description: "Admins: any; everyone else: their own (another organization is 404).",
  tags,
  auth: "volunteer",
  params: idParams,
  response: { schema: OrganizationDto },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "patch",
  path: "/api/corps/organizations/{id}",
  summary: "Rename an organization, change its time zone or its public page",
  description: `An admin changes any organization; a corps_admin their own (another organization is 404). ${TIMEZONE} ${PUBLIC_PAGE} Recorded in the audit log (organization.updated).`,
  tags,
  auth: "corps_admin",
  params: idParams,
  body: OrganizationUpdate,
  response: { schema: OrganizationDto },
  errors: ["NOT_FOUND", "CONFLICT"],
});
