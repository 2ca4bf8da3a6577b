// Invitations: created by corps_admins, e-mailed through the outbox, claimed by a verified sign-in
// or by opening the link while signed in with the invited address (issue 20).
import { describe, expect, inject, it } from "vitest";
import { hashInvitationToken } from "@/lib/corps/invitations/invitation-token";
import { demoSignIn, signInThroughProvider } from "../support/oidc-login";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";

interface Invitation {
  id: string;
  email: string;
  role: string;
  org_id: string;
  status: string;
  expires_at: string;
  invited_by: string | null;
  created_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
  invite_url?: string;
}
type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };

async function invite(token: string, body: Record<string, unknown>) {
  return api<Invitation & Err>("/api/corps/invitations", { token, body });
}

describe("POST /api/corps/invitations", () => {
  it("creates a pending invitation for 7 days, e-mails the link through the outbox and stores only a hash of the token", async () => {
    const org = await newOrg("Invite");
    const email = `Invitee-${uniq()}@Example.org`;
    const before = Date.now();
    const res = await invite(org.corpsAdmin.token, { email, role: "recruiter" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), role: "recruiter", org_id: org.orgId, status: "pending", invited_by: org.corpsAdmin.userId, accepted_at: null });
    const days = (Date.parse(res.body.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const url = new URL(res.body.invite_url ?? "");
    expect(url.pathname).toMatch(/^\/invite\/[\w-]{43}$/);
    const token = url.pathname.split("/").pop() ?? "";
    const row = await testDb().invitation.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.tokenHash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const mail = await testDb().emailMessage.findFirstOrThrow({ where: { toEmail: email.toLowerCase() } });
    expect(mail.subject).toContain(org.name);
    expect(mail.text).toContain(res.body.invite_url);
    // Invitations are transactional: sent at once (to the suite's recorder), with no unsubscribe link.
    expect(mail.status).toBe("sent");
    expect(mail.unsubscribeUrl).toBeNull();
    // The list shows it; the single read too.
    const list = await api<{ invitations: Invitation[]; total: number }>("/api/corps/invitations?status=pending", { token: org.corpsAdmin.token });
    expect(list.body.invitations.map((i) => i.id)).toEqual([res.body.id]);
    expect(list.body.invitations[0].invite_url).toBeUndefined();
    expect((await api(`/api/corps/invitations/${res.body.id}`, { token: org.corpsAdmin.token })).status).toBe(200);
  });

  it("follows the role rules of PATCH: corps_admins cannot grant admin or invite to another organization", async () => {
    const org = await newOrg("InviteRules");
    const other = await newOrg("InviteOther");
    const admin = await invite(org.corpsAdmin.token, { email: `x-${uniq()}@test.org`, role: "admin" });
    expect(admin.status).toBe(403);
    const elsewhere = await invite(org.corpsAdmin.token, { email: `x-${uniq()}@test.org`, role: "volunteer", org_id: other.orgId });
    expect(elsewhere.status).toBe(403);
    expect((await invite(org.recruiter.token, { email: `x-${uniq()}@test.org`, role: "volunteer" })).status).toBe(403);
    expect((await invite(org.vol1.token, { email: `x-${uniq()}@test.org`, role: "volunteer" })).status).toBe(403);
    expect((await api("/api/corps/invitations", { body: { email: "x@test.org", role: "volunteer" } })).status).toBe(401);
    const sys = await tokenFor({ email: `sys-${uniq()}@test.org`, role: "admin" });
    const byAdmin = await invite(sys.token, { email: `x-${uniq()}@test.org`, role: "corps_admin", org_id: other.orgId });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.org_id).toBe(other.orgId);
    expect((await invite(sys.token, { email: `x-${uniq()}@test.org`, role: "volunteer", org_id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    const bad = await invite(org.corpsAdmin.token, { email: "not-an-email", role: "chief" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details?.fields as object).sort()).toEqual(["email", "role"]);
  });

  it("refuses a second pending invitation and an address that is already a member (409)", async () => {
    const org = await newOrg("InviteDup");
    const email = `dup-${uniq()}@test.org`;
    expect((await invite(org.corpsAdmin.token, { email, role: "volunteer" })).status).toBe(201);
    const again = await invite(org.corpsAdmin.token, { email, role: "recruiter" });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("CONFLICT");
    const member = await testDb().user.findUniqueOrThrow({ where: { id: org.vol1.userId } });
    expect((await invite(org.corpsAdmin.token, { email: member.email, role: "recruiter" })).status).toBe(409);
  });
});

describe("claiming invitations", () => {
  it("a verified sign-in through the provider claims the role; the invitation shows accepted", async () => {
    const org = await newOrg("Claim");
    const email = `claim-${uniq()}@example.org`;
    const created = await invite(org.corpsAdmin.token, { email, role: "recruiter" });
    const signedIn = await signInThroughProvider(inject("baseUrl"), `claim-${uniq()}|${email}|verified`, "/recruiter");
    expect(signedIn.landedAt.pathname).toBe("/recruiter");
    const user = await testDb().user.findUniqueOrThrow({ where: { email } });
    expect(user).toMatchObject({ role: "recruiter", orgId: org.orgId });
    const shown = await api<Invitation>(`/api/corps/invitations/${created.body.id}`, { token: org.corpsAdmin.token });
    expect(shown.body).toMatchObject({ status: "accepted", accepted_by: user.id, accepted_at: expect.any(String) });
    // Single use: the link now says so, and nothing else changes.
    const entry = await testDb().auditLogEntry.findFirstOrThrow({ where: { action: "invitation.accepted", targetId: created.body.id } });
    expect(entry).toMatchObject({ actorId: user.id, orgId: org.orgId });
  });

  it("an unverified sign-in claims nothing", async () => {
    const org = await newOrg("ClaimUnverified");
    const email = `unv-${uniq()}@example.org`;
    const created = await invite(org.corpsAdmin.token, { email, role: "corps_admin" });
    const attempt = await signInThroughProvider(inject("baseUrl"), `unv-${uniq()}|${email}|unverified`);
    expect(attempt.cookie).toBeNull();
    expect(await testDb().user.findUnique({ where: { email } })).toBeNull();
    expect((await api<Invitation>(`/api/corps/invitations/${created.body.id}`, { token: org.corpsAdmin.token })).body.status).toBe("pending");
  });

  it("a revoked invitation claims nothing; revoking twice is 409", async () => {
    const org = await newOrg("ClaimRevoked");
    const email = `rev-${uniq()}@example.org`;
    const created = await invite(org.corpsAdmin.token, { email, role: "recruiter" });
    const revoked = await api<Invitation>(`/api/corps/invitations/${created.body.id}`, { method: "DELETE", token: org.corpsAdmin.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: "revoked", revoked_at: expect.any(String) });
    const again = await api<Err>(`/api/corps/invitations/${created.body.id}`, { method: "DELETE", token: org.corpsAdmin.token });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "revoked", to: "revoked" } });
    const signedIn = await signInThroughProvider(inject("baseUrl"), `rev-${uniq()}|${email}|verified`, "/volunteer");
    expect(signedIn.landedAt.pathname).toBe("/volunteer");
    const user = await testDb().user.findUniqueOrThrow({ where: { email } });
    expect(user.role).toBe("volunteer");
    expect(user.orgId).not.toBe(org.orgId);
  });

  it("an expired invitation claims nothing and reads as expired", async () => {
    const org = await newOrg("ClaimExpired");
    const email = `exp-${uniq()}@example.org`;
    const created = await invite(org.corpsAdmin.token, { email, role: "recruiter" });
    await testDb().invitation.update({ where: { id: created.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const list = await api<{ invitations: Invitation[] }>("/api/corps/invitations?status=expired", { token: org.corpsAdmin.token });
    expect(list.body.invitations.map((i) => i.id)).toEqual([created.body.id]);
    expect((await api<{ total: number }>("/api/corps/invitations?status=pending", { token: org.corpsAdmin.token })).body.total).toBe(0);
    expect((await api(`/api/corps/invitations/${created.body.id}`, { method: "DELETE", token: org.corpsAdmin.token })).status).toBe(409);
    await signInThroughProvider(inject("baseUrl"), `exp-${uniq()}|${email}|verified`);
    expect((await testDb().user.findUniqueOrThrow({ where: { email } })).role).toBe("volunteer");
  });

  it("the demo sign-in counts as verified: an existing member of another organization moves with their profile", async () => {
    const from = await newOrg("MoveFrom");
    const to = await newOrg("MoveTo");
    const person = await testDb().user.findUniqueOrThrow({ where: { id: from.vol1.userId } });
    const created = await invite(to.corpsAdmin.token, { email: person.email, role: "recruiter" });
    expect(created.status).toBe(201);
    const session = await demoSignIn(inject("baseUrl"), person.email);
    expect(session.cookie).not.toBeNull();
    expect(await testDb().user.findUniqueOrThrow({ where: { id: person.id } })).toMatchObject({ role: "recruiter", orgId: to.orgId });
    expect((await testDb().volunteerProfile.findUniqueOrThrow({ where: { id: from.vol1.volunteerId } })).orgId).toBe(to.orgId);
  });

  it("opening the link while signed in with the invited address claims it; another address does not", async () => {
    const org = await newOrg("ClaimLink");
    const person = await tokenFor({ email: `link-${uniq()}@test.org`, role: "volunteer", org: `Elsewhere ${uniq()}` });
    const email = (await testDb().user.findUniqueOrThrow({ where: { id: person.userId } })).email;
    const stranger = await demoSignIn(inject("baseUrl"), (await testDb().user.findUniqueOrThrow({ where: { id: org.vol2.userId } })).email);
    // Signed in before the invitation exists, so only the link can claim it.
    const session = await demoSignIn(inject("baseUrl"), email);
    const created = await invite(org.corpsAdmin.token, { email, role: "corps_admin" });
    const path = new URL(created.body.invite_url ?? "").pathname;
    const wrong = await api(path, { headers: { cookie: stranger.cookie ?? "" } });
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain("This invitation is for");
    expect((await api<Invitation>(`/api/corps/invitations/${created.body.id}`, { token: org.corpsAdmin.token })).body.status).toBe("pending");
    const page = await api(path, { headers: { cookie: session.cookie ?? "" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("You joined");
    expect(await testDb().user.findUniqueOrThrow({ where: { id: person.userId } })).toMatchObject({ role: "corps_admin", orgId: org.orgId });
    expect((await api<Invitation>(`/api/corps/invitations/${created.body.id}`, { token: org.corpsAdmin.token })).body.status).toBe("accepted");
    const anonymous = await api(path);
    expect(anonymous.text).toContain("already been accepted");
    expect((await api("/invite/not-a-token")).status).toBe(404);
  });

  it("another organization's invitation is 404; recruiters get 403", async () => {
    const org = await newOrg("InvScope");
    const other = await newOrg("InvScopeOther");
    const created = await invite(other.corpsAdmin.token, { email: `scope-${uniq()}@test.org`, role: "volunteer" });
    expect((await api(`/api/corps/invitations/${created.body.id}`, { method: "DELETE", token: org.corpsAdmin.token })).status).toBe(404);
    expect((await api(`/api/corps/invitations/${created.body.id}`, { token: org.corpsAdmin.token })).status).toBe(404);
    expect((await api("/api/corps/invitations", { token: org.recruiter.token })).status).toBe(403);
    const mine = await api<{ invitations: Invitation[] }>("/api/corps/invitations", { token: org.corpsAdmin.token });
    expect(mine.body.invitations.map((i) => i.id)).not.toContain(created.body.id);
  });
});
