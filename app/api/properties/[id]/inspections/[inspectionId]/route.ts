import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";
import { deleteInspection, updateInspection } from "@/lib/properties/crm/inspections";
import { InspectionUpdate, inspectionParams } from "@/lib/properties/crm/inspection-schemas";

export const PATCH = route({ auth: "recruiter", params: inspectionParams, body: InspectionUpdate }, ({ caller, params, body }) =>
  updateInspection({ caller, db: db() }, params.id, params.inspectionId, body),
);

export const DELETE = route({ auth: "recruiter", params: inspectionParams }, async ({ caller, params }) => {
  await deleteInspection({ caller, db: db() }, params.id, params.inspectionId);
  return new Response(null, { status: 204 });
});
