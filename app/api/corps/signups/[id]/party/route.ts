import { db } from "@/lib/db/client";
import { changeParty } from "@/lib/corps/signups/sign-up";
import { Party } from "@/lib/corps/signups/signup-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const PATCH = route({ auth: "volunteer", params: idParams, body: Party }, ({ caller, params, body }) => changeParty({ caller, db: db() }, params.id, body));
