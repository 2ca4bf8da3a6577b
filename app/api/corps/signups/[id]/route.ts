import { db } from "@/lib/db/client";
import { updateSignup } from "@/lib/corps/signups/roster";
import { SignupUpdate } from "@/lib/corps/signups/signup-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const PATCH = route({ auth: "recruiter", params: idParams, body: SignupUpdate }, ({ caller, params, body }) =>
  updateSignup({ caller, db: db() }, params.id, body),
);
