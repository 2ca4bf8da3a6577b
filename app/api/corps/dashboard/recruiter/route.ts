import { db } from "@/lib/db/client";
import { recruiterDashboard } from "@/lib/corps/dashboards";
import { DashboardQuery } from "@/lib/corps/schemas/dashboard-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "recruiter", query: DashboardQuery }, ({ caller, query }) =>
  recruiterDashboard({ caller, db: db() }, query.org_id),
);
