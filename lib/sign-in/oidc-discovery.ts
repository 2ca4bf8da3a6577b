// The configured identity provider's discovery document and key set, fetched once per issuer.
import { createRemoteJWKSet } from "jose";

export interface OidcMetadata {
  issuer: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
  userinfoEndpoint: string | null;
}

let cached: Promise<OidcMetadata> | undefined;
let cachedFor: string | undefined;

async function discover(issuer: string): Promise<OidcMetadata> {
  const res = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`);
  if (!res.ok) throw new Error(`OIDC discovery failed with ${res.status}`);
  const meta = (await res.json()) as { jwks_uri?: unknown; userinfo_endpoint?: unknown };
  if (typeof meta.jwks_uri !== "string") throw new Error("OIDC discovery has no jwks_uri");
  return {
    issuer,
    jwks: createRemoteJWKSet(new URL(meta.jwks_uri)),
    userinfoEndpoint: typeof meta.userinfo_endpoint === "string" ? meta.userinfo_endpoint : null,
  };
}

export function oidcMetadata(issuer: string): Promise<OidcMetadata> {
  if (!cached || cachedFor !== issuer) {
    cachedFor = issuer;
    // A failed discovery is not cached: the next request tries again.
    cached = discover(issuer).catch((err: unknown) => {
      cached = undefined;
      throw err;
    });
  }
  return cached;
}
