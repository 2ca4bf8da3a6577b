import { db } from "@/lib/db/client";
import { json, route } from "@/lib/http/route";
import { createProperty, listProperties } from "@/lib/properties/crm/properties";
import { PropertyCreate, PropertyListQuery } from "@/lib/properties/crm/property-schemas";

export const GET = route({ auth: "recruiter", query: PropertyListQuery }, ({ caller, query }) => listProperties({ caller, db: db() }, query));

export const POST = route({ auth: "recruiter", body: PropertyCreate }, async ({ caller, body }) =>
  json(await createProperty({ caller, db: db() }, body), 201),
);
