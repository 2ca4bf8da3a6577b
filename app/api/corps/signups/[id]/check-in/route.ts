import { db } from "@/lib/db/client";
import { checkIn } from "@/lib/corps/signups/check-in-out";
import { CheckInBody } from "@/lib/corps/signups/signup-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams, body: CheckInBody }, ({ caller, params, body }) =>
  checkIn({ caller, db: db() }, params.id, body.check_in_at, { overrideRequirements: body.override_requirements }),
);
