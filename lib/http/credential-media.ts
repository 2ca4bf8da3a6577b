// HTTP details of the public credential documents: the JWT form's media type (VC-JOSE-COSE) and
// the CORS header that lets wallets and verifiers on other sites read them.
export const VC_JWT_MEDIA_TYPE = "application/vc+jwt";

export const CREDENTIAL_CORS = { "access-control-allow-origin": "*" } as const;

/** True when the Accept header prefers the JWT form (it is named, with a q above 0). */
export function wantsJwt(accept: string | null): boolean {
  if (!accept) return false;
  return accept.split(",").some((part) => {
    const [type, ...params] = part.trim().split(";").map((s) => s.trim().toLowerCase());
    if (type !== VC_JWT_MEDIA_TYPE) return false;
    const q = params.find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
