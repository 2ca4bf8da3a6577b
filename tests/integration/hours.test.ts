import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";
import { Entry, HoursList, daysAgo, logHours, pendingEntry } from "@/tests/helpers/hours";

const today = () => new Date().toISOString().slice(0, 10);

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
