import { db } from "@/lib/db/client";
import { deleteWebhook, getWebhook, updateWebhook } from "@/lib/corps/webhooks/webhooks";
import { WebhookUpdate } from "@/lib/corps/webhooks/webhook-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", params: idParams }, ({ caller, params }) => getWebhook({ caller, db: db() }, params.id));

export const PATCH = route({ auth: "corps_admin", params: idParams, body: WebhookUpdate }, ({ caller, params, body }) =>
  updateWebhook({ caller, db: db() }, params.id, body),
);

export const DELETE = route({ auth: "corps_admin", params: idParams }, ({ caller, params }) => deleteWebhook({ caller, db: db() }, params.id));
