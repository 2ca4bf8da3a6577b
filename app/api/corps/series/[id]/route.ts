import { after } from "next/server";
import { db } from "@/lib/db/client";
import { getSeries } from "@/lib/corps/series/get-series";
import { SeriesUpdate } from "@/lib/corps/series/series-schemas";
import { updateSeries } from "@/lib/corps/series/update-series";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => getSeries({ caller, db: db() }, params.id));

export const PATCH = route({ auth: "recruiter", params: idParams, body: SeriesUpdate }, ({ caller, params, body }) =>
  updateSeries({ caller, db: db() }, params.id, body, after),
);
