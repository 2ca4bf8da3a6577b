// Resolves the caller of an API request from the next-auth session cookie or an
// `Authorization: Bearer` token (the app's own, or the identity provider's access token).
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import type { JWTPayload } from "jose";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors/api-error";
import type { Caller } from "@/lib/auth/caller";
import { linkOidcIdentity } from "./link-oidc-identity";
import { loadCaller } from "./load-caller";
import { fetchUserinfo, mergeClaims, needsUserinfo } from "./oidc-claims";
import { verifyProviderAccessToken } from "./oidc-tokens";
import { decodeSessionJwt } from "./session-jwt";
import { SSO_REFUSALS } from "./sso-refusals";

function secret(): string {
  const s = env().NEXTAUTH_SECRET;
  if (!s) throw new Error("NEXTAUTH_SECRET is not set");
  return s;
}

async function activeCaller(userId: string): Promise<Caller> {
  const loaded = await loadCaller(userId);
  if ("caller" in loaded) return loaded.caller;
  throw ApiError.unauthorized(loaded.refused === "deactivated" ? SSO_REFUSALS.deactivated.message : "The user of this token no longer exists");
}

/**
 * The user of a verified provider access token, by the same linking rules as a browser sign-in.
 * A token that does not carry the e-mail (most do not) is completed from userinfo, which accepts
 * it when the provider allows that; a subject that was never linked then needs one sign-in first.
 */
async function providerTokenCaller(claims: JWTPayload, token: string): Promise<Caller> {
  const issuer = claims.iss as string;
  const sub = claims.sub as string;
  const raw = claims as Record<string, unknown>;
  const result = await linkOidcIdentity(db(), {
    ...mergeClaims(sub, [raw]),
    issuer,
    via: "bearer",
    complete: async () => {
      const userinfo = needsUserinfo(raw) ? await fetchUserinfo(issuer, token, sub).catch(() => null) : null;
      return mergeClaims(sub, [raw, userinfo]);
    },
  });
  if (!result.ok) throw ApiError.unauthorized(SSO_REFUSALS[result.reason].message);
  return activeCaller(result.userId);
}

/** Returns the caller, null when no credential was sent, or throws UNAUTHORIZED for a bad one. */
export async function resolveCaller(req: NextRequest): Promise<Caller | null> {
  const header = req.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw ApiError.unauthorized("Authorization header must be `Bearer <token>`");
    const token = match[1];
    const own = await decodeSessionJwt({ token, secret: secret() }).catch(() => null);
    if (own?.sub) return activeCaller(own.sub);
    const provider = await verifyProviderAccessToken(token);
    if (provider.kind === "access_token") return providerTokenCaller(provider.claims, token);
    throw ApiError.unauthorized(provider.kind === "refused" ? provider.message : "Invalid or expired token");
  }
  const session = await getToken({ req, secret: secret(), decode: decodeSessionJwt });
  if (session?.sub) return activeCaller(session.sub);
  return null;
}
