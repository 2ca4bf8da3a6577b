// The identity of a browser sign-in through the identity provider, from what next-auth's OAuth
// layer (openid-client) hands over: the verified ID token, userinfo and the access token.
import { accessTokenClaims, mergeClaims, needsUserinfo } from "./oidc-claims";

/** The parts of openid-client's TokenSet and Client (next-auth's OAuth layer) used here. */
export interface TokenSet {
  access_token?: string;
  claims(): Record<string, unknown>;
}
export interface UserinfoClient {
  userinfo(tokens: TokenSet): Promise<Record<string, unknown>>;
}

/**
 * The identity of a browser sign-in: the verified ID token, completed from userinfo when the ID
 * token lacks the e-mail, its verification or the name (OpenID Connect Core lets a provider serve
 * them from userinfo only, and oidc-provider does by default), and from a JWT access token's claims.
 */
export async function signInClaims(tokens: TokenSet, client: UserinfoClient): Promise<Record<string, unknown>> {
  const id = tokens.claims();
  const sub = String(id.sub);
  const issuer = String(id.iss);
  // openid-client checks that userinfo answers for the ID token's subject.
  const userinfo = needsUserinfo(id) ? await client.userinfo(tokens) : null;
  const access = await accessTokenClaims(issuer, tokens.access_token);
  const merged = mergeClaims(sub, [id, userinfo, access as Record<string, unknown> | null]);
  return { sub, iss: issuer, email: merged.email, email_verified: merged.emailVerified, name: merged.name };
}
