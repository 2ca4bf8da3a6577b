import { db } from "@/lib/db/client";
import { RevokeCredentialBody } from "@/lib/corps/credentials/credential-schemas";
import { revokeCredential } from "@/lib/corps/credentials/credentials";
import { route } from "@/lib/http/route";
import { idParams } from "@/lib/schemas/common-schemas";

export const POST = route({ auth: "corps_admin", params: idParams, body: RevokeCredentialBody }, ({ caller, params, body }) =>
  revokeCredential({ caller, db: db() }, params.id, body),
);
