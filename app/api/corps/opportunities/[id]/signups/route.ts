import { db } from "@/lib/db/client";
import { listRoster } from "@/lib/corps/signups/roster";
import { SignupRosterQuery } from "@/lib/corps/signups/signup-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "recruiter", params: idParams, query: SignupRosterQuery }, ({ caller, params, query }) =>
  listRoster({ caller, db: db() }, params.id, query),
);
