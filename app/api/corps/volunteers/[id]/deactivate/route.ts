import { db } from "@/lib/db/client";
import { deactivateVolunteer } from "@/lib/corps/volunteers/volunteers";
import { DeactivateBody } from "@/lib/corps/volunteers/volunteer-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams, body: DeactivateBody }, ({ caller, params, body }) =>
  deactivateVolunteer({ caller, db: db() }, params.id, body.reason),
);
