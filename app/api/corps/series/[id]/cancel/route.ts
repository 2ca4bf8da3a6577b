import { after } from "next/server";
import { db } from "@/lib/db/client";
import { SeriesCancelBody } from "@/lib/corps/series/series-schemas";
import { cancelSeries } from "@/lib/corps/series/series-transitions";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "recruiter", params: idParams, body: SeriesCancelBody }, ({ caller, params, body }) =>
  cancelSeries({ caller, db: db() }, params.id, body, after),
);
