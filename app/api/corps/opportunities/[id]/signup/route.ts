import { db } from "@/lib/db/client";
import { cancelMySignup, signUp } from "@/lib/corps/signups/sign-up";
import { SignupCreate } from "@/lib/corps/signups/signup-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams, body: SignupCreate }, async ({ caller, params, body }) =>
  json(await signUp({ caller, db: db() }, params.id, body.notes, { party_size: body.party_size, guests: body.guests }), 201),
);

export const DELETE = route({ auth: "volunteer", params: idParams }, ({ caller, params }) =>
  cancelMySignup({ caller, db: db() }, params.id),
);
