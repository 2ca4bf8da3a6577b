import { db } from "@/lib/db/client";
import { getOrganization } from "@/lib/corps/organizations/get-organization";
import { myOrganizationId } from "@/lib/corps/organizations/my-organization-id";
import { OrganizationUpdate } from "@/lib/corps/organizations/organization-schemas";
import { updateOrganization } from "@/lib/corps/organizations/update-organization";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer" }, ({ caller }) => getOrganization({ caller, db: db() }, myOrganizationId(caller)));

export const PATCH = route({ auth: "corps_admin", body: OrganizationUpdate }, ({ caller, body }) =>
  updateOrganization({ caller, db: db() }, myOrganizationId(caller), body),
);
