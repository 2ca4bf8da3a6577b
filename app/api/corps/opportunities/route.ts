import { db } from "@/lib/db/client";
import { listOpportunities } from "@/lib/corps/opportunities/search";
import { createOpportunityOrSeries } from "@/lib/corps/series/create-opportunity-or-series";
import { OpportunityCreate, OpportunityListQuery } from "@/lib/corps/opportunities/opportunity-schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: OpportunityListQuery }, ({ caller, query }) =>
  listOpportunities({ caller, db: db() }, query),
);

export const POST = route({ auth: "recruiter", body: OpportunityCreate }, async ({ caller, body }) =>
  json(await createOpportunityOrSeries({ caller, db: db() }, body), 201),
);
