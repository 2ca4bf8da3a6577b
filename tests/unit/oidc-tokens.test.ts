// Which provider JWTs are API credentials (issue 20): access tokens for OIDC_AUDIENCE only,
// never ID tokens, and none at all without OIDC_AUDIENCE. Real signatures, a local JWKS.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { idTokenReason, verifyProviderAccessToken } from "@/lib/sign-in/oidc-tokens";
import { mergeClaims } from "@/lib/sign-in/oidc-claims";
import { signInClaims } from "@/lib/sign-in/sign-in-claims";
import { resetEnvCache } from "@/lib/env";
import { signAccessToken, startJwksIssuer, type TestIssuer } from "../support/jwks-issuer";

let issuer: TestIssuer;
const saved = { ...process.env };

beforeAll(async () => {
  issuer = await startJwksIssuer();
});
afterAll(async () => {
  await issuer.close();
});
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

function configure(audience: string | undefined) {
  process.env.OIDC_ISSUER = issuer.issuer;
  if (audience) process.env.OIDC_AUDIENCE = audience;
  else delete process.env.OIDC_AUDIENCE;
  resetEnvCache();
}

describe("idTokenReason", () => {
  it("recognises the ID tokens of common providers", () => {
    // oidc-provider / Auth0 / Okta ID tokens: no scope; some carry nonce or at_hash.
    expect(idTokenReason({}, { sub: "a", aud: "client" })).toMatch(/no scope/);
    expect(idTokenReason({ typ: "JWT" }, { sub: "a", aud: "client", nonce: "n", scope: "x" })).toMatch(/nonce/);
    expect(idTokenReason({}, { sub: "a", at_hash: "h" })).toMatch(/at_hash/);
    // Entra ID v2 ID token for the same registration as the API: aud = client id, no scp.
    expect(idTokenReason({ typ: "JWT" }, { sub: "a", aud: "11111111-2222", tid: "t" })).toMatch(/no scope/);
    // Keycloak and Cognito mark them.
    expect(idTokenReason({ typ: "JWT" }, { sub: "a", typ: "ID", scope: "openid" })).toMatch(/marked/);
    expect(idTokenReason({}, { sub: "a", token_use: "id", scope: "openid" })).toMatch(/marked/);
    expect(idTokenReason({ typ: "at+jwt" }, { sub: "a", nonce: "n" })).toMatch(/nonce/);
    expect(idTokenReason({ typ: "id_token+jwt" }, { sub: "a", scope: "x" })).toMatch(/not at\+jwt/);
  });

  it("accepts the access tokens of common providers", () => {
    expect(idTokenReason({ typ: "at+jwt" }, { sub: "a", client_id: "c" })).toBeNull();
    expect(idTokenReason({ typ: "application/at+jwt" }, { sub: "a" })).toBeNull();
    // Auth0 and Keycloak: scope; Entra ID and Okta: scp (Entra: also for aud = the client id).
    expect(idTokenReason({ typ: "JWT" }, { sub: "a", scope: "openid read:hours" })).toBeNull();
    expect(idTokenReason({ typ: "JWT" }, { sub: "a", aud: "11111111-2222", scp: "access_as_user" })).toBeNull();
    expect(idTokenReason({}, { sub: "a", scp: ["openid"], cid: "c" })).toBeNull();
  });
});

