import { db } from "@/lib/db/client";
import { hoursSummary } from "@/lib/corps/reports/hours-summary";
import { HoursSummaryQuery } from "@/lib/corps/reports/report-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "recruiter", rateLimit: "report", query: HoursSummaryQuery }, ({ caller, query }) =>
  hoursSummary({ caller, db: db() }, query),
);
