// Members: corps_admins manage their organization's people (issue 20).
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";

interface Member {
  user_id: string;
  email: string;
  name: string | null;
  role: string;
  org_id: string | null;
  is_active: boolean;
  sso_linked: boolean;
  last_seen_at: string | null;
  created_at: string;
}
type Err = { error: { code: string; message: string; details?: Record<string, unknown> } };

const admin = () => tokenFor({ email: `admin-${uniq()}@test.org`, role: "admin", name: "Ada Admin" });

describe("GET /api/corps/members", () => {
  it("a corps_admin lists their organization's members, with filters; never another organization's", async () => {
    const org = await newOrg("Members");
    const other = await newOrg("Other");
    const res = await api<{ members: Member[]; total: number; page: number; limit: number }>("/api/corps/members", { token: org.corpsAdmin.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body).toMatchObject({ page: 1, limit: 25 });
    expect(res.body.members.map((m) => m.user_id).sort()).toEqual([org.recruiter.userId, org.corpsAdmin.userId, org.vol1.userId, org.vol2.userId].sort());
    const m = res.body.members.find((x) => x.user_id === org.recruiter.userId);
    expect(m).toEqual({
      user_id: org.recruiter.userId,
      email: expect.stringMatching(/^rec-/),
      name: "Rita Recruiter",
      role: "recruiter",
      org_id: org.orgId,
      is_active: true,
      sso_linked: false,
      // The recruiter has not called the API yet; the volunteers have (newOrg made their profiles).
      last_seen_at: null,
      created_at: expect.any(String),
    });
    expect(res.body.members.find((x) => x.user_id === org.vol1.userId)?.last_seen_at).toEqual(expect.any(String));
    const vols = await api<{ members: Member[]; total: number }>("/api/corps/members?role=volunteer&search=vera", { token: org.corpsAdmin.token });
    expect(vols.body.members.map((x) => x.user_id)).toEqual([org.vol1.userId]);
    // org_id of another organization gives nothing to a corps_admin.
    const sneaky = await api<{ total: number }>(`/api/corps/members?org_id=${other.orgId}`, { token: org.corpsAdmin.token });
    expect(sneaky.body.total).toBe(0);
  });

  it("an admin lists every organization, or one with org_id", async () => {
    const org = await newOrg("AdminList");
    const { token } = await admin();
    const one = await api<{ members: Member[]; total: number }>(`/api/corps/members?org_id=${org.orgId}&limit=100`, { token });
    expect(one.body.total).toBe(4);
    const all = await api<{ total: number }>("/api/corps/members?limit=1", { token });
    expect(all.body.total).toBeGreaterThan(4);
  });

  it("volunteers and recruiters get 403, anonymous callers 401, bad filters 400", async () => {
    const org = await newOrg("Roles");
    expect((await api<Err>("/api/corps/members", { token: org.vol1.token })).body.error.code).toBe("FORBIDDEN");
    expect((await api("/api/corps/members", { token: org.recruiter.token })).status).toBe(403);
    expect((await api("/api/corps/members")).status).toBe(401);
    expect((await api("/api/corps/members?role=superuser", { token: org.corpsAdmin.token })).status).toBe(400);
    expect((await api("/api/corps/members?is_active=maybe", { token: org.corpsAdmin.token })).status).toBe(400);
  });
});

describe("PATCH /api/corps/members/{user_id}", () => {
  it("a role change applies to the member's next request", async () => {
    const org = await newOrg("Promote");
    expect((await api("/api/corps/hours/pending", { token: org.vol1.token })).status).toBe(403);
    const res = await api<Member>(`/api/corps/members/${org.vol1.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "recruiter" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: org.vol1.userId, role: "recruiter", is_active: true });
    // The same token, unchanged: the role comes from the database.
    expect((await api("/api/corps/hours/pending", { token: org.vol1.token })).status).toBe(200);
  });

  it("a deactivated member's token answers 401 from the next request; their profile is kept; reactivation restores access", async () => {
    const org = await newOrg("Deactivate");
    const res = await api<Member>(`/api/corps/members/${org.vol2.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { is_active: false } });
    expect(res.status).toBe(200);
    expect(res.body.is_active).toBe(false);
    const refused = await api<Err>("/api/corps/volunteers/me", { token: org.vol2.token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toMatch(/deactivated/);
    expect(await testDb().volunteerProfile.findUnique({ where: { id: org.vol2.volunteerId } })).not.toBeNull();
    const listed = await api<{ members: Member[] }>("/api/corps/members?is_active=false", { token: org.corpsAdmin.token });
    expect(listed.body.members.map((m) => m.user_id)).toEqual([org.vol2.userId]);
    expect((await api(`/api/corps/members/${org.vol2.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { is_active: true } })).status).toBe(200);
    expect((await api("/api/corps/volunteers/me", { token: org.vol2.token })).status).toBe(200);
  });

  it("granting admin is 403 for a corps_admin, and so is changing an admin; an admin may grant it", async () => {
    const org = await newOrg("Grant");
    const res = await api<Err>(`/api/corps/members/${org.vol1.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "admin" } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
    const orgAdmin = await tokenFor({ email: `orgadmin-${uniq()}@test.org`, role: "admin", org: org.name });
    expect((await api(`/api/corps/members/${orgAdmin.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "volunteer" } })).status).toBe(403);
    expect((await api(`/api/corps/members/${orgAdmin.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { is_active: false } })).status).toBe(403);
    const { token } = await admin();
    const granted = await api<Member>(`/api/corps/members/${org.vol1.userId}`, { method: "PATCH", token, body: { role: "admin" } });
    expect(granted.status).toBe(200);
    expect(granted.body.role).toBe("admin");
  });

  it("another organization's member is 404; volunteers and recruiters get 403", async () => {
    const org = await newOrg("Mine");
    const other = await newOrg("Theirs");
    const res = await api<Err>(`/api/corps/members/${other.vol1.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "recruiter" } });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("NOT_FOUND");
    expect((await api(`/api/corps/members/${other.vol1.userId}`, { token: org.corpsAdmin.token })).status).toBe(404);
    expect((await api(`/api/corps/members/${org.vol1.userId}`, { method: "PATCH", token: org.recruiter.token, body: { role: "recruiter" } })).status).toBe(403);
    expect((await api(`/api/corps/members/${org.vol2.userId}`, { method: "PATCH", token: org.vol1.token, body: { is_active: false } })).status).toBe(403);
    expect(await testDb().user.findUnique({ where: { id: other.vol1.userId }, select: { role: true } })).toEqual({ role: "volunteer" });
  });

  it("nobody changes their own role or deactivates themselves", async () => {
    const org = await newOrg("Self");
    const role = await api<Err>(`/api/corps/members/${org.corpsAdmin.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "volunteer" } });
    expect(role.status).toBe(403);
    expect(role.body.error.message).toMatch(/your own role/);
    expect((await api(`/api/corps/members/${org.corpsAdmin.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { is_active: false } })).status).toBe(403);
    const a = await admin();
    expect((await api(`/api/corps/members/${a.userId}`, { method: "PATCH", token: a.token, body: { role: "corps_admin" } })).status).toBe(403);
  });

  it("removing or deactivating the last active corps_admin is 409 INVALID_STATE", async () => {
    const org = await newOrg("Last");
    const { token } = await admin();
    const demote = await api<Err>(`/api/corps/members/${org.corpsAdmin.userId}`, { method: "PATCH", token, body: { role: "recruiter" } });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "corps_admin", to: "recruiter" } });
    const deactivate = await api<Err>(`/api/corps/members/${org.corpsAdmin.userId}`, { method: "PATCH", token, body: { is_active: false } });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.error.details).toEqual({ from: "corps_admin", to: "deactivated" });
    // With a second corps_admin the first may step down.
    expect((await api(`/api/corps/members/${org.recruiter.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "corps_admin" } })).status).toBe(200);
    expect((await api(`/api/corps/members/${org.corpsAdmin.userId}`, { method: "PATCH", token: org.recruiter.token, body: { role: "recruiter" } })).status).toBe(200);
  });

  it("two simultaneous demotions of an organization's two corps_admins: one succeeds, one is 409", async () => {
    const org = await newOrg("Race");
    const { token } = await admin();
    await api(`/api/corps/members/${org.recruiter.userId}`, { method: "PATCH", token, body: { role: "corps_admin" } });
    const results = await Promise.all(
      [org.corpsAdmin.userId, org.recruiter.userId].map((id) => api(`/api/corps/members/${id}`, { method: "PATCH", token, body: { role: "volunteer" } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await testDb().user.count({ where: { orgId: org.orgId, role: "corps_admin", isActive: true } })).toBe(1);
  });

  it("rejects bad bodies and ids with 400", async () => {
    const org = await newOrg("Bad");
    const path = `/api/corps/members/${org.vol1.userId}`;
    expect((await api(path, { method: "PATCH", token: org.corpsAdmin.token, body: {} })).status).toBe(400);
    expect((await api(path, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "owner" } })).status).toBe(400);
    const unknown = await api<Err>(path, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "recruiter", org_id: org.orgId } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual({ fields: { org_id: "Unknown field" } });
    expect((await api("/api/corps/members/not-a-uuid", { method: "PATCH", token: org.corpsAdmin.token, body: { role: "recruiter" } })).status).toBe(400);
  });

  it("records last_seen_at at most once a minute", async () => {
    const org = await newOrg("Seen");
    await api("/api/corps/volunteers/me", { token: org.vol1.token });
    const first = await testDb().user.findUniqueOrThrow({ where: { id: org.vol1.userId } });
    expect(first.lastSeenAt).not.toBeNull();
    await api("/api/corps/volunteers/me", { token: org.vol1.token });
    const second = await testDb().user.findUniqueOrThrow({ where: { id: org.vol1.userId } });
    expect(second.lastSeenAt?.getTime()).toBe(first.lastSeenAt?.getTime());
  });
});
