import { db } from "@/lib/db/client";
import { getOpportunity } from "@/lib/corps/opportunities/shape";
import { updateOpportunity } from "@/lib/corps/opportunities/writes";
import { OpportunityUpdate } from "@/lib/corps/opportunities/opportunity-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) =>
  getOpportunity({ caller, db: db() }, params.id),
);

export const PATCH = route({ auth: "recruiter", params: idParams, body: OpportunityUpdate }, ({ caller, params, body }) =>
  updateOpportunity({ caller, db: db() }, params.id, body),
);
