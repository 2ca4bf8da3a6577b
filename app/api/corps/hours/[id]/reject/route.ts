import { db } from "@/lib/db/client";
import { rejectHours } from "@/lib/corps/hours/hours";
import { HoursReject } from "@/lib/corps/hours/hours-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "recruiter", params: idParams, body: HoursReject }, ({ caller, params, body }) =>
  rejectHours({ caller, db: db() }, params.id, body),
);
