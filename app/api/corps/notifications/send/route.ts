import { after } from "next/server";
import { db } from "@/lib/db/client";
import { sendNotification } from "@/lib/corps/notifications/notification-send";
import { NotificationSend } from "@/lib/corps/notifications/notification-schemas";
import { route } from "@/lib/http/route";

export const maxDuration = 60;

export const POST = route({ auth: "recruiter", rateLimit: "notify", body: NotificationSend }, ({ caller, body }) =>
  sendNotification({ caller, db: db() }, body, after),
);
