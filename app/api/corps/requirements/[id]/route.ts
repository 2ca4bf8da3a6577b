import { db } from "@/lib/db/client";
import { deleteRequirement, getRequirement, updateRequirement } from "@/lib/corps/requirements/requirement-catalogue";
import { RequirementUpdate } from "@/lib/corps/requirements/requirement-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => getRequirement({ caller, db: db() }, params.id));

export const PATCH = route({ auth: "corps_admin", params: idParams, body: RequirementUpdate }, ({ caller, params, body }) =>
  updateRequirement({ caller, db: db() }, params.id, body),
);

export const DELETE = route({ auth: "corps_admin", params: idParams }, ({ caller, params }) => deleteRequirement({ caller, db: db() }, params.id));
