import { db } from "@/lib/db/client";
import { getForecast } from "@/lib/corps/attendance/forecast";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "recruiter", params: idParams }, ({ caller, params }) => getForecast({ caller, db: db() }, params.id));
