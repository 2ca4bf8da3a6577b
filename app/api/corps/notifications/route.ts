import { db } from "@/lib/db/client";
import { listNotifications } from "@/lib/corps/notifications/notifications";
import { NotificationListQuery } from "@/lib/corps/notifications/notification-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: NotificationListQuery }, ({ caller, query }) =>
  listNotifications({ caller, db: db() }, query),
);
