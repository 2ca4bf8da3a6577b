import { db } from "@/lib/db/client";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";
import { createInspection, listInspections } from "@/lib/properties/crm/inspections";
import { InspectionCreate } from "@/lib/properties/crm/inspection-schemas";

export const GET = route({ auth: "recruiter", params: idParams }, ({ caller, params }) => listInspections({ caller, db: db() }, params.id));

export const POST = route({ auth: "recruiter", params: idParams, body: InspectionCreate }, async ({ caller, params, body }) =>
  json(await createInspection({ caller, db: db() }, params.id, body), 201),
);
