import { db } from "@/lib/db/client";
import { recordRequirement } from "@/lib/corps/requirements/record-requirement";
import { RecordCreate, VolunteerRequirementsQuery } from "@/lib/corps/requirements/requirement-schemas";
import { listVolunteerRequirements } from "@/lib/corps/volunteers/volunteer-requirements";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams, query: VolunteerRequirementsQuery }, ({ caller, params, query }) =>
  listVolunteerRequirements({ caller, db: db() }, params.id, query),
);

export const POST = route({ auth: "recruiter", params: idParams, body: RecordCreate }, async ({ caller, params, body }) =>
  json(await recordRequirement({ caller, db: db() }, params.id, body), 201),
);
