import { db } from "@/lib/db/client";
import { publishOpportunity } from "@/lib/corps/opportunities/opportunity-transitions";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "recruiter", params: idParams }, ({ caller, params }) =>
  publishOpportunity({ caller, db: db() }, params.id),
);
