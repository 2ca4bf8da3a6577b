import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Next occurrence of a UTC weekday (0 = Sunday) at hh:00, at least two days ahead. */
function nextWeekday(day: number, hour: number): Date {
  const d = new Date(Date.now() + 2 * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  while (d.getUTCDay() !== day) d.setTime(d.getTime() + DAY);
  return d;
}

async function opp(orgId: string, start: Date, extra: Record<string, unknown> = {}) {
  return testDb().opportunity.create({
    data: { orgId, title: `Opp ${uniq()}`, startDatetime: start, endDatetime: new Date(start.getTime() + 3 * HOUR), status: "published", ...extra },
  });
}

const today = () => new Date(new Date().toISOString().slice(0, 10) + "T00:00:00Z");

describe("volunteer dashboard and recommendations", () => {
  it("lists upcoming shifts, hours, achievements and scored recommendations with exclusions", async () => {
    const org = await newOrg("DashV");
    const db = testDb();
    const skill = `Beekeeping ${uniq()}`;
    const interest = `apiary${uniq()}`;
    await db.volunteerProfile.update({
      where: { id: org.vol1.volunteerId },
      data: { skills: [skill], interests: [interest], maxTravelMiles: 15, availability: { saturday: [{ start: "08:00", end: "18:00" }] } },
    });
    const sat = nextWeekday(6, 9);
    const near = { latitude: 45.52, longitude: -122.65, city: "Portland" };
    const best = await opp(org.orgId, sat, { ...near, skillsNeeded: [skill], title: `Hive day ${interest}` });
    const signed = await opp(org.orgId, new Date(sat.getTime() + DAY), { ...near, skillsNeeded: [skill] });
    const past = await opp(org.orgId, new Date(Date.now() - 3 * DAY), { ...near, skillsNeeded: [skill] });
    const full = await opp(org.orgId, sat, { ...near, skillsNeeded: [skill], maxVolunteers: 1, allowWaitlist: false });
    const heavy = await opp(org.orgId, sat, { ...near, skillsNeeded: [skill], physicalDemand: "heavy" });
    const far = await opp(org.orgId, sat, { latitude: 40.0, longitude: -100.0, skillsNeeded: [skill] });
    const remote = await opp(org.orgId, sat, { skillsNeeded: [skill], locationType: "remote" });
    await db.signup.createMany({
      data: [
        { opportunityId: signed.id, volunteerId: org.vol1.volunteerId, status: "confirmed" },
        { opportunityId: full.id, volunteerId: org.vol2.volunteerId, status: "confirmed" },
      ],
    });
    const year = new Date().getUTCFullYear();
    await db.hoursEntry.createMany({
      data: [
        { orgId: org.orgId, volunteerId: org.vol1.volunteerId, dateWorked: today(), hoursWorked: 2, status: "approved" },
        { orgId: org.orgId, volunteerId: org.vol1.volunteerId, dateWorked: new Date(`${year}-01-01T00:00:00Z`), hoursWorked: 3, status: "approved" },
        { orgId: org.orgId, volunteerId: org.vol1.volunteerId, dateWorked: today(), hoursWorked: 7, status: "pending" },
      ],
    });
    const achievements = await Promise.all(
      [1, 2, 3, 4].map((i) => db.achievement.create({ data: { name: `Dash badge ${i} ${uniq()}`, triggerType: "manual" } })),
    );
    await db.volunteerAchievement.createMany({
      data: achievements.map((a, i) => ({ volunteerId: org.vol1.volunteerId, achievementId: a.id, awardedAt: new Date(Date.now() - (10 - i) * DAY) })),
    });

    const res = await api<{
      profile: { id: string };
      upcoming_shifts: { opportunity_id: string; status: string }[];
      hours_this_month: number;
      hours_this_year: number;
      recent_achievements: { name: string }[];
      recommended_opportunities: { id: string; score: number; match_reasons: string[]; distance_miles: number | null }[];
    }>("/api/corps/dashboard/volunteer", { token: org.vol1.token });
    expect(res.status).toBe(200);
    expect(res.body.profile.id).toBe(org.vol1.volunteerId);
    expect(res.body.upcoming_shifts).toEqual([expect.objectContaining({ opportunity_id: signed.id, status: "confirmed" })]);
    const january = new Date().getUTCMonth() === 0;
    expect(res.body.hours_this_month).toBe(january ? 5 : 2);
    expect(res.body.hours_this_year).toBe(5);
    expect(res.body.recent_achievements.map((a) => a.name)).toEqual([achievements[3].name, achievements[2].name, achievements[1].name]);

    const recs = res.body.recommended_opportunities;
    expect(recs.length).toBeGreaterThanOrEqual(2);
    expect(recs.length).toBeLessThanOrEqual(5);
    expect(recs[0].id).toBe(best.id);
    expect(recs[0].match_reasons).toEqual(
      expect.arrayContaining([`Uses your skills: ${skill}`, `Matches your interests: ${interest}`, "Fits your availability"]),
    );
    expect(recs[0].distance_miles).toBeLessThan(2);
    expect(recs.map((r) => r.id)).toContain(remote.id);
    for (const excluded of [signed, past, full, heavy, far]) expect(recs.map((r) => r.id)).not.toContain(excluded.id);

    const noProfile = await tokenFor({ email: `np-${uniq()}@test.org`, role: "volunteer", org: org.name });
    expect((await api("/api/corps/dashboard/volunteer", { token: noProfile.token })).status).toBe(404);
    expect((await api("/api/corps/dashboard/volunteer")).status).toBe(401);
  });
});

describe("recruiter and admin dashboards", () => {
  it("counts the organization's events, pending work, hours and trend; other orgs see none of it", async () => {
    const org = await newOrg("DashR");
    const db = testDb();
    const soon = new Date(Date.now() + 2 * DAY);
    const needs = await opp(org.orgId, soon, { minVolunteers: 3, maxVolunteers: 5 });
    const ok = await opp(org.orgId, new Date(soon.getTime() + HOUR), { minVolunteers: 1 });
    await opp(org.orgId, new Date(soon.getTime() + 2 * HOUR), { status: "draft" });
    await db.signup.createMany({
      data: [
        { opportunityId: needs.id, volunteerId: org.vol1.volunteerId, status: "confirmed" },
        { opportunityId: needs.id, volunteerId: org.vol2.volunteerId, status: "pending" },
        { opportunityId: ok.id, volunteerId: org.vol2.volunteerId, status: "confirmed" },
      ],
    });
    const now = new Date();
    const prevMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await db.hoursEntry.createMany({
      data: [
        { orgId: org.orgId, volunteerId: org.vol1.volunteerId, dateWorked: today(), hoursWorked: 6, status: "approved", laborType: "physical" },
        { orgId: org.orgId, volunteerId: org.vol2.volunteerId, dateWorked: today(), hoursWorked: 2, status: "auto_approved", laborType: "education" },
        { orgId: org.orgId, volunteerId: org.vol2.volunteerId, dateWorked: prevMonth, hoursWorked: 4, status: "approved" },
        { orgId: org.orgId, volunteerId: org.vol2.volunteerId, dateWorked: today(), hoursWorked: 1, status: "pending" },
      ],
    });

    const rec = await api<Record<string, unknown> & { upcoming_events: { id: string; seats_taken: number }[]; events_needing_volunteers: { id: string; volunteers_needed: number }[] }>(
      "/api/corps/dashboard/recruiter",
      { token: org.recruiter.token },
    );
    expect(rec.status).toBe(200);
    // seats_taken is the seat rule's (confirmed + pending + offered: docs/decisions/050); the
    // events needing volunteers compare confirmed seats with the minimum.
    expect(rec.body.upcoming_events.map((e) => [e.id, e.seats_taken])).toEqual([[needs.id, 2], [ok.id, 1]]);
    expect(rec.body.events_needing_volunteers.map((e) => [e.id, e.volunteers_needed])).toEqual([[needs.id, 2]]);
    expect(rec.body).toMatchObject({ pending_signups: 1, pending_hours: 1, hours_this_month: 8, active_volunteers: 2 });

    const adm = await api<Record<string, unknown> & { participation_trend: { week: string; hours: number; volunteers: number }[] }>(
      "/api/corps/dashboard/admin",
      { token: org.corpsAdmin.token },
    );
    expect(adm.status).toBe(200);
    expect(adm.body).toMatchObject({
      total_hours_this_period: 8,
      total_hours_previous_period: 4,
      hours_change_percent: 100,
      active_volunteers: 2,
      new_volunteers_this_month: 2,
      upcoming_events: 2,
      hours_by_labor_type: [
        { labor_type: "physical", hours: 6, percentage: 75 },
        { labor_type: "education", hours: 2, percentage: 25 },
      ],
    });
    const trend = adm.body.participation_trend;
    expect(trend).toHaveLength(12);
    expect(trend[11]).toMatchObject({ hours: 8, volunteers: 2 });
    expect(trend.every((w) => /^\d{4}-W\d{2}$/.test(w.week))).toBe(true);

    const other = await newOrg("DashOther");
    const peek = await api<Record<string, unknown>>(`/api/corps/dashboard/recruiter?org_id=${org.orgId}`, { token: other.recruiter.token });
    expect(peek.body).toMatchObject({ upcoming_events: [], pending_signups: 0, hours_this_month: 0 });
    expect((await api("/api/corps/dashboard/recruiter", { token: org.vol1.token })).status).toBe(403);
    expect((await api("/api/corps/dashboard/admin", { token: org.recruiter.token })).status).toBe(403);
    expect((await api("/api/corps/dashboard/admin")).status).toBe(401);
    const bad = await api("/api/corps/dashboard/admin?org_id=nope", { token: org.corpsAdmin.token });
    expect(bad.status).toBe(400);
  });
});
