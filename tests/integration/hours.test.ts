import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";

type Entry = {
  id: string;
  volunteer_id: string;
  volunteer_name: string;
  org_id: string;
  opportunity_id: string | null;
  opportunity_title: string | null;
  hours_worked: number;
  date_worked: string;
  labor_type: string;
  description: string;
  status: string;
  submitted_at: string;
  approved_at: string | null;
  approved_by_name: string | null;
  rejected_reason: string | null;
};
type HoursList = { hours: Entry[]; total: number; total_hours: number; page: number; limit: number };
type Org = Awaited<ReturnType<typeof newOrg>>;

/** Sends the calls at once: they truly race on every database the tests run on. */
function race<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  return Promise.all(calls.map((c) => c()));
}

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

// Opportunities and signups belong to other areas; their rows are arranged directly.
async function opportunity(orgId: string, opts: { autoApproveHours?: boolean; status?: "published" | "cancelled" | "completed" } = {}) {
  return testDb().opportunity.create({
    data: {
      orgId,
      title: `Food bank shift ${uniq()}`,
      laborType: "physical",
      startDatetime: new Date(Date.now() - 5 * 3600_000),
      endDatetime: new Date(Date.now() - 2 * 3600_000),
      status: opts.status ?? "published",
      autoApproveHours: opts.autoApproveHours ?? false,
    },
  });
}

async function signup(opportunityId: string, volunteerId: string, status: "confirmed" | "completed" | "cancelled" = "confirmed") {
  return testDb().signup.create({ data: { opportunityId, volunteerId, status } });
}

async function logHours(token: string, body: Record<string, unknown>) {
  return api<Entry>("/api/corps/hours", { token, body: { hours_worked: 2, date_worked: daysAgo(1), ...body } });
}

async function pendingEntry(org: Org, hours = 2) {
  const res = await logHours(org.vol1.token, { hours_worked: hours });
  expect(res.status).toBe(201);
  return res.body;
}

describe("POST /api/corps/hours", () => {
  it("logs a manual entry without an opportunity as pending in the volunteer's organization", async () => {
    const org = await newOrg("Log");
    const res = await logHours(org.vol1.token, { hours_worked: 3.25, date_worked: daysAgo(2), labor_type: "outreach", description: "Flyers" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      volunteer_id: org.vol1.volunteerId,
      volunteer_name: "Vera One",
      org_id: org.orgId,
      opportunity_id: null,
      opportunity_title: null,
      hours_worked: 3.25,
      date_worked: daysAgo(2),
      labor_type: "outreach",
      description: "Flyers",
      status: "pending",
      approved_at: null,
      approved_by_name: null,
    });
    expect(res.body.submitted_at).toMatch(/Z$/);
  });

  it("takes the opportunity's organization and labor type, and auto-approves when the opportunity says so", async () => {
    const org = await newOrg("Host");
    const other = await newOrg("Guest");
    const opp = await opportunity(org.orgId, { autoApproveHours: true });
    // A volunteer of another organization who signed up: the entry belongs to the hosting org.
    await signup(opp.id, other.vol1.volunteerId, "completed");
    const res = await logHours(other.vol1.token, { opportunity_id: opp.id, hours_worked: 4 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ org_id: org.orgId, opportunity_id: opp.id, opportunity_title: opp.title, labor_type: "physical", status: "auto_approved" });
    expect(res.body.approved_at).toMatch(/Z$/);
    const profile = await api<{ stats: { total_hours: number } }>(`/api/corps/volunteers/${other.vol1.volunteerId}`, { token: other.vol1.token });
    expect(profile.body.stats.total_hours).toBe(4);
    const event = await testDb().domainEvent.findFirst({ where: { type: "hours.approved", payload: { path: ["hours_entry_id"], equals: res.body.id } } });
    expect(event?.orgId).toBe(org.orgId);
  });

  it("rejects an opportunity that is not the caller's signup, or is cancelled", async () => {
    const org = await newOrg("Opp");
    const notMine = await opportunity(org.orgId);
    await signup(notMine.id, org.vol2.volunteerId);
    const cancelled = await opportunity(org.orgId, { status: "cancelled" });
    await signup(cancelled.id, org.vol1.volunteerId);
    const cancelledSignup = await opportunity(org.orgId);
    await signup(cancelledSignup.id, org.vol1.volunteerId, "cancelled");
    for (const id of [notMine.id, cancelled.id, cancelledSignup.id, "5d2c8f7e-1111-4c4c-8888-123456789abc"]) {
      const res = await logHours(org.vol1.token, { opportunity_id: id });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: "VALIDATION_ERROR", details: { fields: { opportunity_id: expect.any(String) } } } });
    }
  });

  it("validates hours_worked, date_worked and unknown fields", async () => {
    const org = await newOrg("Val");
    // Tomorrow in UTC, the API's clock, is in the future at any hour of the day.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ hours_worked: 0 }, "hours_worked"],
      [{ hours_worked: -1 }, "hours_worked"],
      [{ hours_worked: 24.5 }, "hours_worked"],
      [{ hours_worked: "3" }, "hours_worked"],
      [{ date_worked: tomorrow }, "date_worked"],
      [{ date_worked: "2026-13-01" }, "date_worked"],
      [{ status: "approved" }, "status"],
      [{ labor_type: "juggling" }, "labor_type"],
    ];
    for (const [body, field] of cases) {
      const res = await logHours(org.vol1.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: { code: "VALIDATION_ERROR", details: { fields: { [field]: expect.any(String) } } } });
    }
    const max = await logHours(org.vol1.token, { hours_worked: 24, date_worked: today() });
    expect(max.status).toBe(201);
  });

  it("needs a signed-in caller with a volunteer profile", async () => {
    expect((await api("/api/corps/hours", { body: { hours_worked: 1, date_worked: today() } })).status).toBe(401);
    const org = await newOrg("NoProfile");
    const res = await logHours(org.recruiter.token, {});
    expect(res.status).toBe(403);
  });
});

