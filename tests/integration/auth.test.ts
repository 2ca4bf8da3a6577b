import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { encode } from "next-auth/jwt";
import { describe, expect, inject, it } from "vitest";
import { signAccessToken } from "../support/jwks-issuer";
import { api, testDb, tokenFor, uniq } from "@/tests/helpers/api";

const run = promisify(execFile);

describe("authentication", () => {
  it("answers 401 in the envelope without credentials", async () => {
    const res = await api("/api/corps/volunteers");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    expect(typeof (res.body as { error: { message: string } }).error.message).toBe("string");
  });

  it("answers 401 for a garbage or wrongly signed token", async () => {
    expect((await api("/api/corps/volunteers", { token: "not-a-token" })).status).toBe(401);
    const forged = await encode({ token: { sub: "00000000-0000-4000-8000-000000000000" }, secret: "some-other-secret" });
    const res = await api("/api/corps/volunteers", { token: forged });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    const basic = await api("/api/corps/volunteers", { headers: { authorization: "Basic abc" } });
    expect(basic.status).toBe(401);
  });

  it("gives a clear 401 when the token's user no longer exists", async () => {
    const { token, userId } = await tokenFor({ email: `gone-${uniq()}@test.org`, role: "volunteer", org: "Gone Org" });
    expect((await api("/api/corps/volunteers", { token })).status).toBe(200);
    await testDb().user.delete({ where: { id: userId } });
    const res = await api<{ error: { code: string; message: string } }>("/api/corps/volunteers", { token });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/no longer exists/);
  });

  it("answers 403 FORBIDDEN for an insufficient role", async () => {
    const { token } = await tokenFor({ email: `vol-${uniq()}@test.org`, role: "volunteer", org: "Forbidden Org" });
    const res = await api("/api/corps/skills", { token, body: { name: `Skill ${uniq()}`, category: "Test" } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: "FORBIDDEN" } });
  });

  it("npm run token creates the user and organization and prints a working token last", async () => {
    const email = `cli-${uniq()}@test.org`;
    const org = `CLI Org ${uniq()}`;
    const { stdout } = await run("npm", ["run", "--silent", "token", "--", "--email", email, "--role", "recruiter", "--org", org], {
      env: { ...process.env, DATABASE_URL: inject("databaseUrl"), NEXTAUTH_SECRET: inject("secret") },
      timeout: 60_000,
    });
    const token = stdout.trim().split("\n").pop() ?? "";
    expect(token.split(".")).toHaveLength(5);
    const user = await testDb().user.findUnique({ where: { email }, include: { organization: true } });
    expect(user?.role).toBe("recruiter");
    expect(user?.organization?.name).toBe(org);
    const res = await api<{ volunteers: unknown[] }>("/api/corps/volunteers", { token });
    expect(res.status).toBe(200);
    expect(res.body.volunteers).toEqual([]);
  });
});

describe("identity provider access tokens", () => {
  const at = (claims: Record<string, unknown>, expiresIn = "5m") =>
    signAccessToken(inject("oidcIssuer"), inject("oidcPrivateJwk"), { aud: inject("oidcAudience"), scope: "openid", ...claims }, expiresIn, "at+jwt");

  it("accepts a JWKS-verified access token, links the user by its verified e-mail, then by subject alone", async () => {
    const email = `idp-${uniq()}@test.org`;
    const { userId } = await tokenFor({ email, role: "recruiter", org: `IdP Org ${uniq()}` });
    const sub = `idp|${uniq()}`;
    const res = await api<{ volunteers: unknown[] }>("/api/corps/volunteers", { token: await at({ sub, email, email_verified: true }) });
    expect(res.status).toBe(200);
    const user = await testDb().user.findUnique({ where: { id: userId } });
    expect(user).toMatchObject({ oidcSubject: sub, oidcIssuer: inject("oidcIssuer") });
    // Later tokens need only the subject.
    expect((await api("/api/corps/volunteers", { token: await at({ sub }) })).status).toBe(200);
  });

  it("refuses tokens of another issuer, expired ones and tampered ones", async () => {
    const claims = { sub: `idp|${uniq()}`, email: `x-${uniq()}@test.org`, email_verified: true };
    const wrongIssuer = await signAccessToken("http://127.0.0.1:1", inject("oidcPrivateJwk"), { ...claims, aud: inject("oidcAudience"), scope: "openid" }, "5m", "at+jwt");
    expect((await api("/api/corps/volunteers", { token: wrongIssuer })).status).toBe(401);
    const expired = await at(claims, "-1m");
    expect((await api("/api/corps/volunteers", { token: expired })).status).toBe(401);
    const good = await at(claims);
    const [h, p, sig] = good.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: "someone-else" })).toString("base64url")}.${sig}`;
    const res = await api("/api/corps/volunteers", { token: tampered });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  });
});
