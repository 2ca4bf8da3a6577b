import { db } from "@/lib/db/client";
import { getReliability } from "@/lib/corps/attendance/reliability";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => getReliability({ caller, db: db() }, params.id));
