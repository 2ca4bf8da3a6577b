import { db } from "@/lib/db/client";
import { listRoster } from "@/lib/corps/signups";
import { idParams } from "@/lib/http/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "recruiter", params: idParams }, ({ caller, params }) =>
  listRoster({ caller, db: db() }, params.id),
);
