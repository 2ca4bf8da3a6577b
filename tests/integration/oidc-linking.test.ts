// The linking rules of lib/sign-in/link-oidc-identity.ts at the service level, for what the HTTP
// tests cannot switch: OIDC_TRUST_EMAIL, links made before issuers were stored, another issuer,
// and two first sign-ins of one person at the same time.
import { afterEach, describe, expect, it } from "vitest";
import { linkOidcIdentity, type OidcIdentity } from "@/lib/sign-in/link-oidc-identity";
import { resetEnvCache } from "@/lib/env";
import { testDb, tokenFor, uniq } from "@/tests/helpers/api";

const ISSUER = "https://idp.linking.test";

function identity(over: Partial<OidcIdentity>): OidcIdentity {
  return { issuer: ISSUER, sub: `sub-${uniq()}`, email: `p-${uniq()}@linking.test`, emailVerified: true, name: "Pat", via: "sign_in", ...over };
}

afterEach(() => {
  delete process.env.OIDC_TRUST_EMAIL;
  resetEnvCache();
});

describe("linkOidcIdentity", () => {
  it("links an unverified e-mail only when the operator set OIDC_TRUST_EMAIL=1", async () => {
    const { userId } = await tokenFor({ email: `trust-${uniq()}@linking.test`, role: "recruiter", org: `Trust ${uniq()}` });
    const email = (await testDb().user.findUniqueOrThrow({ where: { id: userId } })).email;
    const who = identity({ email, emailVerified: false });
    expect(await linkOidcIdentity(testDb(), who)).toEqual({ ok: false, reason: "email_unverified" });
    process.env.OIDC_TRUST_EMAIL = "1";
    resetEnvCache();
    expect(await linkOidcIdentity(testDb(), who)).toEqual({ ok: true, userId, created: false });
    expect(await testDb().user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ oidcIssuer: ISSUER, oidcSubject: who.sub });
  });

  it("refuses to create a user from an unverified e-mail, and one without an e-mail", async () => {
    const unverified = identity({ emailVerified: false });
    expect(await linkOidcIdentity(testDb(), unverified)).toEqual({ ok: false, reason: "email_unverified" });
    expect(await testDb().user.findUnique({ where: { email: unverified.email ?? "" } })).toBeNull();
    expect(await linkOidcIdentity(testDb(), identity({ email: null }))).toEqual({ ok: false, reason: "email_missing" });
  });

  it("a linked subject signs in whatever its e-mail claims now", async () => {
    const first = identity({});
    const linked = await linkOidcIdentity(testDb(), first);
    expect(linked).toMatchObject({ ok: true, created: true });
    const later = await linkOidcIdentity(testDb(), { ...first, email: "someone.else@linking.test", emailVerified: false });
    expect(later).toEqual({ ok: true, userId: (linked as { userId: string }).userId, created: false });
  });

  it("completes a link recorded before issuers were stored, and never lets another subject in", async () => {
    const { userId } = await tokenFor({ email: `legacy-${uniq()}@linking.test`, role: "volunteer", org: `Legacy ${uniq()}` });
    const sub = `legacy-${uniq()}`;
    await testDb().user.update({ where: { id: userId }, data: { oidcSubject: sub, oidcIssuer: null } });
    expect(await linkOidcIdentity(testDb(), identity({ sub, email: null }))).toEqual({ ok: true, userId, created: false });
    expect((await testDb().user.findUniqueOrThrow({ where: { id: userId } })).oidcIssuer).toBe(ISSUER);
    const email = (await testDb().user.findUniqueOrThrow({ where: { id: userId } })).email;
    expect(await linkOidcIdentity(testDb(), identity({ email }))).toEqual({ ok: false, reason: "subject_mismatch" });
  });

  it("re-links a user of another issuer (the operator changed providers) by a verified e-mail", async () => {
    const { userId } = await tokenFor({ email: `moved-${uniq()}@linking.test`, role: "volunteer", org: `Moved ${uniq()}` });
    await testDb().user.update({ where: { id: userId }, data: { oidcIssuer: "https://old-idp.test", oidcSubject: "old-sub" } });
    const email = (await testDb().user.findUniqueOrThrow({ where: { id: userId } })).email;
    const who = identity({ email });
    expect(await linkOidcIdentity(testDb(), who)).toEqual({ ok: true, userId, created: false });
    expect(await testDb().user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ oidcIssuer: ISSUER, oidcSubject: who.sub });
  });

  it("two simultaneous first sign-ins of one person create one user", async () => {
    const who = identity({});
    const results = await Promise.all([linkOidcIdentity(testDb(), who), linkOidcIdentity(testDb(), who), linkOidcIdentity(testDb(), who)]);
    const ids = new Set(results.map((r) => (r.ok ? r.userId : r.reason)));
    expect(ids.size).toBe(1);
    expect(await testDb().user.count({ where: { email: who.email ?? "" } })).toBe(1);
  });

  it("two simultaneous subjects racing for one existing user: exactly one links", async () => {
    const { userId } = await tokenFor({ email: `race-${uniq()}@linking.test`, role: "volunteer", org: `Race ${uniq()}` });
    const email = (await testDb().user.findUniqueOrThrow({ where: { id: userId } })).email;
    const results = await Promise.all([linkOidcIdentity(testDb(), identity({ email })), linkOidcIdentity(testDb(), identity({ email }))]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "subject_mismatch" }]);
  });
});
