import { db } from "@/lib/db/client";
import { deliverSms } from "@/lib/sms/deliver-sms";
import { cronRoute } from "@/lib/http/route";

export const maxDuration = 60;

/** Sends (or retries) every due text of the outbox, including those held by quiet hours. */
export const GET = cronRoute(() => deliverSms(db()));