describe("GET /api/corps/hours", () => {
  it("scopes visibility: own hours for volunteers, own organization for staff, everything for admins", async () => {
    const a = await newOrg("VisA");
    const b = await newOrg("VisB");
    const a1 = await pendingEntry(a);
    const a2 = (await logHours(a.vol2.token, {})).body;
    const b1 = await pendingEntry(b);
    const ids = (l: HoursList) => l.hours.map((h) => h.id);

    const vol = await api<HoursList>("/api/corps/hours", { token: a.vol1.token });
    expect(ids(vol.body)).toEqual([a1.id]);
    const volAsks = await api<HoursList>(`/api/corps/hours?volunteer_id=${a.vol2.volunteerId}`, { token: a.vol1.token });
    expect(volAsks.body.total).toBe(0);

    const rec = await api<HoursList>("/api/corps/hours", { token: a.recruiter.token });
    expect(ids(rec.body).sort()).toEqual([a1.id, a2.id].sort());
    const recAsksB = await api<HoursList>(`/api/corps/hours?org_id=${b.orgId}`, { token: a.recruiter.token });
    expect(recAsksB.body.total).toBe(0);
    expect((await api(`/api/corps/hours/${b1.id}`, { token: a.recruiter.token })).status).toBe(404);
    expect((await api(`/api/corps/hours/${a2.id}`, { token: a.vol1.token })).status).toBe(404);

    const admin = await tokenFor({ email: `admin-${uniq()}@test.org`, role: "admin" });
    const adminB = await api<HoursList>(`/api/corps/hours?org_id=${b.orgId}`, { token: admin.token });
    expect(ids(adminB.body)).toEqual([b1.id]);

    expect((await api("/api/corps/hours")).status).toBe(401);
  });

  it("filters, orders by date_worked desc then submitted_at, and sums total_hours over every page", async () => {
    const org = await newOrg("Filter");
    const opp = await opportunity(org.orgId);
    await signup(opp.id, org.vol1.volunteerId);
    const made: Entry[] = [];
    const spec: [number, string, string][] = [
      [1.5, daysAgo(3), "service"],
      [2.25, daysAgo(1), "education"],
      [3, daysAgo(1), "service"],
      [4, daysAgo(10), "service"],
      [0.75, daysAgo(5), "service"],
    ];
    for (const [h, d, l] of spec) {
      const res = await logHours(org.vol1.token, { hours_worked: h, date_worked: d, labor_type: l, opportunity_id: opp.id });
      expect(res.status).toBe(201);
      made.push(res.body);
    }
    const t = org.recruiter.token;
    const page1 = await api<HoursList>(`/api/corps/hours?volunteer_id=${org.vol1.volunteerId}&limit=2`, { token: t });
    const page3 = await api<HoursList>(`/api/corps/hours?volunteer_id=${org.vol1.volunteerId}&limit=2&page=3`, { token: t });
    expect(page1.body).toMatchObject({ total: 5, total_hours: 11.5, page: 1, limit: 2 });
    expect(page3.body).toMatchObject({ total: 5, total_hours: 11.5, page: 3, limit: 2 });
    expect(page3.body.hours).toHaveLength(1);
    // Same day: the later submission first.
    expect(page1.body.hours.map((h) => h.id)).toEqual([made[2].id, made[1].id]);
    expect(page3.body.hours[0].id).toBe(made[3].id);
    expect(page1.body.hours[0]).toMatchObject({ volunteer_name: "Vera One", opportunity_title: opp.title });

    const ranged = await api<HoursList>(`/api/corps/hours?date_from=${daysAgo(5)}&date_to=${daysAgo(2)}&opportunity_id=${opp.id}`, { token: t });
    expect(ranged.body).toMatchObject({ total: 2, total_hours: 2.25 });
    const labor = await api<HoursList>(`/api/corps/hours?labor_type=education&status=pending`, { token: t });
    expect(labor.body).toMatchObject({ total: 1, total_hours: 2.25 });
    const approved = await api<HoursList>(`/api/corps/hours?status=approved`, { token: t });
    expect(approved.body).toMatchObject({ total: 0, total_hours: 0 });

    for (const q of ["status=done", "limit=101", "page=0", "volunteer_id=nope", "date_from=yesterday", `date_from=${daysAgo(1)}&date_to=${daysAgo(3)}`]) {
      const bad = await api(`/api/corps/hours?${q}`, { token: t });
      expect(bad.status, q).toBe(400);
      expect(bad.body).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
    }
  });

  it("GET /hours/me returns the caller's entries; /hours/pending is the organization's queue for recruiter+", async () => {
    const a = await newOrg("QueueA");
    const b = await newOrg("QueueB");
    const mine = await pendingEntry(a, 2);
    const other = (await logHours(a.vol2.token, { hours_worked: 5 })).body;
    await pendingEntry(b);
    const me = await api<HoursList>("/api/corps/hours/me", { token: a.vol1.token });
    expect(me.body).toMatchObject({ total: 1, total_hours: 2, page: 1, limit: 25 });
    expect(me.body.hours[0].id).toBe(mine.id);

    const queue = await api<HoursList>("/api/corps/hours/pending", { token: a.recruiter.token });
    expect(queue.body.hours.map((h) => h.id).sort()).toEqual([mine.id, other.id].sort());
    expect(queue.body).toMatchObject({ total: 2, total_hours: 7 });
    await api(`/api/corps/hours/${other.id}/approve`, { token: a.recruiter.token, body: {} });
    const after = await api<HoursList>("/api/corps/hours/pending", { token: a.corpsAdmin.token });
    expect(after.body.hours.map((h) => h.id)).toEqual([mine.id]);

    expect((await api("/api/corps/hours/pending", { token: a.vol1.token })).status).toBe(403);
    expect((await api("/api/corps/hours/pending")).status).toBe(401);
  });
});

