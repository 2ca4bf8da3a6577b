import { db } from "@/lib/db/client";
import { sendDueDigests } from "@/lib/corps/digests/digests";
import { cronRoute } from "@/lib/http/route";

export const maxDuration = 60;

/** Daily and weekly digests due at 08:00 in each organization's zone (run hourly). */
export const GET = cronRoute(() => sendDueDigests(db()));
