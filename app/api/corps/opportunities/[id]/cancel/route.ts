import { after } from "next/server";
import { db } from "@/lib/db/client";
import { cancelOpportunity } from "@/lib/corps/opportunities/opportunity-transitions";
import { CancelBody } from "@/lib/corps/opportunities/opportunity-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "recruiter", params: idParams, body: CancelBody }, ({ caller, params, body }) =>
  cancelOpportunity({ caller, db: db() }, params.id, body, after),
);
