import { db } from "@/lib/db/client";
import { sendDueReminders } from "@/lib/corps/notifications/reminders";
import { cronRoute } from "@/lib/http/route";

export const maxDuration = 60;

export const GET = cronRoute(() => sendDueReminders(db()));
