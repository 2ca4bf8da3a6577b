// Sign-in through a real OpenID provider (oidc-provider with its default claim placement: e-mail
// and name only from userinfo) and the provider's tokens as API credentials (issue 20).
import { describe, expect, inject, it } from "vitest";
import { signAccessToken } from "../support/jwks-issuer";
import { signInThroughProvider, tokensFromProvider } from "../support/oidc-login";
import { API_RESOURCE, API_SCOPE } from "../support/oidc-provider";
import { api, testDb, tokenFor, uniq } from "@/tests/helpers/api";

const appClient = () => ({ clientId: inject("oidcClientId"), clientSecret: inject("oidcClientSecret"), redirectUri: `${inject("baseUrl")}/api/auth/callback/oidc` });

/** GET with the session cookie of a browser sign-in. */
async function withCookie<T = Record<string, unknown>>(cookie: string, path: string) {
  return api<T>(path, { headers: { cookie } });
}

async function auditEntries(subject: string) {
  return testDb().auditLogEntry.findMany({ where: { action: "sso.link_refused", changes: { path: ["subject"], equals: subject } } });
}

describe("browser sign-in through the identity provider", () => {
  it("a new verified e-mail served by userinfo only signs in and lands in the app as a volunteer", async () => {
    const email = `new-${uniq()}@example.org`;
    const login = `new-${uniq()}|${email}|verified`;
    const result = await signInThroughProvider(inject("baseUrl"), login, "/volunteer");
    expect(result.landedAt.pathname).toBe("/volunteer");
    expect(result.cookie).not.toBeNull();
    const user = await testDb().user.findUnique({ where: { email } });
    expect(user).toMatchObject({ role: "volunteer", oidcIssuer: inject("oidcIssuer"), oidcSubject: login, name: `OIDC ${login.split("|")[0]}` });
    const me = await withCookie<{ email: string }>(result.cookie!, "/api/corps/hours/me");
    expect(me.status).toBe(200);
  });

  it("an unverified e-mail equal to an admin's does not get the admin's account, and is audited", async () => {
    const login = `attacker-${uniq()}|admin@demo.org|unverified`;
    const result = await signInThroughProvider(inject("baseUrl"), login, "/admin");
    expect(result.landedAt.pathname).toBe("/signin");
    expect(result.landedAt.searchParams.get("error")).toBe("SsoEmailUnverified");
    expect(result.cookie).toBeNull();
    const admin = await testDb().user.findUnique({ where: { email: "admin@demo.org" } });
    expect(admin?.oidcSubject).toBeNull();
    const page = await api(`/signin?error=SsoEmailUnverified`);
    expect(page.text).toContain("has not verified your e-mail address");
    const [entry] = await auditEntries(login);
    expect(entry).toMatchObject({ action: "sso.link_refused", targetType: "user", targetId: admin?.id, orgId: admin?.orgId, actorEmail: "admin@demo.org" });
    expect(entry.changes).toMatchObject({ reason: "email_unverified", email_verified: false, via: "sign_in" });
  });

  it("an e-mail without email_verified does not link either", async () => {
    const { userId } = await tokenFor({ email: `absent-${uniq()}@test.org`, role: "recruiter", org: `Absent ${uniq()}` });
    const user = await testDb().user.findUniqueOrThrow({ where: { id: userId } });
    const result = await signInThroughProvider(inject("baseUrl"), `absent-${uniq()}|${user.email}|absent`);
    expect(result.landedAt.searchParams.get("error")).toBe("SsoEmailUnverified");
    expect((await testDb().user.findUniqueOrThrow({ where: { id: userId } })).oidcSubject).toBeNull();
  });

  it("a verified e-mail links an existing user once; a second subject with that e-mail is refused", async () => {
    const email = `link-${uniq()}@test.org`;
    const { userId } = await tokenFor({ email, role: "recruiter", org: `Link Org ${uniq()}` });
    const first = `first-${uniq()}|${email}|verified`;
    const signedIn = await signInThroughProvider(inject("baseUrl"), first, "/recruiter");
    expect(signedIn.landedAt.pathname).toBe("/recruiter");
    expect(await testDb().user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ oidcSubject: first, oidcIssuer: inject("oidcIssuer") });
    // The same subject signs in again: same user.
    const again = await signInThroughProvider(inject("baseUrl"), first, "/recruiter");
    expect(again.landedAt.pathname).toBe("/recruiter");

    const second = `second-${uniq()}|${email}|verified`;
    const refused = await signInThroughProvider(inject("baseUrl"), second, "/recruiter");
    expect(refused.landedAt.searchParams.get("error")).toBe("SsoOtherIdentity");
    expect(refused.cookie).toBeNull();
    expect((await testDb().user.findUniqueOrThrow({ where: { id: userId } })).oidcSubject).toBe(first);
    const [entry] = await auditEntries(second);
    expect(entry).toMatchObject({ targetId: userId, changes: expect.objectContaining({ reason: "subject_mismatch", email_verified: true }) });
  });

  it("a deactivated member is refused at sign-in with a message", async () => {
    const email = `deact-${uniq()}@test.org`;
    const login = `deact-${uniq()}|${email}|verified`;
    expect((await signInThroughProvider(inject("baseUrl"), login)).cookie).not.toBeNull();
    await testDb().user.update({ where: { email }, data: { isActive: false } });
    const result = await signInThroughProvider(inject("baseUrl"), login);
    expect(result.landedAt.searchParams.get("error")).toBe("AccountDeactivated");
    expect(result.cookie).toBeNull();
  });
});

