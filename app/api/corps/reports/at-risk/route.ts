import { db } from "@/lib/db/client";
import { AtRiskQuery } from "@/lib/corps/attendance/attendance-schemas";
import { atRiskReport } from "@/lib/corps/attendance/forecast";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "recruiter", query: AtRiskQuery }, ({ caller, query }) => atRiskReport({ caller, db: db() }, query));
