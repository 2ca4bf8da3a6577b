import { db } from "@/lib/db/client";
import { createVolunteer, listVolunteers } from "@/lib/corps/volunteers/volunteers";
import { VolunteerCreate, VolunteerListQuery } from "@/lib/corps/volunteers/volunteer-schemas";
import { json, route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", query: VolunteerListQuery }, ({ caller, query }) =>
  listVolunteers({ caller, db: db() }, query),
);

export const POST = route({ auth: "volunteer", body: VolunteerCreate }, async ({ caller, body }) =>
  json(await createVolunteer({ caller, db: db() }, body), 201),
);
