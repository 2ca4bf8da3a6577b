import { db } from "@/lib/db/client";
import { volunteerDashboard } from "@/lib/corps/dashboards/dashboards";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer" }, ({ caller }) => volunteerDashboard({ caller, db: db() }));
