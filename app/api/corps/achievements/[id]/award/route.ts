import { db } from "@/lib/db/client";
import { awardAchievement } from "@/lib/corps/achievements/achievements";
import { AwardBody } from "@/lib/corps/achievements/achievement-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "corps_admin", params: idParams, body: AwardBody }, async ({ caller, params, body }) =>
  json(await awardAchievement({ caller, db: db() }, params.id, body), 201),
);
