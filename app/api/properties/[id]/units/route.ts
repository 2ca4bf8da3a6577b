import { db } from "@/lib/db/client";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";
import { UnitCreate } from "@/lib/properties/crm/unit-schemas";
import { createUnit, listUnits } from "@/lib/properties/crm/units";

export const GET = route({ auth: "recruiter", params: idParams }, ({ caller, params }) => listUnits({ caller, db: db() }, params.id));

export const POST = route({ auth: "recruiter", params: idParams, body: UnitCreate }, async ({ caller, params, body }) =>
  json(await createUnit({ caller, db: db() }, params.id, body), 201),
);