describe("PATCH, approve and reject", () => {
  it("lets only the owner edit, only while pending", async () => {
    const org = await newOrg("Edit");
    const other = await newOrg("EditOther");
    const entry = await pendingEntry(org);
    const edited = await api<Entry>(`/api/corps/hours/${entry.id}`, { method: "PATCH", token: org.vol1.token, body: { hours_worked: 3.5, description: "fixed" } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ hours_worked: 3.5, description: "fixed", status: "pending" });

    expect((await api(`/api/corps/hours/${entry.id}`, { method: "PATCH", token: org.vol2.token, body: { hours_worked: 1 } })).status).toBe(404);
    expect((await api(`/api/corps/hours/${entry.id}`, { method: "PATCH", token: org.recruiter.token, body: { hours_worked: 1 } })).status).toBe(403);
    expect((await api(`/api/corps/hours/${entry.id}`, { method: "PATCH", token: other.recruiter.token, body: { hours_worked: 1 } })).status).toBe(404);
    const mass = await api(`/api/corps/hours/${entry.id}`, { method: "PATCH", token: org.vol1.token, body: { status: "approved" } });
    expect(mass.status).toBe(400);
    expect((await api(`/api/corps/hours/not-a-uuid`, { method: "PATCH", token: org.vol1.token, body: {} })).status).toBe(400);

    const rejected = await api<Entry>(`/api/corps/hours/${entry.id}/reject`, { token: org.recruiter.token, body: { reason: "No shift that day" } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: "rejected", rejected_reason: "No shift that day" });
    const editRejected = await api(`/api/corps/hours/${entry.id}`, { method: "PATCH", token: org.vol1.token, body: { hours_worked: 1 } });
    expect(editRejected.status).toBe(409);
    expect(editRejected.body).toMatchObject({ error: { code: "INVALID_STATE", details: { from: "rejected" } } });
    const note = await testDb().notification.findFirst({ where: { userId: org.vol1.userId, notificationType: "hours_rejected" } });
    expect(note?.message).toContain("No shift that day");
    const approveRejected = await api(`/api/corps/hours/${entry.id}/approve`, { token: org.recruiter.token, body: {} });
    expect(approveRejected.status).toBe(409);
    expect(approveRejected.body).toMatchObject({ error: { code: "INVALID_STATE", details: { from: "rejected", to: "approved" } } });
  });

  it("restricts decisions to recruiter+ of the entry's organization", async () => {
    const org = await newOrg("Decide");
    const other = await newOrg("DecideOther");
    const entry = await pendingEntry(org);
    expect((await api(`/api/corps/hours/${entry.id}/approve`, { token: org.vol1.token, body: {} })).status).toBe(403);
    expect((await api(`/api/corps/hours/${entry.id}/approve`, { body: {} })).status).toBe(401);
    const foreign = await api(`/api/corps/hours/${entry.id}/approve`, { token: other.recruiter.token, body: {} });
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain(entry.id);
    expect((await api(`/api/corps/hours/${entry.id}/reject`, { token: other.corpsAdmin.token, body: { reason: "x" } })).status).toBe(404);
    const noReason = await api(`/api/corps/hours/${entry.id}/reject`, { token: org.recruiter.token, body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ error: { details: { fields: { reason: expect.any(String) } } } });
    const badOverride = await api(`/api/corps/hours/${entry.id}/approve`, { token: org.recruiter.token, body: { hours_worked: 30 } });
    expect(badOverride.status).toBe(400);
    const row = await testDb().hoursEntry.findUnique({ where: { id: entry.id } });
    expect(row?.status).toBe("pending");
  });

  it("lifecycle: checked-out signup's pending entry → approve with override → totals → badge once; approve again and edit fail", async () => {
    const org = await newOrg("Life");
    const { volunteerId, token, userId } = org.vol1;
    // The whole path over HTTP: the recruiter publishes, the volunteer signs up, checks in and
    // checks out (3 h), and check-out writes the pending entry.
    const opp = await createOpp(org.recruiter.token, { auto_approve_signups: true, auto_approve_hours: false, labor_type: "physical" });
    const s = await api<{ id: string; status: string }>(`/api/corps/opportunities/${opp.id}/signup`, { token, body: {} });
    expect(s.body.status).toBe("confirmed");
    const inAt = new Date(Date.now() - 4 * 3600_000);
    const outAt = new Date(inAt.getTime() + 3 * 3600_000);
    expect((await api(`/api/corps/signups/${s.body.id}/check-in`, { token, body: { check_in_at: inAt.toISOString() } })).status).toBe(200);
    const out = await api<{ status: string }>(`/api/corps/signups/${s.body.id}/check-out`, { token, body: { check_out_at: outAt.toISOString() } });
    expect(out.body.status).toBe("completed");
    const mine = await api<HoursList>("/api/corps/hours/me", { token });
    const seeded = mine.body.hours.find((h) => h.opportunity_id === opp.id);
    expect(seeded).toMatchObject({ status: "pending", hours_worked: 3, labor_type: "physical" });
    if (!seeded) throw new Error("check-out wrote no hours entry");
    // Earlier approved hours put the volunteer at 8: the override of 3 → 4 crosses 10.
    const earlier = await pendingEntry(org, 8);
    expect((await api(`/api/corps/hours/${earlier.id}/approve`, { token: org.recruiter.token, body: {} })).status).toBe(200);

    const before = await api<{ stats: Record<string, number> }>(`/api/corps/volunteers/${volunteerId}`, { token });
    expect(before.body.stats).toEqual({ total_hours: 8, pending_hours: 3, events_attended: 1 });
    const pending = await api<HoursList>("/api/corps/hours/pending", { token: org.recruiter.token });
    expect(pending.body.hours.map((h) => h.id)).toEqual([seeded.id]);

    const approved = await api<Entry>(`/api/corps/hours/${seeded.id}/approve`, { token: org.recruiter.token, body: { hours_worked: 4 } });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", hours_worked: 4, approved_by_name: "Rita Recruiter", opportunity_title: opp.title as string });
    expect(approved.body.approved_at).toMatch(/Z$/);

    const after = await api<{ stats: Record<string, number>; achievements: { name: string }[] }>(`/api/corps/volunteers/${volunteerId}`, { token });
    expect(after.body.stats).toEqual({ total_hours: 12, pending_hours: 0, events_attended: 1 });
    expect(after.body.achievements.map((a) => a.name).sort()).toEqual(["10 Hours", "First Shift"]);
    const list = await api<{ volunteers: { id: string; total_hours: number }[] }>(`/api/corps/volunteers`, { token: org.recruiter.token });
    expect(list.body.volunteers.find((v) => v.id === volunteerId)?.total_hours).toBe(12);

    const again = await api(`/api/corps/hours/${seeded.id}/approve`, { token: org.corpsAdmin.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: "INVALID_STATE", details: { from: "approved", to: "approved" } } });
    const edit = await api(`/api/corps/hours/${seeded.id}`, { method: "PATCH", token, body: { hours_worked: 5 } });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({ error: { code: "HOURS_ALREADY_APPROVED" } });
    // The spec's rule holds for staff who can see the entry too, not a 403 "not the owner".
    const staffEdit = await api(`/api/corps/hours/${seeded.id}`, { method: "PATCH", token: org.recruiter.token, body: { hours_worked: 5 } });
    expect(staffEdit.status).toBe(400);
    expect(staffEdit.body).toMatchObject({ error: { code: "HOURS_ALREADY_APPROVED" } });

    // Another approval keeps the badge count at one.
    const more = await pendingEntry(org, 1);
    await api(`/api/corps/hours/${more.id}/approve`, { token: org.recruiter.token, body: {} });
    const badges = await testDb().volunteerAchievement.findMany({ where: { volunteerId }, include: { achievement: true } });
    expect(badges.filter((b) => b.achievement.name === "10 Hours")).toHaveLength(1);

    const notes = await testDb().notification.findMany({ where: { userId }, select: { notificationType: true, message: true } });
    expect(notes.filter((n) => n.notificationType === "hours_approved")).toHaveLength(3);
    expect(notes.filter((n) => n.notificationType === "achievement_awarded")).toHaveLength(2);
    const events = await testDb().domainEvent.findMany({ where: { payload: { path: ["volunteer_id"], equals: volunteerId } } });
    expect(events.filter((e) => e.type === "hours.approved")).toHaveLength(3);
    expect(events.filter((e) => e.type === "achievement.awarded")).toHaveLength(2);
    const approvedEvent = events.find((e) => e.type === "hours.approved" && (e.payload as { hours_entry_id: string }).hours_entry_id === seeded.id);
    expect(approvedEvent?.payload).toMatchObject({ hours_worked: 4, approved_by: org.recruiter.userId });
  });

  it("awards a milestone once when two recruiters approve different entries at the same time", async () => {
    const org = await newOrg("Race");
    const second = await tokenFor({ email: `rec2-${uniq()}@test.org`, role: "recruiter", org: org.name, name: "Ray Recruiter" });
    for (let round = 0; round < 5; round++) {
      // Each entry alone stays under 25 hours (from 20), together they cross it.
      const vol = await tokenFor({ email: `race-${uniq()}@test.org`, role: "volunteer", org: org.name, name: "Rae Racer" });
      const profile = await api<{ id: string }>("/api/corps/volunteers", { token: vol.token, body: {} });
      const base = await logHours(vol.token, { hours_worked: 20 });
      await api(`/api/corps/hours/${base.body.id}/approve`, { token: org.recruiter.token, body: {} });
      const e1 = await logHours(vol.token, { hours_worked: 3 });
      const e2 = await logHours(vol.token, { hours_worked: 3 });
      const [r1, r2] = await race([
        () => api(`/api/corps/hours/${e1.body.id}/approve`, { token: org.recruiter.token, body: {} }),
        () => api(`/api/corps/hours/${e2.body.id}/approve`, { token: second.token, body: {} }),
      ]);
      expect([r1.status, r2.status]).toEqual([200, 200]);
      const awards = await testDb().volunteerAchievement.findMany({ where: { volunteerId: profile.body.id }, include: { achievement: true } });
      expect(awards.map((a) => a.achievement.name).sort()).toEqual(["10 Hours", "25 Hours"]);
      const notes = await testDb().notification.count({ where: { userId: vol.userId, notificationType: "achievement_awarded", title: { contains: "25 Hours" } } });
      expect(notes).toBe(1);
    }
    // The same entry approved twice at once: one wins, the other sees it approved.
    const entry = await pendingEntry(org, 1);
    const both = await race([
      () => api(`/api/corps/hours/${entry.id}/approve`, { token: org.recruiter.token, body: { hours_worked: 2 } }),
      () => api(`/api/corps/hours/${entry.id}/approve`, { token: second.token, body: {} }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const events = await testDb().domainEvent.count({ where: { type: "hours.approved", payload: { path: ["hours_entry_id"], equals: entry.id } } });
    expect(events).toBe(1);
  });
});

describe("event payloads", () => {
  it("hours.approved and achievement.awarded carry the same fields whichever path approved or awarded", async () => {
    const org = await newOrg("Events");
    const { token, volunteerId } = org.vol1;
    // Path 1: check-out on an auto-approving opportunity (also completes a first shift: automatic badge).
    const opp = await createOpp(org.recruiter.token, { auto_approve_signups: true, auto_approve_hours: true });
    const s = await api<{ id: string }>(`/api/corps/opportunities/${opp.id}/signup`, { token, body: {} });
    const inAt = new Date(Date.now() - 3 * 3600_000);
    expect((await api(`/api/corps/signups/${s.body.id}/check-in`, { token, body: { check_in_at: inAt.toISOString() } })).status).toBe(200);
    const outAt = new Date(inAt.getTime() + 2 * 3600_000);
    expect((await api(`/api/corps/signups/${s.body.id}/check-out`, { token, body: { check_out_at: outAt.toISOString() } })).status).toBe(200);
    // Path 2: a recruiter approves a manual entry.
    const manual = await pendingEntry(org, 1);
    expect((await api(`/api/corps/hours/${manual.id}/approve`, { token: org.recruiter.token, body: {} })).status).toBe(200);

    const events = await testDb().domainEvent.findMany({ where: { payload: { path: ["volunteer_id"], equals: volunteerId } } });
    const hours = events.filter((e) => e.type === "hours.approved").map((e) => e.payload as Record<string, unknown>);
    expect(hours).toHaveLength(2);
    const auto = hours.find((p) => p.status === "auto_approved");
    const byRecruiter = hours.find((p) => p.status === "approved");
    expect(Object.keys(auto ?? {}).sort()).toEqual(Object.keys(byRecruiter ?? {}).sort());
    expect(auto).toMatchObject({ opportunity_id: opp.id, hours_worked: 2, date_worked: inAt.toISOString().slice(0, 10), approved_by: null });
    expect(auto?.approved_at).toMatch(/Z$/);
    expect(byRecruiter).toMatchObject({ hours_entry_id: manual.id, approved_by: org.recruiter.userId });

    const badges = events.filter((e) => e.type === "achievement.awarded").map((e) => e.payload as Record<string, unknown>);
    expect(badges).toContainEqual(expect.objectContaining({ achievement_name: "First Shift", automatic: true, awarded_by: null }));
  });
});
