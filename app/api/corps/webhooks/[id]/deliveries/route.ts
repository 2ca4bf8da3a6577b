import { db } from "@/lib/db/client";
import { listDeliveries } from "@/lib/corps/webhooks/webhooks";
import { WebhookListQuery } from "@/lib/corps/webhooks/webhook-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", params: idParams, query: WebhookListQuery }, ({ caller, params, query }) =>
  listDeliveries({ caller, db: db() }, params.id, query),
);
