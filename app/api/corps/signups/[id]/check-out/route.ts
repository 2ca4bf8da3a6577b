import { db } from "@/lib/db/client";
import { checkOut } from "@/lib/corps/signups/check-in-out";
import { CheckOutBody } from "@/lib/corps/signups/signup-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams, body: CheckOutBody }, ({ caller, params, body }) =>
  checkOut({ caller, db: db() }, params.id, body.check_out_at),
);
