// Organizations and the audit log (issue 20).
import { describe, expect, inject, it } from "vitest";
import { signAccessToken } from "../support/jwks-issuer";
import { api, newOrg, testDb, tokenFor, uniq, type ErrorBody } from "@/tests/helpers/api";

interface Org {
  id: string;
  name: string;
  member_count: number;
  created_at: string;
}
interface Entry {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  org_id: string | null;
  changes: Record<string, unknown>;
}
type Err = ErrorBody;

const admin = () => tokenFor({ email: `oa-${uniq()}@test.org`, role: "admin", name: "Olga Admin" });

describe("organizations", () => {
  it("admins list every organization with member counts; everyone else sees their own", async () => {
    const org = await newOrg("Orgs");
    const { token } = await admin();
    const all = await api<{ organizations: Org[]; total: number }>(`/api/corps/organizations?search=${encodeURIComponent(org.name)}`, { token });
    expect(all.status).toBe(200);
    expect(all.body.organizations).toEqual([
      {
        id: org.orgId,
        name: org.name,
        timezone: process.env.DEFAULT_TIMEZONE ?? "UTC",
        default_waitlist_mode: "auto",
        default_locale: "en",
        auto_checkout_after_minutes: 60,
        member_count: 4,
        public_page: false,
        slug: null,
        public_description: null,
        embed_origins: [],
        created_at: expect.any(String),
      },
    ]);
    expect((await api<{ total: number }>("/api/corps/organizations?limit=100", { token })).body.total).toBeGreaterThan(2);
    for (const caller of [org.vol1, org.recruiter, org.corpsAdmin]) {
      const own = await api<{ organizations: Org[]; total: number }>("/api/corps/organizations", { token: caller.token });
      expect(own.body.organizations.map((o) => o.id)).toEqual([org.orgId]);
      expect(own.body.total).toBe(1);
    }
    expect((await api("/api/corps/organizations")).status).toBe(401);
  });

  it("only admins create organizations; names are unique", async () => {
    const org = await newOrg("Creators");
    const { token } = await admin();
    const name = `Brand New ${uniq()}`;
    const created = await api<Org>("/api/corps/organizations", { token, body: { name } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, member_count: 0 });
    const dup = await api<Err>("/api/corps/organizations", { token, body: { name } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("CONFLICT");
    expect((await api("/api/corps/organizations", { token: org.corpsAdmin.token, body: { name: `X ${uniq()}` } })).status).toBe(403);
    expect((await api("/api/corps/organizations", { token, body: { name: "" } })).status).toBe(400);
    expect((await api("/api/corps/organizations", { token, body: { name: "Ok", timezone_typo: "x" } })).status).toBe(400);
  });

  it("a corps_admin renames their own organization; another organization is 404; recruiters get 403", async () => {
    const org = await newOrg("Rename");
    const other = await newOrg("RenameOther");
    const name = `Renamed ${uniq()}`;
    const res = await api<Org>(`/api/corps/organizations/${org.orgId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { name } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: org.orgId, name, member_count: 4 });
    expect((await api(`/api/corps/organizations/${other.orgId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { name: `Y ${uniq()}` } })).status).toBe(404);
    expect((await api(`/api/corps/organizations/${other.orgId}`, { token: org.corpsAdmin.token })).status).toBe(404);
    expect((await api(`/api/corps/organizations/${org.orgId}`, { method: "PATCH", token: org.recruiter.token, body: { name: `Z ${uniq()}` } })).status).toBe(403);
    const { token } = await admin();
    expect((await api(`/api/corps/organizations/${other.orgId}`, { method: "PATCH", token, body: { name: `By admin ${uniq()}` } })).status).toBe(200);
    expect((await api(`/api/corps/organizations/${other.orgId}`, { method: "PATCH", token, body: { name } })).status).toBe(409);
  });
});

