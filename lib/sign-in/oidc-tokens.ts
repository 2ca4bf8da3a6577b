// Access tokens of the hosted identity provider as API credentials (RFC 9068): verified against
// its JWKS, accepted only for the configured audience (OIDC_AUDIENCE), and never an ID token.
import { decodeProtectedHeader, jwtVerify, type JWTHeaderParameters, type JWTPayload } from "jose";
import { env } from "@/lib/env";
import { oidcMetadata } from "./oidc-discovery";

export type ProviderToken =
  /** Not a signed JWT at all: not the provider's. */
  | { kind: "not_jwt" }
  /** A JWT this API refuses; `message` says why (answered with 401). */
  | { kind: "refused"; message: string }
  | { kind: "access_token"; claims: JWTPayload };

// Asymmetric algorithms only: a key set never verifies a token MACed with a shared secret.
const ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA"];

/** Claims that only ID tokens carry (OpenID Connect Core 2, 3.1.3.6, 3.3.2.11, FAPI s_hash). */
const ID_TOKEN_CLAIMS = ["nonce", "at_hash", "c_hash", "s_hash"] as const;

/**
 * Why a verified JWT of the issuer is an ID token rather than an access token, or null when it is
 * an access token. The rule (docs/decisions/033-oidc-identity-and-provider-tokens.md):
 * 1. a token carrying nonce, at_hash, c_hash or s_hash, or marked as an ID token by its provider
 *    (`token_use: "id"` on Cognito, `typ: "ID"` on Keycloak) is an ID token;
 * 2. otherwise a header `typ` of `at+jwt` (RFC 9068) makes it an access token;
 * 3. otherwise (`typ` JWT or absent, as Auth0, Entra ID and Okta send) it must carry `scope` or
 *    `scp`: every one of those providers puts the granted scopes in its access tokens, and no ID
 *    token carries them. The audience alone cannot tell them apart: on Entra ID an access token
 *    for the app's own API has the client id as its audience, exactly like the ID token.
 */
export function idTokenReason(header: Pick<JWTHeaderParameters, "typ">, claims: JWTPayload): string | null {
  for (const claim of ID_TOKEN_CLAIMS) if (claim in claims) return `it carries ${claim}, an ID token claim`;
  if (claims.token_use === "id" || claims.typ === "ID") return "the provider marked it as an ID token";
  const typ = header.typ?.toLowerCase().replace(/^application\//, "");
  if (typ === "at+jwt") return null;
  if (typ !== undefined && typ !== "jwt") return `its type ${header.typ} is not at+jwt`;
  if (claims.scope === undefined && claims.scp === undefined) return "it carries no scope (scope or scp), which every access token has and no ID token has";
  return null;
}

export async function verifyProviderAccessToken(token: string): Promise<ProviderToken> {
  if (token.split(".").length !== 3) return { kind: "not_jwt" };
  let header: JWTHeaderParameters;
  try {
    header = decodeProtectedHeader(token) as JWTHeaderParameters;
  } catch {
    return { kind: "not_jwt" };
  }
  const e = env();
  if (!e.OIDC_ISSUER) return { kind: "refused", message: "Invalid or expired token" };
  if (!e.OIDC_AUDIENCE) {
    return { kind: "refused", message: "Identity provider tokens are not accepted by this API: OIDC_AUDIENCE is not configured" };
  }
  let claims: JWTPayload;
  try {
    const meta = await oidcMetadata(e.OIDC_ISSUER);
    ({ payload: claims } = await jwtVerify(token, meta.jwks, {
      issuer: e.OIDC_ISSUER,
      audience: e.OIDC_AUDIENCE,
      algorithms: ALGORITHMS,
      requiredClaims: ["sub", "exp"],
    }));
  } catch {
    return { kind: "refused", message: "Invalid or expired token" };
  }
  const reason = idTokenReason(header, claims);
  if (reason) return { kind: "refused", message: `ID tokens are not API credentials (${reason}); send an access token` };
  return { kind: "access_token", claims };
}
