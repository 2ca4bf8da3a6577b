import { db } from "@/lib/db/client";
import { completeSeries } from "@/lib/corps/series/series-transitions";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "recruiter", params: idParams }, ({ caller, params }) => completeSeries({ caller, db: db() }, params.id));
