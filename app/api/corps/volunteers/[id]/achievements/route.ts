import { db } from "@/lib/db/client";
import { listVolunteerAchievements } from "@/lib/corps/achievements/achievements";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) =>
  listVolunteerAchievements({ caller, db: db() }, params.id),
);
