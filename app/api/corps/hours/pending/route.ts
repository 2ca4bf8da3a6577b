import { db } from "@/lib/db/client";
import { listPendingHours } from "@/lib/corps/hours/hours";
import { HoursPendingQuery } from "@/lib/corps/hours/hours-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "recruiter", query: HoursPendingQuery }, ({ caller, query }) =>
  listPendingHours({ caller, db: db() }, query),
);
