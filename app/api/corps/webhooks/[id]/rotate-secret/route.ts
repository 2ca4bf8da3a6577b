import { db } from "@/lib/db/client";
import { rotateWebhookSecret } from "@/lib/corps/webhooks/webhooks";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "corps_admin", params: idParams }, ({ caller, params }) =>
  rotateWebhookSecret({ caller, db: db() }, params.id),
);
