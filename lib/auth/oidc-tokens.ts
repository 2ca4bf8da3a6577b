// Access tokens of the hosted identity provider (when OIDC_ISSUER is configured), verified
// against its JWKS and mapped to a user by OIDC subject or e-mail.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { env } from "@/lib/env";

let jwks: { issuer: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

async function keySet(issuer: string) {
  if (jwks?.issuer === issuer) return jwks.set;
  const res = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed with ${res.status}`);
  const meta = (await res.json()) as { jwks_uri?: unknown };
  if (typeof meta.jwks_uri !== "string") throw new Error("OIDC discovery has no jwks_uri");
  jwks = { issuer, set: createRemoteJWKSet(new URL(meta.jwks_uri)) };
  return jwks.set;
}

/** Returns the verified claims, or null when the token is not a valid token of the issuer. */
export async function verifyOidcAccessToken(token: string): Promise<JWTPayload | null> {
  const e = env();
  if (!e.OIDC_ISSUER) return null;
  // Our own tokens are 5-part JWEs; an IdP access token verifiable by JWKS is a 3-part JWS.
  if (token.split(".").length !== 3) return null;
  try {
    const { payload } = await jwtVerify(token, await keySet(e.OIDC_ISSUER), {
      issuer: e.OIDC_ISSUER,
      ...(e.OIDC_AUDIENCE ? { audience: e.OIDC_AUDIENCE } : {}),
    });
    return payload;
  } catch {
    return null;
  }
}
