import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";

type Profile = Record<string, unknown> & { id: string; org_id: string; stats: Record<string, number>; achievements: unknown[] };
type List = { volunteers: { id: string; email: string; total_hours: number; last_name: string; first_name: string }[]; total: number; page: number; limit: number };

describe("volunteer profiles", () => {
  it("self-registers with defaults from the account and rejects a second profile", async () => {
    const email = `self-${uniq()}@test.org`;
    const { token, userId, orgId } = await tokenFor({ email, role: "volunteer", org: "Self Org", name: "Dana Scully" });
    const res = await api<Profile>("/api/corps/volunteers", {
      token,
      body: {
        bio: "I like trails",
        skills: ["Trail Maintenance", "First Aid"],
        interests: ["environment"],
        physical_capability: "heavy",
        tech_comfort: "intermediate",
        availability: { saturday: [{ start: "08:00", end: "12:00" }] },
        emergency_contact: { name: "Fox", phone: "555-0100", relationship: "partner" },
        city: "Portland",
        zip_code: "97214",
        max_travel_miles: 15,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user_id: userId,
      org_id: orgId,
      first_name: "Dana",
      last_name: "Scully",
      email,
      skills: ["Trail Maintenance", "First Aid"],
      physical_capability: "heavy",
      is_active: true,
      stats: { total_hours: 0, events_attended: 0, pending_hours: 0 },
      achievements: [],
      emergency_contact: { name: "Fox", phone: "555-0100", relationship: "partner" },
      zip_code: "97214",
      max_travel_miles: 15,
    });
    expect(res.body.created_at).toMatch(/Z$/);
    const row = await testDb().volunteerProfile.findUnique({ where: { id: res.body.id } });
    expect(row?.latitude).toBeCloseTo(45.51, 1);
    const event = await testDb().domainEvent.findFirst({ where: { type: "volunteer.created", payload: { path: ["volunteer_id"], equals: res.body.id } } });
    expect(event).not.toBeNull();

    const again = await api("/api/corps/volunteers", { token, body: { bio: "again" } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: "CONFLICT" } });

    const me = await api<Profile>("/api/corps/volunteers/me", { token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it("scopes the list: volunteer sees self, recruiter their org, admin everyone", async () => {
    const a = await newOrg("Alpha");
    const b = await newOrg("Beta");
    const volList = await api<List>("/api/corps/volunteers", { token: a.vol1.token });
    expect(volList.status).toBe(200);
    expect(volList.body.volunteers.map((v) => v.id)).toEqual([a.vol1.volunteerId]);
    expect(volList.body).toMatchObject({ total: 1, page: 1, limit: 25 });

    const recList = await api<List>("/api/corps/volunteers?limit=100", { token: a.recruiter.token });
    const ids = recList.body.volunteers.map((v) => v.id);
    expect(ids.sort()).toEqual([a.vol1.volunteerId, a.vol2.volunteerId].sort());
    expect(recList.body.total).toBe(2);
    // A recruiter asking for another org's list gets nothing of it.
    const foreign = await api<List>(`/api/corps/volunteers?org_id=${b.orgId}`, { token: a.recruiter.token });
    expect(foreign.body.volunteers).toEqual([]);

    const admin = await tokenFor({ email: `adm-${uniq()}@test.org`, role: "admin" });
    const all = await api<List>("/api/corps/volunteers?limit=100", { token: admin.token });
    expect(all.body.total).toBeGreaterThanOrEqual(4 + 40);
    const onlyB = await api<List>(`/api/corps/volunteers?org_id=${b.orgId}`, { token: admin.token });
    expect(onlyB.body.volunteers.map((v) => v.id).sort()).toEqual([b.vol1.volunteerId, b.vol2.volunteerId].sort());
    // Ordered by last_name, first_name, id.
    const names = all.body.volunteers.map((v) => `${v.last_name}\u0000${v.first_name}`);
    expect([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))).toEqual(names);
  });

  it("hides other profiles: 404 across orgs and between volunteers; private fields only for owner and staff", async () => {
    const a = await newOrg("Gamma");
    const b = await newOrg("Delta");
    expect((await api(`/api/corps/volunteers/${b.vol1.volunteerId}`, { token: a.recruiter.token })).status).toBe(404);
    expect((await api(`/api/corps/volunteers/${a.vol2.volunteerId}`, { token: a.vol1.token })).status).toBe(404);
    const staffView = await api<Profile>(`/api/corps/volunteers/${a.vol1.volunteerId}`, { token: a.recruiter.token });
    expect(staffView.status).toBe(200);
    expect(staffView.body.zip_code).toBe("97214");
    const patchForeign = await api(`/api/corps/volunteers/${b.vol1.volunteerId}`, { token: a.recruiter.token, method: "PATCH", body: { bio: "x" } });
    expect(patchForeign.status).toBe(404);
    const missing = await api(`/api/corps/volunteers/00000000-0000-4000-8000-000000000000`, { token: a.recruiter.token });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("updates partially and deactivates", async () => {
    const a = await newOrg("Epsilon");
    const upd = await api<Profile>(`/api/corps/volunteers/${a.vol1.volunteerId}`, {
      token: a.vol1.token,
      method: "PATCH",
      body: { bio: "New bio", skills: ["Cooking", "Driving"], zip_code: "98101" },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ bio: "New bio", skills: ["Cooking", "Driving"], zip_code: "98101", physical_capability: "light" });
    const ro = await api(`/api/corps/volunteers/${a.vol1.volunteerId}`, { token: a.vol1.token, method: "PATCH", body: { org_id: a.orgId } });
    expect(ro.status).toBe(400);
    const deact = await api(`/api/corps/volunteers/${a.vol1.volunteerId}/deactivate`, { token: a.recruiter.token, body: { reason: "Moved away" } });
    expect(deact.status).toBe(200);
    expect(deact.body).toMatchObject({ id: a.vol1.volunteerId, is_active: false });
    const after = await api<Profile>(`/api/corps/volunteers/${a.vol1.volunteerId}`, { token: a.vol1.token });
    expect(after.body.is_active).toBe(false);
    const inactive = await api<List>("/api/corps/volunteers?is_active=false", { token: a.recruiter.token });
    expect(inactive.body.volunteers.map((v) => v.id)).toEqual([a.vol1.volunteerId]);
  });

  it("searches by name or e-mail, case-insensitively", async () => {
    const a = await newOrg("Zeta");
    const res = await api<List>("/api/corps/volunteers?search=VICTOR", { token: a.recruiter.token });
    expect(res.body.volunteers.map((v) => v.id)).toEqual([a.vol2.volunteerId]);
    const byMail = await api<List>("/api/corps/volunteers?search=v1-", { token: a.recruiter.token });
    expect(byMail.body.volunteers.map((v) => v.id)).toEqual([a.vol1.volunteerId]);
    // A full name matches word by word; a word nobody has matches nobody.
    const full = await api<List>("/api/corps/volunteers?search=victor%20two", { token: a.recruiter.token });
    expect(full.body.volunteers.map((v) => v.id)).toEqual([a.vol2.volunteerId]);
    const mixed = await api<List>("/api/corps/volunteers?search=Victor%20One", { token: a.recruiter.token });
    expect(mixed.body.total).toBe(0);
  });
});

describe("skills catalogue", () => {
  it("lists with a category filter and lets corps_admin+ add custom skills", async () => {
    const { token } = await tokenFor({ email: `sk-${uniq()}@test.org`, role: "volunteer", org: "Skill Org" });
    const all = await api<{ skills: { name: string; category: string }[]; total: number }>("/api/corps/skills", { token });
    expect(all.status).toBe(200);
    expect(all.body.skills.length).toBeGreaterThan(20);
    // The catalogue is read whole, with the `total` every list carries.
    expect(all.body.total).toBe(all.body.skills.length);
    const lang = await api<{ skills: { category: string }[]; total: number }>("/api/corps/skills?category=languages", { token });
    expect(lang.body.skills.length).toBeGreaterThan(0);
    expect(lang.body.total).toBe(lang.body.skills.length);
    expect(lang.body.skills.every((s) => s.category === "Languages")).toBe(true);

    const ca = await tokenFor({ email: `ca-${uniq()}@test.org`, role: "corps_admin", org: "Skill Org" });
    const name = `Beekeeping ${uniq()}`;
    const created = await api("/api/corps/skills", { token: ca.token, body: { name, category: "Outdoors", icon: "🐝" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name, category: "Outdoors", icon: "🐝", description: "" });
    const dup = await api("/api/corps/skills", { token: ca.token, body: { name: name.toUpperCase(), category: "Outdoors" } });
    expect(dup.status).toBe(409);
    const rec = await tokenFor({ email: `r-${uniq()}@test.org`, role: "recruiter", org: "Skill Org" });
    expect((await api("/api/corps/skills", { token: rec.token, body: { name: `X ${uniq()}`, category: "Y" } })).status).toBe(403);
  });
});
