import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { removePropertyContact, updatePropertyContact } from "@/lib/properties/crm/property-contacts";
import { PropertyContactUpdate, contactParams } from "@/lib/properties/crm/contact-schemas";

export const PATCH = route({ auth: "recruiter", params: contactParams, body: PropertyContactUpdate }, ({ caller, params, body }) =>
  updatePropertyContact({ caller, db: db() }, params.id, params.contactId, body),
);

export const DELETE = route({ auth: "recruiter", params: contactParams }, async ({ caller, params }) => {
  await removePropertyContact({ caller, db: db() }, params.id, params.contactId);
  return new Response(null, { status: 204 });
});
