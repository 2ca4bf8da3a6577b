import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { UnitUpdate, unitParams } from "@/lib/properties/crm/unit-schemas";
import { deleteUnit, updateUnit } from "@/lib/properties/crm/units";

export const PATCH = route({ auth: "recruiter", params: unitParams, body: UnitUpdate }, ({ caller, params, body }) =>
  updateUnit({ caller, db: db() }, params.id, params.unitId, body),
);

export const DELETE = route({ auth: "recruiter", params: unitParams }, async ({ caller, params }) => {
  await deleteUnit({ caller, db: db() }, params.id, params.unitId);
  return new Response(null, { status: 204 });
});
