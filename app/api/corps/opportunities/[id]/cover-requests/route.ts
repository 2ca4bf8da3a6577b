import { db } from "@/lib/db/client";
import { CoverRequestCreate } from "@/lib/corps/attendance/attendance-schemas";
import { requestCover } from "@/lib/corps/attendance/cover-requests";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "recruiter", params: idParams, body: CoverRequestCreate }, async ({ caller, params, body }) =>
  json(await requestCover({ caller, db: db() }, params.id, body), 201),
);
