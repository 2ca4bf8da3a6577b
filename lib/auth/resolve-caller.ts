// Resolves the caller of an API request from the next-auth session cookie or an
// `Authorization: Bearer` token (the app's own, or the identity provider's access token).
import type { NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/api-error";
import type { Caller } from "./caller";
import { loadCaller } from "./load-caller";
import { verifyOidcAccessToken } from "./oidc-tokens";
import { findOrCreateOidcUser } from "./oidc-user";
import { decodeSessionJwt } from "./session-jwt";

function secret(): string {
  const s = env().NEXTAUTH_SECRET;
  if (!s) throw new Error("NEXTAUTH_SECRET is not set");
  return s;
}

async function callerOrGone(userId: string): Promise<Caller> {
  const caller = await loadCaller(userId);
  if (!caller) throw ApiError.unauthorized("The user of this token no longer exists");
  return caller;
}

/** Returns the caller, null when no credential was sent, or throws UNAUTHORIZED for a bad one. */
export async function resolveCaller(req: NextRequest): Promise<Caller | null> {
  const header = req.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw ApiError.unauthorized("Authorization header must be `Bearer <token>`");
    const token = match[1];
    const own = await decodeSessionJwt({ token, secret: secret() }).catch(() => null);
    if (own?.sub) return callerOrGone(own.sub);
    const claims = await verifyOidcAccessToken(token);
    if (claims?.sub) {
      const user = await findOrCreateOidcUser({
        sub: claims.sub,
        email: typeof claims.email === "string" ? claims.email : null,
        name: typeof claims.name === "string" ? claims.name : null,
      });
      if (!user) throw ApiError.unauthorized("The identity provider's token carries no known user");
      return callerOrGone(user.id);
    }
    throw ApiError.unauthorized("Invalid or expired token");
  }
  const session = await getToken({ req, secret: secret(), decode: decodeSessionJwt });
  if (session?.sub) return callerOrGone(session.sub);
  return null;
}
