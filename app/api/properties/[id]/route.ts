import { db } from "@/lib/db/client";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";
import { getPropertyDetail, updateProperty } from "@/lib/properties/crm/properties";
import { PropertyUpdate } from "@/lib/properties/crm/property-schemas";

export const GET = route({ auth: "recruiter", params: idParams }, ({ caller, params }) => getPropertyDetail({ caller, db: db() }, params.id));

export const PATCH = route({ auth: "recruiter", params: idParams, body: PropertyUpdate }, ({ caller, params, body }) =>
  updateProperty({ caller, db: db() }, params.id, body),
);
