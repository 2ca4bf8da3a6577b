import { db } from "@/lib/db/client";
import { cronRoute } from "@/lib/http/route";
import { runWebhookCron } from "@/lib/webhooks/run-webhook-cron";

export const maxDuration = 60;

export const GET = cronRoute(() => runWebhookCron(db()));
