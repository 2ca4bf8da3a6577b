import { db } from "@/lib/db/client";
import { getVolunteerProfile, updateVolunteer } from "@/lib/corps/volunteers/volunteers";
import { VolunteerUpdate } from "@/lib/corps/volunteers/volunteer-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) =>
  getVolunteerProfile({ caller, db: db() }, params.id),
);

export const PATCH = route({ auth: "volunteer", params: idParams, body: VolunteerUpdate }, ({ caller, params, body }) =>
  updateVolunteer({ caller, db: db() }, params.id, body),
);
