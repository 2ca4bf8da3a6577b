import { db } from "@/lib/db/client";
import { statusListCredential } from "@/lib/corps/credentials/status-list";
import { CREDENTIAL_CORS } from "@/lib/http/credential-media";
import { publicRoute } from "@/lib/http/route";
import { idParams } from "@/lib/schemas/common-schemas";

// The organization's revocation list (Bitstring Status List), signed; cached briefly so a revocation shows within minutes.
export const GET = publicRoute({ params: idParams, identify: false }, async ({ params }) =>
  Response.json(await statusListCredential(db(), params.id), { headers: { "cache-control": "public, max-age=300", ...CREDENTIAL_CORS } }),
);