describe("audit log", () => {
  it("records member, invitation, organization and webhook changes with actor, target and time", async () => {
    const org = await newOrg("Audit");
    const start = Date.now();
    await api(`/api/corps/members/${org.vol1.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "recruiter" } });
    await api(`/api/corps/members/${org.vol2.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { is_active: false } });
    await api(`/api/corps/members/${org.vol2.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { is_active: true } });
    const inv = await api<{ id: string }>("/api/corps/invitations", { token: org.corpsAdmin.token, body: { email: `aud-${uniq()}@test.org`, role: "volunteer" } });
    await api(`/api/corps/invitations/${inv.body.id}`, { method: "DELETE", token: org.corpsAdmin.token });
    await api(`/api/corps/organizations/${org.orgId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { name: `Audited ${uniq()}` } });
    const hook = await api<{ id: string }>("/api/corps/webhooks", { token: org.corpsAdmin.token, body: { url: "https://93.184.215.14/hooks/corps" } });
    expect(hook.status).toBe(201);
    await api(`/api/corps/webhooks/${hook.body.id}/rotate-secret`, { method: "POST", token: org.corpsAdmin.token });
    await api(`/api/corps/webhooks/${hook.body.id}`, { method: "DELETE", token: org.corpsAdmin.token });

    const res = await api<{ entries: Entry[]; total: number; page: number; limit: number }>("/api/corps/audit-log?limit=100", { token: org.corpsAdmin.token });
    expect(res.status).toBe(200);
    const actions = res.body.entries.map((e) => e.action);
    expect(actions).toEqual([
      "webhook.deleted",
      "webhook.secret_rotated",
      "webhook.created",
      "organization.updated",
      "invitation.revoked",
      "invitation.created",
      "member.reactivated",
      "member.deactivated",
      "member.role_changed",
    ]);
    const caEmail = (await testDb().user.findUniqueOrThrow({ where: { id: org.corpsAdmin.userId } })).email;
    for (const e of res.body.entries) {
      expect(e).toMatchObject({ actor_id: org.corpsAdmin.userId, actor_email: caEmail, org_id: org.orgId, target_id: expect.any(String) });
      expect(Date.parse(e.at)).toBeGreaterThanOrEqual(start - 1000);
    }
    expect(res.body.entries.find((e) => e.action === "member.role_changed")).toMatchObject({
      target_type: "user",
      target_id: org.vol1.userId,
      changes: { role: { from: "volunteer", to: "recruiter" } },
    });
    expect(res.body.entries.find((e) => e.action === "webhook.secret_rotated")?.changes).not.toHaveProperty("secret");
    // Filters.
    const roleChanges = await api<{ entries: Entry[] }>("/api/corps/audit-log?action=member.deactivated", { token: org.corpsAdmin.token });
    expect(roleChanges.body.entries.map((e) => e.target_id)).toEqual([org.vol2.userId]);
    const byActor = await api<{ total: number }>(`/api/corps/audit-log?actor_id=${org.corpsAdmin.userId}`, { token: org.corpsAdmin.token });
    expect(byActor.body.total).toBe(9);
    const future = await api<{ total: number }>("/api/corps/audit-log?date_from=2999-01-01", { token: org.corpsAdmin.token });
    expect(future.body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await api<{ total: number }>(`/api/corps/audit-log?date_from=${today}&date_to=${today}`, { token: org.corpsAdmin.token })).body.total).toBe(9);
    expect((await api("/api/corps/audit-log?date_from=2026-02-01&date_to=2026-01-01", { token: org.corpsAdmin.token })).status).toBe(400);
    expect((await api("/api/corps/audit-log?action=member.deleted", { token: org.corpsAdmin.token })).status).toBe(400);
  });

  it("another organization cannot read the entries; recruiters and volunteers get 403; admins read everything", async () => {
    const org = await newOrg("AuditScope");
    const other = await newOrg("AuditScopeOther");
    await api(`/api/corps/members/${org.vol1.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "recruiter" } });
    const theirs = await api<{ entries: Entry[] }>(`/api/corps/audit-log?actor_id=${org.corpsAdmin.userId}`, { token: other.corpsAdmin.token });
    expect(theirs.body.entries).toEqual([]);
    const sneaky = await api<{ entries: Entry[] }>(`/api/corps/audit-log?org_id=${org.orgId}`, { token: other.corpsAdmin.token });
    expect(sneaky.body.entries).toEqual([]);
    const recruiter = await api<Err>("/api/corps/audit-log", { token: org.recruiter.token });
    expect(recruiter.status).toBe(403);
    expect(recruiter.body.error.code).toBe("FORBIDDEN");
    expect((await api("/api/corps/audit-log", { token: org.vol2.token })).status).toBe(403);
    expect((await api("/api/corps/audit-log/export", { token: org.recruiter.token })).status).toBe(403);
    const { token } = await admin();
    const all = await api<{ entries: Entry[] }>(`/api/corps/audit-log?org_id=${org.orgId}`, { token });
    expect(all.body.entries.map((e) => e.action)).toEqual(["member.role_changed"]);
  });

  it("exports the filtered log as CSV; a formula in an attacker's e-mail is neutralised", async () => {
    const org = await newOrg("AuditCsv");
    await api(`/api/corps/organizations/${org.orgId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { name: `Csv ${uniq()}` } });
    await api(`/api/corps/members/${org.vol1.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "recruiter" } });
    const res = await api("/api/corps/audit-log/export", { token: org.corpsAdmin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text.trim().split("\r\n");
    expect(lines[0]).toBe("at,action,actor_email,actor_id,target_type,target_id,org_id,changes");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("member.role_changed");
    expect(lines[2]).toContain("organization.updated");
    const filtered = await api("/api/corps/audit-log/export?action=organization.updated", { token: org.corpsAdmin.token });
    expect(filtered.text.trim().split("\r\n")).toHaveLength(2);

    // A refused provider token whose (unverified) e-mail is a spreadsheet formula.
    const sub = `formula-${uniq()}`;
    const token = await signAccessToken(inject("oidcIssuer"), inject("oidcPrivateJwk"), { sub, aud: inject("oidcAudience"), scope: "openid", email: "=2+3@evil.test", email_verified: false }, "5m", "at+jwt");
    expect((await api("/api/corps/volunteers", { token })).status).toBe(401);
    const a = await admin();
    const refused = await api("/api/corps/audit-log/export?action=sso.link_refused", { token: a.token });
    const row = refused.text.split("\r\n").find((l) => l.includes(sub));
    expect(row).toContain(',"\'=2+3@evil.test",');
  });

  it("is append-only in the database itself", async () => {
    const org = await newOrg("AuditAppend");
    await api(`/api/corps/members/${org.vol1.userId}`, { method: "PATCH", token: org.corpsAdmin.token, body: { role: "recruiter" } });
    const entry = await testDb().auditLogEntry.findFirstOrThrow({ where: { targetId: org.vol1.userId } });
    await expect(testDb().$executeRaw`UPDATE audit_log SET action = 'x' WHERE id = ${entry.id}::uuid`).rejects.toThrow(/append-only/);
    await expect(testDb().$executeRaw`DELETE FROM audit_log WHERE id = ${entry.id}::uuid`).rejects.toThrow(/append-only/);
  });
});
