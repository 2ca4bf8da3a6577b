import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, type ErrorBody } from "@/tests/helpers/api";
import { createOpp, type Opp } from "@/tests/helpers/opportunities";

type Created = { id: string; status: string; message: string };
type SignupBody = { id: string; status: string; volunteer_name: string; volunteer_email: string; confirmed_at: string | null; check_in_at: string | null; check_out_at: string | null; organizer_notes: string; volunteer_notes: string };
type Roster = { signups: (SignupBody & { volunteer_id: string; signed_up_at: string })[]; total: number };

const signup = (oppId: string, token: string, notes?: string) =>
  api<Created & ErrorBody>(`/api/corps/opportunities/${oppId}/signup`, { token, body: notes === undefined ? {} : { notes } });
const detail = (oppId: string, token: string) => api<Opp>(`/api/corps/opportunities/${oppId}`, { token });

describe("signups: outcomes", () => {
  it("confirms at once with auto-approve, emits events and notifies; a second signup is ALREADY_SIGNED_UP", async () => {
    const a = await newOrg("SignAuto");
    const opp = await createOpp(a.recruiter.token, { auto_approve_signups: true, max_volunteers: 5 });
    const res = await signup(opp.id, a.vol1.token, "Bringing gloves");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "confirmed" });
    expect(res.body.message).toMatch(/confirmed/i);
    const events = await testDb().domainEvent.findMany({ where: { payload: { path: ["signup_id"], equals: res.body.id } } });
    expect(events.map((e) => e.type).sort()).toEqual(["signup.confirmed", "signup.created"]);
    const note = await testDb().notification.findFirst({ where: { userId: a.vol1.userId, opportunityId: opp.id } });
    expect(note?.notificationType).toBe("signup_confirmed");
    const d = await detail(opp.id, a.vol1.token);
    expect(d.body).toMatchObject({ user_signup_status: "confirmed", confirmed_count: 1, pending_count: 0, is_full: false });
    expect((await detail(opp.id, a.vol2.token)).body.user_signup_status).toBeNull();

    const again = await signup(opp.id, a.vol1.token);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("ALREADY_SIGNED_UP");
    const extra = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol2.token, body: { notes: "x", status: "confirmed" } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.details?.fields).toHaveProperty("status");
  });

  it("leaves the signup pending without auto-approve; recruiter confirms or declines it", async () => {
    const a = await newOrg("SignPending");
    const b = await newOrg("SignPendingB");
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 3 });
    const s1 = await signup(opp.id, a.vol1.token, "I can drive");
    const s2 = await signup(opp.id, a.vol2.token);
    expect(s1.status).toBe(201);
    expect(s1.body.status).toBe("pending");
    expect((await testDb().notification.findFirst({ where: { userId: a.vol1.userId, opportunityId: opp.id } }))?.notificationType).toBe("signup_pending");
    expect((await detail(opp.id, a.recruiter.token)).body).toMatchObject({ pending_count: 2, confirmed_count: 0 });

    // Role boundaries of PATCH.
    const byVolunteer = await api<ErrorBody>(`/api/corps/signups/${s1.body.id}`, { method: "PATCH", token: a.vol1.token, body: { status: "confirmed" } });
    expect(byVolunteer.status).toBe(403);
    const byOtherOrg = await api<ErrorBody>(`/api/corps/signups/${s1.body.id}`, { method: "PATCH", token: b.recruiter.token, body: { status: "confirmed" } });
    expect(byOtherOrg.status).toBe(404);
    expect((await api(`/api/corps/signups/${s1.body.id}`, { method: "PATCH", token: a.recruiter.token, body: { status: "waitlist" } })).status).toBe(400);
    expect((await api(`/api/corps/signups/${s1.body.id}`, { method: "PATCH", token: a.recruiter.token, body: {} })).status).toBe(400);

    const ok = await api<SignupBody>(`/api/corps/signups/${s1.body.id}`, {
      method: "PATCH",
      token: a.recruiter.token,
      body: { status: "confirmed", organizer_notes: "Driver" },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: s1.body.id, status: "confirmed", organizer_notes: "Driver", volunteer_notes: "I can drive", volunteer_name: "Vera One" });
    expect(ok.body.confirmed_at).toMatch(/Z$/);
    expect(await testDb().domainEvent.count({ where: { type: "signup.confirmed", payload: { path: ["signup_id"], equals: s1.body.id } } })).toBe(1);
    expect(await testDb().notification.count({ where: { userId: a.vol1.userId, notificationType: "signup_confirmed" } })).toBe(1);

    // Repeating the status it already has is not a change: 200, no second event or notification.
    const again = await api<SignupBody>(`/api/corps/signups/${s1.body.id}`, { method: "PATCH", token: a.recruiter.token, body: { status: "confirmed" } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ status: "confirmed", confirmed_at: ok.body.confirmed_at });
    expect(await testDb().domainEvent.count({ where: { type: "signup.confirmed", payload: { path: ["signup_id"], equals: s1.body.id } } })).toBe(1);
    expect(await testDb().notification.count({ where: { userId: a.vol1.userId, notificationType: "signup_confirmed" } })).toBe(1);

    const twice = await api<ErrorBody>(`/api/corps/signups/${s1.body.id}`, { method: "PATCH", token: a.recruiter.token, body: { status: "declined" } });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "confirmed", to: "declined" } });
    const notesOnly = await api<SignupBody>(`/api/corps/signups/${s1.body.id}`, { method: "PATCH", token: a.recruiter.token, body: { organizer_notes: "Van" } });
    expect(notesOnly.body).toMatchObject({ status: "confirmed", organizer_notes: "Van" });

    const declined = await api<SignupBody>(`/api/corps/signups/${s2.body.id}`, { method: "PATCH", token: a.corpsAdmin.token, body: { status: "declined" } });
    expect(declined.body.status).toBe("declined");
    expect(await testDb().notification.count({ where: { userId: a.vol2.userId, notificationType: "signup_declined" } })).toBe(1);
  });

  it("answers SIGNUP_FULL with a waitlist position, promotes on cancel and follows published/full", async () => {
    const a = await newOrg("SignFull");
    const opp = await createOpp(a.recruiter.token, { auto_approve_signups: true, max_volunteers: 1 });
    expect((await signup(opp.id, a.vol1.token)).status).toBe(201);
    expect((await detail(opp.id, a.vol1.token)).body).toMatchObject({ status: "full", is_full: true, confirmed_count: 1 });

    const full = await signup(opp.id, a.vol2.token);
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe("SIGNUP_FULL");
    expect(full.body.error.message).toMatch(/waitlist/i);
    expect(full.body.error.details).toMatchObject({ waitlist_position: 1 });
    const waitId = full.body.error.details?.signup_id as string;
    expect((await detail(opp.id, a.vol2.token)).body).toMatchObject({ user_signup_status: "waitlist", waitlist_count: 1 });
    expect(await testDb().notification.count({ where: { userId: a.vol2.userId, notificationType: "signup_waitlisted" } })).toBe(1);

    const cancel = await api(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: a.vol1.token });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: "cancelled" });
    const promoted = await testDb().signup.findUniqueOrThrow({ where: { id: waitId } });
    expect(promoted.status).toBe("confirmed");
    expect(await testDb().notification.count({ where: { userId: a.vol2.userId, notificationType: "waitlist_promoted" } })).toBe(1);
    expect((await detail(opp.id, a.vol1.token)).body).toMatchObject({ status: "full", user_signup_status: null, waitlist_count: 0 });

    // The promoted volunteer leaves: no one waits, so the seat frees and it is published again.
    expect((await api(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: a.vol2.token })).status).toBe(200);
    expect((await detail(opp.id, a.vol1.token)).body).toMatchObject({ status: "published", is_full: false });
    const none = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: a.vol2.token });
    expect(none.status).toBe(404);
    // Signing up again after cancelling is allowed.
    expect((await signup(opp.id, a.vol2.token)).body.status).toBe("confirmed");
  });

  it("answers SIGNUP_FULL without a position when there is no waitlist; a decline promotes the waitlist", async () => {
    const a = await newOrg("SignNoWait");
    const noWait = await createOpp(a.recruiter.token, { auto_approve_signups: true, max_volunteers: 1, allow_waitlist: false });
    await signup(noWait.id, a.vol1.token);
    const res = await signup(noWait.id, a.vol2.token);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe("SIGNUP_FULL");
    expect(res.body.error.details).toBeUndefined();
    expect(await testDb().signup.count({ where: { opportunityId: noWait.id } })).toBe(1);

    const manual = await createOpp(a.recruiter.token, { max_volunteers: 1 });
    const p = await signup(manual.id, a.vol1.token);
    expect(p.body.status).toBe("pending");
    const w = await signup(manual.id, a.vol2.token);
    const waitId = w.body.error.details?.signup_id as string;
    await api(`/api/corps/signups/${p.body.id}`, { method: "PATCH", token: a.recruiter.token, body: { status: "declined" } });
    // Promotion without auto-approve leaves the promoted signup pending.
    expect((await testDb().signup.findUniqueOrThrow({ where: { id: waitId } })).status).toBe("pending");
  });

  it("is SIGNUP_CLOSED for draft, cancelled, finished, started and deactivated cases, NOT_FOUND for unknown ids", async () => {
    const a = await newOrg("SignClosed");
    const done = await createOpp(a.recruiter.token);
    await api(`/api/corps/opportunities/${done.id}/complete`, { method: "POST", token: a.recruiter.token });
    const closed = await signup(done.id, a.vol1.token);
    expect(closed.status).toBe(400);
    expect(closed.body.error.code).toBe("SIGNUP_CLOSED");

    const started = await createOpp(a.recruiter.token, {
      start_datetime: new Date(Date.now() - 3_600_000).toISOString(),
      end_datetime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect((await signup(started.id, a.vol1.token)).body.error.code).toBe("SIGNUP_CLOSED");

    // DECISIONS.md: "opportunity not published -> SIGNUP_CLOSED", also for a draft or a
    // cancelled opportunity the volunteer cannot read (the message then names no status).
    const draft = await createOpp(a.recruiter.token, { status: "draft" });
    const toDraft = await signup(draft.id, a.vol1.token);
    expect(toDraft.status).toBe(400);
    expect(toDraft.body.error.code).toBe("SIGNUP_CLOSED");
    expect(toDraft.body.error.message).not.toMatch(/draft/);
    const cancelled = await createOpp(a.recruiter.token);
    await api(`/api/corps/opportunities/${cancelled.id}/cancel`, { token: a.recruiter.token, body: {} });
    const toCancelled = await signup(cancelled.id, a.vol1.token);
    expect(toCancelled.status).toBe(400);
    expect(toCancelled.body.error.code).toBe("SIGNUP_CLOSED");
    expect((await testDb().signup.count({ where: { opportunityId: { in: [draft.id, cancelled.id] } } }))).toBe(0);
    const unknown = await signup("00000000-0000-4000-8000-000000000000", a.vol1.token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("NOT_FOUND");

    const open = await createOpp(a.recruiter.token);
    await api(`/api/corps/volunteers/${a.vol2.volunteerId}/deactivate`, { token: a.vol2.token, body: { reason: "moving" } });
    expect((await signup(open.id, a.vol2.token)).body.error.code).toBe("SIGNUP_CLOSED");
    expect((await api(`/api/corps/opportunities/${open.id}/signup`, { body: {} })).status).toBe(401);
  });
});

describe("signups: roster", () => {
  it("lists signups with name and e-mail for recruiter+ of the organization only", async () => {
    const a = await newOrg("Roster");
    const b = await newOrg("RosterB");
    const opp = await createOpp(a.recruiter.token, { auto_approve_signups: true });
    await signup(opp.id, a.vol1.token, "first");
    await signup(opp.id, a.vol2.token);
    const res = await api<Roster>(`/api/corps/opportunities/${opp.id}/signups`, { token: a.recruiter.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.signups.map((s) => s.volunteer_id)).toEqual([a.vol1.volunteerId, a.vol2.volunteerId]);
    expect(res.body.signups[0]).toMatchObject({ volunteer_name: "Vera One", status: "confirmed", volunteer_notes: "first", check_in_at: null });
    expect(res.body.signups[0].volunteer_email).toMatch(/^v1-/);
    expect((await api(`/api/corps/opportunities/${opp.id}/signups`, { token: a.vol1.token })).status).toBe(403);
    expect((await api(`/api/corps/opportunities/${opp.id}/signups`, { token: b.recruiter.token })).status).toBe(404);
    const draft = await createOpp(a.recruiter.token, { status: "draft" });
    expect((await api(`/api/corps/opportunities/${draft.id}/signups`, { token: b.corpsAdmin.token })).status).toBe(404);
  });

  it("pages the roster like every list: page, limit and total", async () => {
    const a = await newOrg("RosterPage");
    const opp = await createOpp(a.recruiter.token);
    await signup(opp.id, a.vol1.token);
    await signup(opp.id, a.vol2.token);
    const all = await api<Roster & { page: number; limit: number }>(`/api/corps/opportunities/${opp.id}/signups`, { token: a.recruiter.token });
    expect(all.body).toMatchObject({ total: 2, page: 1, limit: 25 });
    const second = await api<Roster & { page: number; limit: number }>(`/api/corps/opportunities/${opp.id}/signups?page=2&limit=1`, { token: a.recruiter.token });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(second.body.signups.map((s) => s.volunteer_id)).toEqual([a.vol2.volunteerId]);
    const tooBig = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signups?limit=101`, { token: a.recruiter.token });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.code).toBe("VALIDATION_ERROR");
  });
});

describe("signups: check-in and check-out", () => {
  it("creates an auto-approved hours entry in quarter hours and awards the first-shift badge", async () => {
    const a = await newOrg("Shift");
    const b = await newOrg("ShiftB");
    const opp = await createOpp(a.recruiter.token, { auto_approve_signups: true, auto_approve_hours: true, labor_type: "physical" });
    const s = await signup(opp.id, a.vol1.token);
    const other = await api<ErrorBody>(`/api/corps/signups/${s.body.id}/check-in`, { token: a.vol2.token, body: {} });
    expect(other.status).toBe(404);
    expect((await api(`/api/corps/signups/${s.body.id}/check-in`, { token: b.recruiter.token, body: {} })).status).toBe(404);
    const early = await api<ErrorBody>(`/api/corps/signups/${s.body.id}/check-out`, { token: a.vol1.token, body: {} });
    expect(early.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "confirmed", to: "completed" } });

    const inAt = "2026-11-20T09:00:00.000Z";
    const ci = await api<SignupBody>(`/api/corps/signups/${s.body.id}/check-in`, { token: a.vol1.token, body: { check_in_at: inAt } });
    expect(ci.status).toBe(200);
    expect(ci.body).toMatchObject({ status: "checked_in", check_in_at: inAt });
    expect((await api<ErrorBody>(`/api/corps/signups/${s.body.id}/check-in`, { token: a.vol1.token, body: {} })).body.error.code).toBe("INVALID_STATE");
    const backwards = await api<ErrorBody>(`/api/corps/signups/${s.body.id}/check-out`, { token: a.vol1.token, body: { check_out_at: "2026-11-20T08:00:00Z" } });
    expect(backwards.status).toBe(400);

    const co = await api<SignupBody>(`/api/corps/signups/${s.body.id}/check-out`, { token: a.recruiter.token, body: { check_out_at: "2026-11-20T11:08:00Z" } });
    expect(co.status).toBe(200);
    expect(co.body).toMatchObject({ status: "completed", check_out_at: "2026-11-20T11:08:00.000Z" });
    const entry = await testDb().hoursEntry.findUniqueOrThrow({ where: { signupId: s.body.id } });
    expect(Number(entry.hoursWorked)).toBe(2.25);
    expect(entry).toMatchObject({ status: "auto_approved", orgId: a.orgId, opportunityId: opp.id, volunteerId: a.vol1.volunteerId, laborType: "physical" });
    expect(entry.dateWorked.toISOString().slice(0, 10)).toBe("2026-11-20");
    const badge = await testDb().volunteerAchievement.findFirst({ where: { volunteerId: a.vol1.volunteerId, achievement: { name: "First Shift" } } });
    expect(badge).not.toBeNull();
    const cancelDone = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: a.vol1.token });
    expect(cancelDone.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "completed", to: "cancelled" } });
  });

  it("leaves the hours pending without auto_approve_hours; recruiter checks the volunteer in", async () => {
    const a = await newOrg("ShiftPending");
    const opp = await createOpp(a.recruiter.token, { auto_approve_signups: true });
    const s = await signup(opp.id, a.vol2.token);
    expect((await api(`/api/corps/signups/${s.body.id}/check-in`, { token: a.recruiter.token, body: { check_in_at: "2026-11-19T13:00:00Z" } })).status).toBe(200);
    expect((await api(`/api/corps/signups/${s.body.id}/check-out`, { token: a.vol2.token, body: { check_out_at: "2026-11-19T13:52:00Z" } })).status).toBe(200);
    const entry = await testDb().hoursEntry.findUniqueOrThrow({ where: { signupId: s.body.id } });
    expect(Number(entry.hoursWorked)).toBe(0.75);
    expect(entry.status).toBe("pending");
    expect((await api(`/api/corps/signups/not-a-uuid/check-in`, { token: a.vol2.token, body: {} })).status).toBe(400);
    const pending = await createOpp(a.recruiter.token);
    const p = await signup(pending.id, a.vol1.token);
    const ciPending = await api<ErrorBody>(`/api/corps/signups/${p.body.id}/check-in`, { token: a.vol1.token, body: {} });
    expect(ciPending.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "pending", to: "checked_in" } });
  });

  it("logs one shift when the same check-out arrives several times at once", async () => {
    const a = await newOrg("ShiftRace");
    const opp = await createOpp(a.recruiter.token, { auto_approve_signups: true });
    const s = await signup(opp.id, a.vol1.token);
    await api(`/api/corps/signups/${s.body.id}/check-in`, { token: a.vol1.token, body: { check_in_at: "2026-11-19T13:00:00Z" } });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api<ErrorBody>(`/api/corps/signups/${s.body.id}/check-out`, { token: i % 2 ? a.recruiter.token : a.vol1.token, body: { check_out_at: "2026-11-19T15:00:00Z" } }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    // The others were too late: the signup had moved on (not a bare CONFLICT from the hours table).
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatchObject({ code: "INVALID_STATE", details: { from: "completed", to: "completed" } });
    }
    expect(await testDb().hoursEntry.count({ where: { signupId: s.body.id } })).toBe(1);
  });
});
