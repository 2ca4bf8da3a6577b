// A minimal OIDC issuer for tests that need no login: serves discovery and a JWKS, and signs
// tokens with its private key, as a hosted identity provider would. signAccessToken also signs
// with the key of the oidc-provider test provider (tests/support/oidc-provider.ts).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from "jose";

export interface TestIssuer {
  issuer: string;
  privateJwk: JWK;
  close(): Promise<void>;
}

export async function startJwksIssuer(): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const privateJwk = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256" };
  let issuer = "";
  const server = http.createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/.well-known/openid-configuration") {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token` }));
    } else if (req.url === "/jwks") {
      res.end(JSON.stringify({ keys: [publicJwk] }));
    } else {
      res.statusCode = 404;
      res.end("{}");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, privateJwk, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A JWT of `issuer` signed with `privateJwk`; `typ` sets the header type (`at+jwt` for RFC 9068 access tokens). */
export async function signAccessToken(issuer: string, privateJwk: JWK, claims: Record<string, unknown>, expiresIn = "5m", typ?: string): Promise<string> {
  const key = await importJWK(privateJwk, "RS256");
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256", kid: privateJwk.kid ?? "test-key", ...(typ ? { typ } : {}) })
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}
