import { db } from "@/lib/db/client";
import { HandoffCreate } from "@/lib/corps/handoffs/handoff-schemas";
import { offerHandoff } from "@/lib/corps/handoffs/handoffs";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams, body: HandoffCreate }, async ({ caller, params, body }) =>
  json(await offerHandoff({ caller, db: db() }, params.id, body), 201),
);
