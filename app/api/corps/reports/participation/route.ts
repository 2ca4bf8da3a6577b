import { db } from "@/lib/db/client";
import { participationReport } from "@/lib/corps/reports/participation";
import { ReportWindowQuery } from "@/lib/corps/reports/report-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", rateLimit: "report", query: ReportWindowQuery }, ({ caller, query }) =>
  participationReport({ caller, db: db() }, query),
);
