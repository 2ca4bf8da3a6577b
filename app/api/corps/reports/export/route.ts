import { db } from "@/lib/db/client";
import { exportReport } from "@/lib/corps/reports/report-export";
import { ExportQuery } from "@/lib/corps/reports/report-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", rateLimit: "export", query: ExportQuery }, ({ caller, query }) =>
  exportReport({ caller, db: db() }, query),
);
