import { db } from "@/lib/db/client";
import { rotateIssuerKey } from "@/lib/corps/credentials/issuer-keys";
import { json, route } from "@/lib/http/route";
import { idParams } from "@/lib/schemas/common-schemas";

// A new signing key (rotation): it signs from now on, and the DID document keeps the old ones.
export const POST = route({ auth: "corps_admin", params: idParams }, async ({ caller, params }) =>
  json(await rotateIssuerKey({ caller, db: db() }, params.id), 201),
);
