import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { TenantUpdate, tenantParams } from "@/lib/properties/crm/unit-schemas";
import { deleteTenant, updateTenant } from "@/lib/properties/crm/tenants";

export const PATCH = route({ auth: "recruiter", params: tenantParams, body: TenantUpdate }, ({ caller, params, body }) =>
  updateTenant({ caller, db: db() }, params.id, params.unitId, params.tenantId, body),
);

export const DELETE = route({ auth: "recruiter", params: tenantParams }, async ({ caller, params }) => {
  await deleteTenant({ caller, db: db() }, params.id, params.unitId, params.tenantId);
  return new Response(null, { status: 204 });
});
