import { db } from "@/lib/db/client";
import { createOrganization } from "@/lib/corps/organizations/create-organization";
import { listOrganizations } from "@/lib/corps/organizations/list-organizations";
import { OrganizationCreate, OrganizationListQuery } from "@/lib/corps/organizations/organization-schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: OrganizationListQuery }, ({ caller, query }) => listOrganizations({ caller, db: db() }, query));

export const POST = route({ auth: "admin", body: OrganizationCreate }, async ({ caller, body }) =>
  json(await createOrganization({ caller, db: db() }, body), 201),
);
