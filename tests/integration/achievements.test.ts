import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";

type Achievement = { id: string; name: string; trigger_type: string; trigger_value: number | null; is_public: boolean; badge_color: string };
type Earned = { id: string; name: string; awarded_at: string; awarded_by_name: string | null; notes: string; trigger_type: string };

async function catalogue(token: string) {
  const res = await api<{ achievements: Achievement[]; total: number }>("/api/corps/achievements", { token });
  expect(res.status).toBe(200);
  // Read whole, with the `total` every list carries.
  expect(res.body.total).toBe(res.body.achievements.length);
  return res.body.achievements;
}

describe("achievements", () => {
  it("lists the seeded catalogue: first shift, hours and event milestones, manual badges", async () => {
    const org = await newOrg("Cat");
    const list = await catalogue(org.vol1.token);
    const pick = (t: string) => list.filter((a) => a.trigger_type === t).map((a) => a.trigger_value);
    expect(pick("hours_milestone")).toEqual([10, 25, 50, 100, 250, 500]);
    expect(pick("events_milestone")).toEqual([1, 5, 25, 100]);
    expect(pick("manual").length).toBeGreaterThanOrEqual(2);
    expect(list.find((a) => a.name === "First Shift")).toMatchObject({ trigger_type: "events_milestone", trigger_value: 1, is_public: true });
    expect(list[0].badge_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect((await api("/api/corps/achievements")).status).toBe(401);
  });

  it("awards a manual badge once, with a notification and an event, to a volunteer of the caller's organization", async () => {
    const org = await newOrg("Award");
    const other = await newOrg("AwardOther");
    const leader = (await catalogue(org.corpsAdmin.token)).find((a) => a.name === "Team Leader") as Achievement;
    const path = `/api/corps/achievements/${leader.id}/award`;
    const body = { volunteer_id: org.vol1.volunteerId, notes: "Ran the Saturday crew" };

    expect((await api(path, { token: org.recruiter.token, body })).status).toBe(403);
    expect((await api(path, { token: org.vol1.token, body })).status).toBe(403);
    expect((await api(path, { body })).status).toBe(401);
    expect((await api(path, { token: other.corpsAdmin.token, body })).status).toBe(404);
    expect((await api(`/api/corps/achievements/${org.orgId}/award`, { token: org.corpsAdmin.token, body })).status).toBe(404);
    const unknown = await api(path, { token: org.corpsAdmin.token, body: { ...body, extra: 1 } });
    expect(unknown.status).toBe(400);
    expect((await api(path, { token: org.corpsAdmin.token, body: { notes: "x" } })).status).toBe(400);

    const res = await api<Record<string, unknown>>(path, { token: org.corpsAdmin.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ achievement_id: leader.id, achievement_name: "Team Leader", volunteer_id: org.vol1.volunteerId, awarded_by: org.corpsAdmin.userId, notes: "Ran the Saturday crew" });

    const dup = await api(path, { token: org.corpsAdmin.token, body });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ error: { code: "CONFLICT" } });

    const note = await testDb().notification.findMany({ where: { userId: org.vol1.userId, notificationType: "achievement_awarded" } });
    expect(note).toHaveLength(1);
    expect(note[0].title).toContain("Team Leader");
    const events = await testDb().domainEvent.findMany({ where: { type: "achievement.awarded", payload: { path: ["volunteer_id"], equals: org.vol1.volunteerId } } });
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ achievement_id: leader.id, automatic: false });

    const admin = await tokenFor({ email: `admin-${uniq()}@test.org`, role: "admin" });
    const champion = (await catalogue(admin.token)).find((a) => a.name === "Community Champion") as Achievement;
    expect((await api(`/api/corps/achievements/${champion.id}/award`, { token: admin.token, body: { volunteer_id: other.vol2.volunteerId } })).status).toBe(201);
  });

  it("shows earned badges with the profile's visibility", async () => {
    const org = await newOrg("Earned");
    const other = await newOrg("EarnedOther");
    const leader = (await catalogue(org.corpsAdmin.token)).find((a) => a.name === "Team Leader") as Achievement;
    await api(`/api/corps/achievements/${leader.id}/award`, { token: org.corpsAdmin.token, body: { volunteer_id: org.vol1.volunteerId, notes: "Great" } });
    const path = `/api/corps/volunteers/${org.vol1.volunteerId}/achievements`;

    const own = await api<{ achievements: Earned[]; total: number }>(path, { token: org.vol1.token });
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(1);
    expect(own.body.achievements[0]).toMatchObject({ id: leader.id, name: "Team Leader", awarded_by_name: "Cory Admin", notes: "Great", trigger_type: "manual" });
    expect((await api(path, { token: org.recruiter.token })).status).toBe(200);
    expect((await api(path, { token: org.vol2.token })).status).toBe(404);
    expect((await api(path, { token: other.recruiter.token })).status).toBe(404);
    expect((await api(path)).status).toBe(401);
    expect((await api("/api/corps/volunteers/nope/achievements", { token: org.vol1.token })).status).toBe(400);

    const profile = await api<{ achievements: { id: string; name: string }[] }>(`/api/corps/volunteers/${org.vol1.volunteerId}`, { token: org.vol1.token });
    expect(profile.body.achievements).toEqual([expect.objectContaining({ id: leader.id, name: "Team Leader" })]);
  });
});
