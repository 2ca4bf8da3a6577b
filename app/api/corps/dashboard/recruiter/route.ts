import { db } from "@/lib/db/client";
import { recruiterDashboard } from "@/lib/corps/dashboards/dashboards";
import { DashboardQuery } from "@/lib/corps/dashboards/dashboard-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "recruiter", query: DashboardQuery }, ({ caller, query }) =>
  recruiterDashboard({ caller, db: db() }, query.org_id),
);
