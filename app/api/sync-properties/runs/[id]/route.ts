import { db } from "@/lib/db/client";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";
import { getSyncRun } from "@/lib/properties/sync/sync-runs";

export const GET = route({ auth: "recruiter", params: idParams }, ({ caller, params }) => getSyncRun({ caller, db: db() }, params.id));
