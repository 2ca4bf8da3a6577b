import { db } from "@/lib/db/client";
import { listMyHours } from "@/lib/corps/hours/hours";
import { HoursPageQuery } from "@/lib/corps/hours/hours-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: HoursPageQuery }, ({ caller, query }) => listMyHours({ caller, db: db() }, query));
