// A local OpenID Connect provider (oidc-provider, its built-in dev login page accepts any
// login) standing in for the hosted identity provider in browser tests.
import type { Server } from "node:http";
import Provider from "oidc-provider";

export interface TestOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcProvider(port: number, appBaseUrl: string): Promise<TestOidc> {
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "corps-e2e";
  const clientSecret = "corps-e2e-secret";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appBaseUrl}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    async findAccount(_ctx, id) {
      const email = id.includes("@") ? id.toLowerCase() : `${id.toLowerCase()}@oidc.test`;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email, email_verified: true, name: `OIDC ${id.split("@")[0]}` };
        },
      };
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Without this the ID token carries only sub, and next-auth would miss name and e-mail.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["corps-e2e-cookie-key"] },
  });
  const server: Server = await new Promise((resolve) => {
    const s = provider.listen(port, () => resolve(s));
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
