import { db } from "@/lib/db/client";
import { createHours, listHours } from "@/lib/corps/hours/hours";
import { HoursCreate, HoursListQuery } from "@/lib/corps/hours/hours-schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: HoursListQuery }, ({ caller, query }) => listHours({ caller, db: db() }, query));

export const POST = route({ auth: "volunteer", body: HoursCreate }, async ({ caller, body }) =>
  json(await createHours({ caller, db: db() }, body), 201),
);
