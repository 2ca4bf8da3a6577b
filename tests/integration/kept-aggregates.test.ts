// Kept aggregates (docs/decisions/112-kept-aggregates.md): hours-summary, the participation
// report and the recruiter and admin dashboards are served again while the organization's data is
// unchanged, and recomputed after any committed change to it, including one whose transaction was
// still running when the kept answer was computed, and when their first upcoming event starts.
//
// To see that an answer is kept at all, rows are written with the triggers off
// (session_replication_role = replica, as bulk loads do): a recomputed answer would show them, a
// kept one does not. A normal write afterwards must bring them in.
import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { api, newOrg, testDb, uniq } from "@/tests/helpers/api";
import type { Org } from "@/tests/helpers/hours";

type RecruiterDashboard = { pending_signups: number; active_volunteers: number; upcoming_events: { id: string }[] };
type AdminDashboard = { active_volunteers: number; upcoming_events: number };
type Summary = { summary: { total_volunteers: number } };
type Participation = { active_volunteers: number };

const today = () => new Date().toISOString().slice(0, 10);

async function newOpportunity(org: Org, startInMs = 7 * 86_400_000) {
  const start = new Date(Date.now() + startInMs);
  return testDb().opportunity.create({
    data: { orgId: org.orgId, title: `Kept ${uniq()}`, startDatetime: start, endDatetime: new Date(start.getTime() + 3 * 3_600_000), status: "published", maxVolunteers: 10 },
  });
}

/** A pending signup and an approved hours entry for a new volunteer of `org`, written with the triggers off. */
async function silentActivity(org: Org, opportunityId: string) {
  const db = testDb();
  const user = await db.user.create({ data: { email: `silent-${uniq()}@test.org`, role: "volunteer", orgId: org.orgId, name: "Sil Ent" } });
  const volunteerId = randomUUID();
  await db.$transaction([
    db.$executeRaw`SET LOCAL session_replication_role = replica`,
    db.$executeRaw`INSERT INTO volunteer_profiles (id, user_id, org_id, first_name, last_name, email, zip_code, updated_at)
                   VALUES (${volunteerId}::uuid, ${user.id}::uuid, ${org.orgId}::uuid, 'Sil', 'Ent', ${user.email}, '97214', now())`,
    db.$executeRaw`INSERT INTO signups (opportunity_id, volunteer_id, status) VALUES (${opportunityId}::uuid, ${volunteerId}::uuid, 'pending')`,
    db.$executeRaw`INSERT INTO hours_entries (id, volunteer_id, org_id, hours_worked, date_worked, labor_type, status, updated_at)
                   VALUES (gen_random_uuid(), ${volunteerId}::uuid, ${org.orgId}::uuid, 2, CURRENT_DATE, 'service', 'approved', now())`,
  ]);
}

async function figures(org: Org) {
  const staff = org.recruiter.token;
  const [recruiter, admin, summary, participation] = await Promise.all([
    api<RecruiterDashboard>("/api/corps/dashboard/recruiter", { token: staff }),
    api<AdminDashboard>("/api/corps/dashboard/admin", { token: org.corpsAdmin.token }),
    api<Summary>(`/api/corps/reports/hours-summary?group_by=week&date_from=${today()}&date_to=${today()}`, { token: staff }),
    api<Participation>("/api/corps/reports/participation", { token: staff }),
  ]);
  for (const r of [recruiter, admin, summary, participation]) expect(r.status, r.text).toBe(200);
  return {
    pending: recruiter.body.pending_signups,
    active: [recruiter.body.active_volunteers, admin.body.active_volunteers, participation.body.active_volunteers],
    summaryVolunteers: summary.body.summary.total_volunteers,
  };
}

