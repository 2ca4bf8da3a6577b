import { db } from "@/lib/db/client";
import { approveHours } from "@/lib/corps/hours/hours";
import { HoursApprove } from "@/lib/corps/hours/hours-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "recruiter", params: idParams, body: HoursApprove }, ({ caller, params, body }) =>
  approveHours({ caller, db: db() }, params.id, body),
);
