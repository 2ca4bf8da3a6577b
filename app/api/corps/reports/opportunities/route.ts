import { db } from "@/lib/db/client";
import { opportunitiesReport } from "@/lib/corps/reports/opportunities-report";
import { ReportWindowQuery } from "@/lib/corps/reports/report-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", rateLimit: "report", query: ReportWindowQuery }, ({ caller, query }) =>
  opportunitiesReport({ caller, db: db() }, query),
);