describe("kept aggregates", () => {
  it("serve a kept answer while the organization's data is unchanged, and recompute after its own change but not another's", async () => {
    const org = await newOrg("Kept");
    const other = await newOrg("KeptOther");
    const opp = await newOpportunity(org);
    const before = await figures(org);
    expect(before).toEqual({ pending: 0, active: [0, 0, 0], summaryVolunteers: 0 });

    await silentActivity(org, opp.id);
    expect(await figures(org)).toEqual(before);

    // Another organization's change leaves this one's answers kept.
    const otherOpp = await newOpportunity(other);
    expect((await api(`/api/corps/opportunities/${otherOpp.id}/signup`, { token: other.vol1.token, body: {} })).status).toBe(201);
    expect(await figures(org)).toEqual(before);

    // Its own change (a signup through the API, pending approval) brings in everything written since.
    const signup = await api<{ status: string }>(`/api/corps/opportunities/${opp.id}/signup`, { token: org.vol1.token, body: {} });
    expect([signup.status, signup.body.status]).toEqual([201, "pending"]);
    expect(await figures(org)).toEqual({ pending: 2, active: [1, 1, 1], summaryVolunteers: 1 });
  });

  it("recompute after a change committed by a transaction that was running when the kept answer was computed", async () => {
    const org = await newOrg("KeptRunning");
    const opp = await newOpportunity(org);
    await testDb().$transaction(async (tx) => {
      await tx.signup.create({ data: { opportunityId: opp.id, volunteerId: org.vol1.volunteerId, status: "pending" } });
      // Computed and kept while the signup is written but not committed: it cannot count it.
      expect((await figures(org)).pending).toBe(0);
    });
    expect((await figures(org)).pending).toBe(1);
  });

  it("recompute the recruiter dashboard when its first upcoming event starts", async () => {
    const org = await newOrg("KeptClock");
    const soon = await newOpportunity(org, 2_500);
    const later = await newOpportunity(org);
    const first = await api<RecruiterDashboard>("/api/corps/dashboard/recruiter", { token: org.recruiter.token });
    expect(first.body.upcoming_events.map((e) => e.id)).toEqual([soon.id, later.id]);
    expect((await api<AdminDashboard>("/api/corps/dashboard/admin", { token: org.corpsAdmin.token })).body.upcoming_events).toBe(2);
    await new Promise((r) => setTimeout(r, Math.max(0, soon.startDatetime.getTime() - Date.now()) + 300));
    const after = await api<RecruiterDashboard>("/api/corps/dashboard/recruiter", { token: org.recruiter.token });
    expect(after.body.upcoming_events.map((e) => e.id)).toEqual([later.id]);
    const admin = await api<AdminDashboard>("/api/corps/dashboard/admin", { token: org.corpsAdmin.token });
    expect(admin.body.upcoming_events).toBe(1);
  });

  it("recompute another organization's answers that a volunteer's rename or an opportunity's new date changes", async () => {
    const host = await newOrg("KeptHost");
    const home = await newOrg("KeptHome");
    const db = testDb();
    const start = new Date(Date.now() - 5 * 86_400_000);
    const opp = await db.opportunity.create({
      data: { orgId: host.orgId, title: `Past ${uniq()}`, startDatetime: start, endDatetime: new Date(start.getTime() + 3_600_000), status: "completed" },
    });
    // home's volunteer worked at host's opportunity: the entry is host's, the volunteer home's.
    await db.hoursEntry.create({ data: { volunteerId: home.vol1.volunteerId, orgId: host.orgId, opportunityId: opp.id, hoursWorked: 3, dateWorked: new Date(today()), status: "approved" } });
    await db.signup.create({ data: { opportunityId: opp.id, volunteerId: home.vol2.volunteerId, status: "completed" } });

    const byVolunteer = async () =>
      (await api<{ by_period: { period: string }[] }>(`/api/corps/reports/hours-summary?group_by=volunteer&date_from=${today()}&date_to=${today()}`, { token: host.recruiter.token })).body.by_period.map((p) => p.period);
    const homeActive = async () => (await api<Participation>("/api/corps/reports/participation", { token: home.recruiter.token })).body.active_volunteers;
    expect(await byVolunteer()).toEqual(["Vera One"]);
    expect(await homeActive()).toBe(2);

    // A change of home's profile is host's change too, since the name shows in host's report.
    await db.volunteerProfile.update({ where: { id: home.vol1.volunteerId }, data: { firstName: "Vida" } });
    expect(await byVolunteer()).toEqual(["Vida One"]);
    expect(await homeActive()).toBe(2);
    // Host's opportunity moved out of the 90 days: home's volunteer did not complete it in them.
    await db.opportunity.update({ where: { id: opp.id }, data: { startDatetime: new Date(Date.now() - 200 * 86_400_000), endDatetime: new Date(Date.now() - 200 * 86_400_000 + 3_600_000) } });
    expect(await homeActive()).toBe(1);
  });

  it("forget data changes older than an hour in the every-minute cron", async () => {
    const db = testDb();
    const marker = randomUUID();
    await db.$executeRaw`INSERT INTO data_changes (org_id, xid, at) VALUES (${marker}::uuid, 1, now() - interval '2 hours'), (${marker}::uuid, 2, now())`;
    const cron = await api("/api/cron/seats", { headers: { authorization: `Bearer ${inject("cronSecret")}` } });
    expect(cron.status).toBe(200);
    const left = await db.$queryRaw<{ xid: bigint }[]>`SELECT xid FROM data_changes WHERE org_id = ${marker}::uuid`;
    expect(left.map((r) => Number(r.xid))).toEqual([2]);
    await db.$executeRaw`DELETE FROM data_changes WHERE org_id = ${marker}::uuid`;
  });
});
