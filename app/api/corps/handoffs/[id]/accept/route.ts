import { db } from "@/lib/db/client";
import { HandoffAccept } from "@/lib/corps/handoffs/handoff-schemas";
import { acceptHandoff } from "@/lib/corps/handoffs/handoffs";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams, body: HandoffAccept }, async ({ caller, params, body }) =>
  json(await acceptHandoff({ caller, db: db() }, params.id, body), 201),
);
