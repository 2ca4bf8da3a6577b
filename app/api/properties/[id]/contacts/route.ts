import { db } from "@/lib/db/client";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";
import { addPropertyContact, listPropertyContacts } from "@/lib/properties/crm/property-contacts";
import { PropertyContactCreate } from "@/lib/properties/crm/contact-schemas";

export const GET = route({ auth: "recruiter", params: idParams }, ({ caller, params }) => listPropertyContacts({ caller, db: db() }, params.id));

export const POST = route({ auth: "recruiter", params: idParams, body: PropertyContactCreate }, async ({ caller, params, body }) =>
  json(await addPropertyContact({ caller, db: db() }, params.id, body), 201),
);
