import { db } from "@/lib/db/client";
import { getLottery } from "@/lib/corps/opportunities/lottery-replay";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => getLottery({ caller, db: db() }, params.id));
