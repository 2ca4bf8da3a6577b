import { db } from "@/lib/db/client";
import { createWebhook, listWebhooks } from "@/lib/corps/webhooks/webhooks";
import { WebhookCreate, WebhookListQuery } from "@/lib/corps/webhooks/webhook-schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", query: WebhookListQuery }, ({ caller, query }) => listWebhooks({ caller, db: db() }, query));

export const POST = route({ auth: "corps_admin", body: WebhookCreate }, async ({ caller, body }) =>
  json(await createWebhook({ caller, db: db() }, body), 201),
);
