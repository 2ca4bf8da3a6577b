import { db } from "@/lib/db/client";
import { getOrganization } from "@/lib/corps/organizations/get-organization";
import { OrganizationUpdate } from "@/lib/corps/organizations/organization-schemas";
import { updateOrganization } from "@/lib/corps/organizations/update-organization";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => getOrganization({ caller, db: db() }, params.id));

export const PATCH = route({ auth: "corps_admin", params: idParams, body: OrganizationUpdate }, ({ caller, params, body }) =>
  updateOrganization({ caller, db: db() }, params.id, body),
);
