import { db } from "@/lib/db/client";
import { acceptOffer } from "@/lib/corps/signups/offer-answers";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => acceptOffer({ caller, db: db() }, params.id));
