import { db } from "@/lib/db/client";
import { getCredentialForms } from "@/lib/corps/credentials/credentials";
import { CREDENTIAL_CORS, VC_JWT_MEDIA_TYPE, wantsJwt } from "@/lib/http/credential-media";
import { publicRoute } from "@/lib/http/route";
import { idParams } from "@/lib/schemas/common-schemas";

// Public by design: whoever has the link can read and verify it, like a paper certificate.
export const GET = publicRoute({ params: idParams }, async ({ req, params }) => {
  const forms = await getCredentialForms(db(), params.id);
  const jwt = wantsJwt(req.headers.get("accept"));
  return new Response(jwt ? forms.jwt : forms.json, {
    headers: { "content-type": jwt ? VC_JWT_MEDIA_TYPE : "application/json", vary: "Accept", ...CREDENTIAL_CORS },
  });
});
