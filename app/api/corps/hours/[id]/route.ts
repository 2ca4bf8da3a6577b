import { db } from "@/lib/db/client";
import { getHoursEntry, updateHours } from "@/lib/corps/hours/hours";
import { HoursUpdate } from "@/lib/corps/hours/hours-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => getHoursEntry({ caller, db: db() }, params.id));

export const PATCH = route({ auth: "volunteer", params: idParams, body: HoursUpdate }, ({ caller, params, body }) =>
  updateHours({ caller, db: db() }, params.id, body),
);
