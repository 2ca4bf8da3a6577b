// One pass of the webhook job: fan new events out to endpoints, then deliver what is due.
import type { Db } from "@/lib/db/client";
import { deliverWebhooks, fanOutEvents } from "./deliver-webhooks";

export async function runWebhookCron(db: Db) {
  // In a transaction although it is one statement: the embedded dev database (PGlite behind a
  // TCP server) mixes up concurrent statements of different connections unless they are in
  // transactions, which it serializes.
  const fannedOut = await db.$transaction((tx) => fanOutEvents(tx));
  const delivered = await deliverWebhooks(db);
  return { fanned_out: fannedOut, ...delivered };
}
