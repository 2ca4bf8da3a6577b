import { db } from "@/lib/db/client";
import { getDidDocument } from "@/lib/corps/credentials/issuer-keys";
import { CREDENTIAL_CORS } from "@/lib/http/credential-media";
import { publicRoute } from "@/lib/http/route";
import { idParams } from "@/lib/schemas/common-schemas";

// The did:web document of an organization as issuer (did:web:<host>:orgs:<id>).
export const GET = publicRoute({ params: idParams, identify: false }, async ({ params }) =>
  Response.json(await getDidDocument(db(), params.id), { headers: { "cache-control": "public, max-age=300", ...CREDENTIAL_CORS } }),
);
