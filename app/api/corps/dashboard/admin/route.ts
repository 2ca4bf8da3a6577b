import { db } from "@/lib/db/client";
import { adminDashboard } from "@/lib/corps/dashboards/dashboards";
import { DashboardQuery } from "@/lib/corps/dashboards/dashboard-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "corps_admin", query: DashboardQuery }, ({ caller, query }) =>
  adminDashboard({ caller, db: db() }, query.org_id),
);
