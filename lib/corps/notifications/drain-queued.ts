// Right after a request answered: send what it queued (its e-mails, texts and its events' webhook
// deliveries), so a confirmation arrives in seconds instead of at the next cron. Each drain claims
// rows with SKIP LOCKED, so this and the crons (the safety net) never send anything twice.
import type { QueuedDeliveries } from "@/lib/async/queued-deliveries";
import { db } from "@/lib/db/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { logger } from "@/lib/logger";
import { deliverSms } from "@/lib/sms/deliver-sms";
import { deliverWebhooks, fanOutEventIds } from "@/lib/webhooks/deliver-webhooks";

export async function drainQueued(q: QueuedDeliveries): Promise<void> {
  const d = db();
  const jobs: Promise<unknown>[] = [];
  if (q.emailIds.length) jobs.push(deliverEmails(d, [...new Set(q.emailIds)]));
  if (q.smsIds.length) jobs.push(deliverSms(d, [...new Set(q.smsIds)]));
  if (q.eventIds.length) {
    jobs.push(
      fanOutEventIds(d, [...new Set(q.eventIds)]).then((ids) => (ids.length ? deliverWebhooks(d, ids, ids.length) : null)),
    );
  }
  const results = await Promise.allSettled(jobs);
  for (const r of results) if (r.status === "rejected") logger.error("delivery after the answer failed (the cron retries)", { err: String(r.reason) });
}
