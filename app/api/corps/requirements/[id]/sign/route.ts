import { db } from "@/lib/db/client";
import { SignWaiverBody } from "@/lib/corps/requirements/requirement-schemas";
import { signWaiver } from "@/lib/corps/requirements/sign-waiver";
import { clientAddress } from "@/lib/http/client-ip";
import { idParams } from "@/lib/schemas/common-schemas";
import { json, route } from "@/lib/http/route";

export const POST = route({ auth: "volunteer", params: idParams, body: SignWaiverBody }, async ({ req, caller, params, body }) =>
  json(await signWaiver({ caller, db: db() }, params.id, body, { ip: clientAddress(req.headers), userAgent: req.headers.get("user-agent") }), 201),
);