describe("verifyProviderAccessToken", () => {
  const sign = (claims: Record<string, unknown>, typ?: string, expiresIn = "5m") => signAccessToken(issuer.issuer, issuer.privateJwk, { sub: "user-1", ...claims }, expiresIn, typ);

  it("accepts nothing from the provider while OIDC_AUDIENCE is unset, not even a perfect access token", async () => {
    configure(undefined);
    const token = await sign({ aud: "https://api.example", scope: "read" }, "at+jwt");
    const result = await verifyProviderAccessToken(token);
    expect(result).toMatchObject({ kind: "refused", message: expect.stringMatching(/OIDC_AUDIENCE is not configured/) });
  });

  it("accepts an access token for the configured audience", async () => {
    configure("https://api.example");
    const result = await verifyProviderAccessToken(await sign({ aud: "https://api.example", scope: "read" }, "at+jwt"));
    expect(result).toMatchObject({ kind: "access_token", claims: { sub: "user-1" } });
    const list = await verifyProviderAccessToken(await sign({ aud: ["other", "https://api.example"], scp: "read" }));
    expect(list.kind).toBe("access_token");
  });

  it("refuses another audience, an expired token and an ID token with the configured audience", async () => {
    configure("client-id");
    expect((await verifyProviderAccessToken(await sign({ aud: "another", scope: "read" }, "at+jwt"))).kind).toBe("refused");
    expect((await verifyProviderAccessToken(await sign({ aud: "client-id", scope: "read" }, "at+jwt", "-2m"))).kind).toBe("refused");
    const idToken = await verifyProviderAccessToken(await sign({ aud: "client-id", auth_time: 1 }));
    expect(idToken).toMatchObject({ kind: "refused", message: expect.stringMatching(/ID tokens are not API credentials/) });
    expect((await verifyProviderAccessToken(await sign({ aud: "client-id", nonce: "abc", scope: "openid" }))).kind).toBe("refused");
  });

  it("does not treat our own JWE or garbage as a provider token", async () => {
    configure("client-id");
    expect((await verifyProviderAccessToken("a.b.c.d.e")).kind).toBe("not_jwt");
    expect((await verifyProviderAccessToken("not-a-token")).kind).toBe("not_jwt");
  });
});

describe("mergeClaims", () => {
  it("takes the e-mail from the first source and trusts only a verification of that same address", () => {
    expect(mergeClaims("s", [{ sub: "s" }, { email: "A@x.org", email_verified: true, name: "A" }])).toEqual({ sub: "s", email: "a@x.org", emailVerified: true, name: "A" });
    expect(mergeClaims("s", [{ email: "a@x.org" }, { email: "b@x.org", email_verified: true }]).emailVerified).toBe(false);
    expect(mergeClaims("s", [{ email_verified: true }, { email: "a@x.org" }]).emailVerified).toBe(false);
    expect(mergeClaims("s", [{ email: "a@x.org", email_verified: "true" }]).emailVerified).toBe(true);
    expect(mergeClaims("s", [{ email: "a@x.org", email_verified: "false" }]).emailVerified).toBe(false);
    expect(mergeClaims("s", [{}, null]).email).toBeNull();
  });
});

describe("signInClaims (both kinds of provider)", () => {
  const client = (answer: Record<string, unknown>) => {
    const calls: unknown[] = [];
    return { calls, userinfo: async (t: unknown) => (calls.push(t), answer) };
  };

  it("a provider that puts e-mail and name in the ID token: userinfo is not called", async () => {
    const c = client({});
    const claims = await signInClaims({ claims: () => ({ iss: issuer.issuer, sub: "s1", email: "A@x.org", email_verified: true, name: "Ann" }) }, c);
    expect(claims).toEqual({ sub: "s1", iss: issuer.issuer, email: "a@x.org", email_verified: true, name: "Ann" });
    expect(c.calls).toHaveLength(0);
  });

  it("a provider that serves them from userinfo only (OpenID Connect Core's choice, oidc-provider's default)", async () => {
    const c = client({ sub: "s2", email: "b@x.org", email_verified: true, name: "Bo" });
    const claims = await signInClaims({ claims: () => ({ iss: issuer.issuer, sub: "s2" }) }, c);
    expect(claims).toEqual({ sub: "s2", iss: issuer.issuer, email: "b@x.org", email_verified: true, name: "Bo" });
    expect(c.calls).toHaveLength(1);
  });

  it("takes email_verified from a JWT access token of the issuer, and ignores one it cannot verify", async () => {
    const access = await signAccessToken(issuer.issuer, issuer.privateJwk, { sub: "s3", aud: "api", scope: "openid", email: "c@x.org", email_verified: true }, "5m", "at+jwt");
    const c = client({ sub: "s3", email: "c@x.org", name: "Cy" });
    const verified = await signInClaims({ access_token: access, claims: () => ({ iss: issuer.issuer, sub: "s3" }) }, c);
    expect(verified.email_verified).toBe(true);
    const forged = `${access.slice(0, -4)}AAAA`;
    const unverified = await signInClaims({ access_token: forged, claims: () => ({ iss: issuer.issuer, sub: "s3" }) }, c);
    expect(unverified.email_verified).toBe(false);
  });
});
