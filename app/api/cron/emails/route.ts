import { db } from "@/lib/db/client";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { cronRoute } from "@/lib/http/route";

export const maxDuration = 60;

/** Sends (or retries) every due e-mail of the outbox. */
export const GET = cronRoute(() => deliverEmails(db()));
