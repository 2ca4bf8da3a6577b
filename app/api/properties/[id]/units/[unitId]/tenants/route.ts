import { db } from "@/lib/db/client";
import { json, route } from "@/lib/http/route";
import { TenantCreate, unitParams } from "@/lib/properties/crm/unit-schemas";
import { createTenant } from "@/lib/properties/crm/tenants";

export const POST = route({ auth: "recruiter", params: unitParams, body: TenantCreate }, async ({ caller, params, body }) =>
  json(await createTenant({ caller, db: db() }, params.id, params.unitId, body), 201),
);
