// A local OpenID Connect provider (oidc-provider, its built-in dev login page accepts any login)
// standing in for the hosted identity provider in integration and browser tests. It keeps the
// package's default claim placement (conformIdTokenClaims): e-mail and name are served by the
// userinfo endpoint only, never in the ID token, as OpenID Connect Core allows.
//
// The login typed on its page decides the account:
// - `label|email|verification`: subject is that whole string; verification is `verified`
//   (email_verified: true), `unverified` (false), `absent` (no email_verified claim) or `token`
//   (no claim in userinfo; the API access tokens carry email and email_verified: true);
// - anything else: the subject is the login, the e-mail the login (or login@oidc.test), verified.
//
// Access tokens requested for the resource API_RESOURCE are RFC 9068 JWTs (typ at+jwt) whose
// audience is `apiAudience`, signed with `privateJwk`, the provider's only key, which tests also
// use to sign hand-made tokens the provider would issue.
import type { Server } from "node:http";
import { exportJWK, generateKeyPair, type JWK } from "jose";
import Provider, { errors } from "oidc-provider";

export const API_RESOURCE = "https://api.corps.test";
export const API_SCOPE = "corps:api";

export interface TestOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Another application registered at the same provider (its ID tokens must not work here). */
  otherClient: { clientId: string; clientSecret: string; redirectUri: string };
  apiAudience: string;
  privateJwk: JWK;
  close(): Promise<void>;
}

export interface TestAccount {
  sub: string;
  email: string;
  verification: "verified" | "unverified" | "absent" | "token";
  name: string;
}

export function testAccount(login: string): TestAccount {
  const parts = login.split("|");
  if (parts.length === 3) {
    const [label, email, verification] = parts;
    if (!["verified", "unverified", "absent", "token"].includes(verification)) throw new Error(`unknown verification ${verification}`);
    return { sub: login, email: email.toLowerCase(), verification: verification as TestAccount["verification"], name: `OIDC ${label}` };
  }
  const email = login.includes("@") ? login.toLowerCase() : `${login.toLowerCase()}@oidc.test`;
  return { sub: login, email, verification: "verified", name: `OIDC ${login.split("@")[0]}` };
}

export async function startOidcProvider(
  port: number,
  appBaseUrl: string,
  opts: { apiAudience?: string; privateJwk?: JWK; clientId?: string; clientSecret?: string } = {},
): Promise<TestOidc> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = opts.clientId ?? "corps-e2e";
  const clientSecret = opts.clientSecret ?? "corps-e2e-secret";
  const apiAudience = opts.apiAudience ?? API_RESOURCE;
  const otherClient = { clientId: "another-app", clientSecret: "another-app-secret", redirectUri: "http://127.0.0.1:9/another-app/callback" };
  let privateJwk = opts.privateJwk;
  if (!privateJwk) {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    privateJwk = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appBaseUrl}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
      {
        client_id: otherClient.clientId,
        client_secret: otherClient.clientSecret,
        redirect_uris: [otherClient.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [privateJwk] },
    async findAccount(_ctx, id) {
      const account = testAccount(id);
      return {
        accountId: id,
        async claims() {
          if (account.verification === "token") return { sub: id, email: account.email, name: account.name };
          const verified = account.verification === "absent" ? {} : { email_verified: account.verification === "verified" };
          return { sub: id, email: account.email, ...verified, name: account.name };
        },
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: {
      devInteractions: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // The resource named at authorization is the one the token endpoint issues for.
        useGrantedResource: async () => true,
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== API_RESOURCE) throw new errors.InvalidTarget();
          return { scope: API_SCOPE, audience: apiAudience, accessTokenFormat: "jwt", jwt: { sign: { alg: "RS256" } } };
        },
      },
    },
    async extraTokenClaims(_ctx, token) {
      const account = token.accountId ? testAccount(token.accountId) : null;
      return account?.verification === "token" ? { email: account.email, email_verified: true } : undefined;
    },
    cookies: { keys: ["corps-test-cookie-key"] },
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, () => resolve(s));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    otherClient,
    apiAudience,
    privateJwk,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
