import { db } from "@/lib/db/client";
import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/corps/notifications/notifications";
import { NotificationPreferencesUpdate } from "@/lib/corps/notifications/notification-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer" }, ({ caller }) => getNotificationPreferences({ caller, db: db() }));

export const PUT = route({ auth: "volunteer", body: NotificationPreferencesUpdate }, ({ caller, body }) =>
  updateNotificationPreferences({ caller, db: db() }, body),
);
