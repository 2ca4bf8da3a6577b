// Deciding on hours over real HTTP: edits while pending, approve and reject by recruiter+ of
// the organization, the approval lifecycle with badges, and the events' payloads.
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";
import { Entry, HoursList, logHours, pendingEntry } from "@/tests/helpers/hours";
import { formatCalendarDate } from "@/lib/format";

/** Sends the calls at once: they truly race on every database the tests run on. */
function race<T>(calls: (() => Promise<T>)[]): Promise<T[]> {
  return Promise.all(calls.map((c) => c()));
}

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
    // The day as a person reads it ("Nov 20, 2026"), not the stored YYYY-MM-DD.
    expect(note?.message).toContain(formatCalendarDate(entry.date_worked));
    expect(note?.message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
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
