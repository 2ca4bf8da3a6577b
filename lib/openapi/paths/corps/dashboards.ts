import { AdminDashboard, DashboardQuery, RecruiterDashboard, VolunteerDashboard } from "@/lib/corps/dashboards/dashboard-schemas";
import { registerRoute } from "../../registry";

const tags = ["Dashboards"];
registerRoute({
  method: "get",
  path: "/api/corps/dashboard/volunteer",
  summary: "The caller's volunteer dashboard",
  description:
    "upcoming_shifts: next 5 active signups; recent_achievements: last 3; recommended_opportunities: up to 5 by matching score with match_reasons (docs/recommendations.md). Months and years are UTC calendar periods.",
  tags,
  auth: "volunteer",
  response: { schema: VolunteerDashboard },
  errors: ["NOT_FOUND"],
});
registerRoute({
  method: "get",
  path: "/api/corps/dashboard/recruiter",
  summary: "The organization's recruiting dashboard",
  description: "upcoming_events: next 5 published or full opportunities; active_volunteers over the last 90 days. Admins see all organizations or org_id.",
  tags,
  auth: "recruiter",
  query: DashboardQuery,
  response: { schema: RecruiterDashboard },
});
registerRoute({
  method: "get",
  path: "/api/corps/dashboard/admin",
  summary: "Organization or system totals: this calendar month against the previous one",
  description: "corps_admins see their organization, admins all or org_id. participation_trend: the last 12 ISO weeks, oldest first, empty weeks included.",
  tags,
  auth: "corps_admin",
  query: DashboardQuery,
  response: { schema: AdminDashboard },
});
