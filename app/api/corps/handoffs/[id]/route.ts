import { db } from "@/lib/db/client";
import { withdrawHandoff } from "@/lib/corps/handoffs/handoffs";
import { idParams } from "@/lib/schemas/common-schemas";
import { route } from "@/lib/http/route";

export const DELETE = route({ auth: "volunteer", params: idParams }, ({ caller, params }) => withdrawHandoff({ caller, db: db() }, params.id));
