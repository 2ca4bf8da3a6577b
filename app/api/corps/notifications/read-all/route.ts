import { db } from "@/lib/db/client";
import { markAllNotificationsRead } from "@/lib/corps/notifications/notifications";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer" }, ({ caller }) => markAllNotificationsRead({ caller, db: db() }));
