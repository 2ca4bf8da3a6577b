import { db } from "@/lib/db/client";
import { markNotificationRead } from "@/lib/corps/notifications/notifications";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams }, ({ caller, params }) =>
  markNotificationRead({ caller, db: db() }, params.id),
);
