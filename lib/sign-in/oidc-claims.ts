// Who a provider says the user is, gathered from the ID token, the userinfo endpoint and the
// access token: OpenID Connect lets a provider serve e-mail and name from userinfo only.
import { jwtVerify, type JWTPayload } from "jose";
import { oidcMetadata } from "./oidc-discovery";

export interface OidcClaims {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Some providers (Cognito) send the boolean as the string "true". */
function verifiedFlag(value: unknown): boolean {
  return value === true || value === "true";
}

/**
 * Merges claim sets, most trusted first. The e-mail is the first one found; it counts as verified
 * only when a source carries that same address together with `email_verified: true` (a flag
 * without its address, or beside another address, proves nothing about this one).
 */
export function mergeClaims(sub: string, sources: (Record<string, unknown> | null | undefined)[]): OidcClaims {
  const present = sources.filter((s): s is Record<string, unknown> => Boolean(s));
  const email = present.map((s) => text(s.email)).find((v) => v !== null)?.toLowerCase() ?? null;
  const emailVerified =
    email !== null &&
    present.some((s) => verifiedFlag(s.email_verified) && text(s.email)?.toLowerCase() === email);
  const name = present.map((s) => text(s.name)).find((v) => v !== null) ?? null;
  return { sub, email, emailVerified, name };
}

/** True when the claims lack something userinfo may add. */
export function needsUserinfo(claims: Record<string, unknown>): boolean {
  return text(claims.email) === null || text(claims.name) === null || claims.email_verified === undefined;
}

/**
 * The userinfo answer for an access token, or null when the endpoint refuses it (an access token
 * for another resource server) or answers for another subject.
 */
export async function fetchUserinfo(issuer: string, accessToken: string, sub: string): Promise<Record<string, unknown> | null> {
  const meta = await oidcMetadata(issuer);
  if (!meta.userinfoEndpoint) return null;
  const res = await fetch(meta.userinfoEndpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" } });
  if (!res.ok) return null;
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  // OpenID Connect Core 5.3.2: a userinfo answer for another subject must not be used.
  return body && body.sub === sub ? body : null;
}

/** The claims of a JWT access token of the issuer (any audience), or null when it is opaque or not the issuer's. */
export async function accessTokenClaims(issuer: string, accessToken: string | undefined): Promise<JWTPayload | null> {
  if (!accessToken || accessToken.split(".").length !== 3) return null;
  try {
    const meta = await oidcMetadata(issuer);
    return (await jwtVerify(accessToken, meta.jwks, { issuer })).payload;
  } catch {
    return null;
  }
}