describe("provider tokens as API credentials", () => {
  it("an access token with the configured audience works; the user is linked by the token's subject", async () => {
    const email = `api-${uniq()}@example.org`;
    const login = `api-${uniq()}|${email}|verified`;
    // The person signs in once through the app, then an API client uses their access token.
    expect((await signInThroughProvider(inject("baseUrl"), login)).cookie).not.toBeNull();
    const tokens = await tokensFromProvider(inject("oidcIssuer"), appClient(), login, { resource: API_RESOURCE, scope: `openid email profile ${API_SCOPE}` });
    const header = JSON.parse(Buffer.from(tokens.access_token.split(".")[0], "base64url").toString()) as { typ?: string };
    expect(header.typ).toBe("at+jwt");
    const res = await api<{ hours: unknown[] }>("/api/corps/hours/me", { token: tokens.access_token });
    expect(res.status).toBe(200);
  });

  it("this app's ID token is refused as a Bearer token, although its audience equals OIDC_AUDIENCE", async () => {
    const login = `idtok-${uniq()}|idtok-${uniq()}@example.org|verified`;
    expect((await signInThroughProvider(inject("baseUrl"), login)).cookie).not.toBeNull();
    const tokens = await tokensFromProvider(inject("oidcIssuer"), appClient(), login);
    const claims = JSON.parse(Buffer.from(tokens.id_token.split(".")[1], "base64url").toString()) as { aud: string };
    expect(claims.aud).toBe(inject("oidcAudience"));
    const res = await api<{ error: { code: string; message: string } }>("/api/corps/hours/me", { token: tokens.id_token });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/ID tokens are not API credentials/);
  });

  it("another application's ID token and access token are refused", async () => {
    const login = `other-${uniq()}|other-${uniq()}@example.org|verified`;
    expect((await signInThroughProvider(inject("baseUrl"), login)).cookie).not.toBeNull();
    const tokens = await tokensFromProvider(inject("oidcIssuer"), inject("oidcOtherClient"), login);
    expect((await api("/api/corps/hours/me", { token: tokens.id_token })).status).toBe(401);
    // Its opaque access token is no JWT of ours either.
    expect((await api("/api/corps/hours/me", { token: tokens.access_token })).status).toBe(401);
  });

  it("a token for another audience is refused", async () => {
    const login = `aud-${uniq()}|aud-${uniq()}@example.org|verified`;
    expect((await signInThroughProvider(inject("baseUrl"), login)).cookie).not.toBeNull();
    const token = await signAccessToken(inject("oidcIssuer"), inject("oidcPrivateJwk"), { sub: login, aud: "https://another-api.example", scope: "read" }, "5m", "at+jwt");
    expect((await api("/api/corps/hours/me", { token })).status).toBe(401);
  });

  it("an unlinked subject whose access token carries a verified e-mail is linked; an unverified one is 401", async () => {
    const email = `bearer-${uniq()}@test.org`;
    const { userId } = await tokenFor({ email, role: "recruiter", org: `Bearer Org ${uniq()}` });
    const unverified = await signAccessToken(inject("oidcIssuer"), inject("oidcPrivateJwk"), { sub: `u-${uniq()}`, aud: inject("oidcAudience"), scope: "openid", email, email_verified: false }, "5m", "at+jwt");
    const refused = await api<{ error: { code: string; message: string } }>("/api/corps/opportunities", { token: unverified });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/not verified/);
    expect((await testDb().user.findUniqueOrThrow({ where: { id: userId } })).oidcSubject).toBeNull();

    const login = `tok-${uniq()}|${email}|token`;
    const tokens = await tokensFromProvider(inject("oidcIssuer"), appClient(), login, { resource: API_RESOURCE, scope: `openid ${API_SCOPE}` });
    const res = await api("/api/corps/opportunities", { token: tokens.access_token });
    expect(res.status).toBe(200);
    expect((await testDb().user.findUniqueOrThrow({ where: { id: userId } })).oidcSubject).toBe(login);
  });
});
