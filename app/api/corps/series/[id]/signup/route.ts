import { db } from "@/lib/db/client";
import { cancelMySeriesSignups, signUpForSeries } from "@/lib/corps/series/series-signup";
import { SeriesSignupBody } from "@/lib/corps/series/series-schemas";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams, body: SeriesSignupBody }, ({ caller, params, body }) =>
  signUpForSeries({ caller, db: db() }, params.id, body.notes),
);

export const DELETE = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => cancelMySeriesSignups({ caller, db: db() }, params.id));
