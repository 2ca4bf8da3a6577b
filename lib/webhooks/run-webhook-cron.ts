// One pass of the webhook job: fan new events out to endpoints, then deliver what is due.
import type { Db } from "@/lib/db/client";
import { deliverWebhooks, fanOutEvents } from "./deliver-webhooks";

export async function runWebhookCron(db: Db) {
  const fannedOut = await fanOutEvents(db);
  const delivered = await deliverWebhooks(db);
  return { fanned_out: fannedOut, ...delivered };
}
