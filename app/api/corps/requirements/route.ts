import { db } from "@/lib/db/client";
import { createRequirement, listRequirements } from "@/lib/corps/requirements/requirement-catalogue";
import { RequirementCreate, RequirementListQuery } from "@/lib/corps/requirements/requirement-schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: RequirementListQuery }, ({ caller, query }) => listRequirements({ caller, db: db() }, query));

export const POST = route({ auth: "corps_admin", body: RequirementCreate }, async ({ caller, body }) =>
  json(await createRequirement({ caller, db: db() }, body), 201),
);
