// Staff-recorded requirements over real HTTP: background checks at signup and at check-in
// (with recorded overrides), and the minimum age with who may see a date of birth.

import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, type ErrorBody } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";
import { RecordBody, DAY, createRequirement, signup, statuses } from "@/tests/helpers/requirements";
type Missing = { id: string; name: string; kind: string; status: string };

describe("requirements: background checks and check-in", () => {
  it("staff record checks (volunteers 403); a failed check blocks; an expired check blocks check-in unless a recruiter overrides, which is recorded", async () => {
    const a = await newOrg("ReqCheck");
    const check = await createRequirement(a.corpsAdmin.token, { kind: "background_check", name: "Background check", valid_days: 30 });
    const orientation = await createRequirement(a.corpsAdmin.token, { kind: "orientation", name: "Orientation" });
    const waiver = await createRequirement(a.corpsAdmin.token, { kind: "waiver", name: "Waiver", body: "Text" });
    const start = new Date(Date.now() + 40 * DAY);
    start.setUTCMinutes(0, 0, 0);
    const opp = await createOpp(a.recruiter.token, {
      requirement_ids: [check.id, orientation.id],
      max_volunteers: 5,
      auto_approve_signups: true,
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    });
    const record = (token: string, body: Record<string, unknown>, volunteerId = a.vol1.volunteerId) =>
      api<RecordBody & ErrorBody>(`/api/corps/volunteers/${volunteerId}/requirements`, { token, body });

    expect((await record(a.vol1.token, { requirement_id: check.id, status: "passed", completed_at: new Date().toISOString() })).status).toBe(403);
    expect((await api(`/api/corps/volunteers/${a.vol1.volunteerId}/requirements`, { body: { requirement_id: check.id, status: "passed", completed_at: new Date().toISOString() } })).status).toBe(401);
    const onWaiver = await record(a.recruiter.token, { requirement_id: waiver.id, status: "passed", completed_at: new Date().toISOString() });
    expect(onWaiver.body.error.details?.fields).toHaveProperty("requirement_id");
    const future = await record(a.recruiter.token, { requirement_id: check.id, status: "passed", completed_at: new Date(Date.now() + DAY).toISOString() });
    expect(future.body.error.details?.fields).toHaveProperty("completed_at");
    expect((await record(a.recruiter.token, { requirement_id: check.id, status: "maybe", completed_at: new Date().toISOString() })).status).toBe(400);

    // A failed check: failed, and signup is blocked listing both unmet requirements.
    await record(a.recruiter.token, { requirement_id: check.id, status: "failed", completed_at: new Date(Date.now() - 25 * DAY).toISOString(), notes: "Pending county record" });
    const blocked = await signup(opp.id, a.vol1.token);
    expect(blocked.body.error.details?.missing).toEqual(
      expect.arrayContaining([
        { id: check.id, name: "Background check", kind: "background_check", status: "failed" },
        { id: orientation.id, name: "Orientation", kind: "orientation", status: "missing" },
      ]),
    );

    // A later pass (done 20 days ago, valid 30 days: it expires in 10, before the event).
    const passedAt = new Date(Date.now() - 20 * DAY);
    const passed = await record(a.recruiter.token, { requirement_id: check.id, status: "passed", completed_at: passedAt.toISOString() });
    expect(passed.status).toBe(201);
    expect(passed.body).toMatchObject({ status: "passed", recorded_by_name: "Rita Recruiter", expires_at: new Date(passedAt.getTime() + 30 * DAY).toISOString(), document_url: null });
    const completed = await testDb().domainEvent.findFirst({ where: { type: "requirement.completed", payload: { path: ["record_id"], equals: passed.body.id } } });
    expect(completed?.payload).toMatchObject({ kind: "background_check", status: "passed", volunteer_id: a.vol1.volunteerId });
    await record(a.corpsAdmin.token, { requirement_id: orientation.id, status: "passed", completed_at: new Date().toISOString() });
    const list = await statuses(a.vol1.volunteerId, a.recruiter.token, opp.id);
    expect(list.body.requirements.map((r) => [r.kind, r.status])).toEqual([
      ["background_check", "met"],
      ["orientation", "met"],
    ]);
    const s = await signup(opp.id, a.vol1.token);
    expect(s.status).toBe(201);

    // Check-in at the event, when the check has expired.
    const atEvent = new Date(start.getTime() + 5 * 60_000).toISOString();
    const byVolunteer = await api<ErrorBody>(`/api/corps/signups/${s.body.id}/check-in`, { token: a.vol1.token, body: { check_in_at: atEvent } });
    expect(byVolunteer.status).toBe(400);
    expect(byVolunteer.body.error).toMatchObject({
      code: "SIGNUP_CLOSED",
      details: { reason: "requirements_missing", missing: [{ id: check.id, name: "Background check", kind: "background_check", status: "expired" }] },
    });
    const volunteerOverride = await api<ErrorBody>(`/api/corps/signups/${s.body.id}/check-in`, { token: a.vol1.token, body: { check_in_at: atEvent, override_requirements: true } });
    expect(volunteerOverride.status).toBe(403);
    const recruiterPlain = await api<ErrorBody>(`/api/corps/signups/${s.body.id}/check-in`, { token: a.recruiter.token, body: { check_in_at: atEvent } });
    expect(recruiterPlain.status).toBe(400);
    expect((await testDb().signup.findUniqueOrThrow({ where: { id: s.body.id } })).status).toBe("confirmed");

    const overridden = await api<{ status: string; requirements_override: { by: string; by_name: string; at: string; requirements: Missing[] } }>(
      `/api/corps/signups/${s.body.id}/check-in`,
      { token: a.recruiter.token, body: { check_in_at: atEvent, override_requirements: true } },
    );
    expect(overridden.status).toBe(200);
    expect(overridden.body.status).toBe("checked_in");
    expect(overridden.body.requirements_override).toMatchObject({
      by: a.recruiter.userId,
      by_name: "Rita Recruiter",
      requirements: [{ id: check.id, name: "Background check", kind: "background_check", status: "expired" }],
    });
    const roster = await api<{ signups: { id: string; requirements_override: unknown; requirements: Missing[] }[] }>(`/api/corps/opportunities/${opp.id}/signups`, { token: a.recruiter.token });
    const row = roster.body.signups.find((r) => r.id === s.body.id);
    expect(row?.requirements_override).toMatchObject({ by: a.recruiter.userId });
    expect(row?.requirements.map((r) => r.status)).toEqual(["met", "met"]);
  });

  it("a check still valid at check-in time checks in without an override", async () => {
    const a = await newOrg("ReqCheckOk");
    const check = await createRequirement(a.corpsAdmin.token, { kind: "background_check", name: "Background check", valid_days: 365, applies_to_all: true });
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 5, auto_approve_signups: true });
    await api(`/api/corps/volunteers/${a.vol1.volunteerId}/requirements`, { token: a.recruiter.token, body: { requirement_id: check.id, status: "passed", completed_at: new Date().toISOString() } });
    const s = await signup(opp.id, a.vol1.token);
    const inAt = await api<{ status: string; requirements_override: unknown }>(`/api/corps/signups/${s.body.id}/check-in`, { token: a.vol1.token, body: {} });
    expect(inAt.status).toBe(200);
    expect(inAt.body).toMatchObject({ status: "checked_in", requirements_override: null });
  });
});

describe("requirements: minimum age", () => {
  it("no date of birth is missing, too young on the start date is failed, and an 18th birthday before the start is met", async () => {
    const a = await newOrg("ReqAge");
    const adults = await createRequirement(a.corpsAdmin.token, { kind: "minimum_age", name: "18 or older", min_age: 18 });
    expect(adults).toMatchObject({ min_age: 18, valid_days: null });
    const start = new Date(Date.now() + 10 * DAY);
    start.setUTCHours(17, 0, 0, 0);
    const opp = await createOpp(a.recruiter.token, {
      requirement_ids: [adults.id],
      max_volunteers: 5,
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    });
    const ymd = (d: Date) => d.toISOString().slice(0, 10);
    const yearsBefore = (d: Date, years: number) => new Date(Date.UTC(d.getUTCFullYear() - years, d.getUTCMonth(), d.getUTCDate()));

    const none = await signup(opp.id, a.vol1.token);
    expect(none.body.error.details).toEqual({ reason: "requirements_missing", missing: [{ id: adults.id, name: "18 or older", kind: "minimum_age", status: "missing" }] });

    // Turns 18 the day after the start: too young on the day.
    const tooYoung = ymd(new Date(yearsBefore(start, 18).getTime() + DAY));
    expect((await api(`/api/corps/volunteers/${a.vol1.volunteerId}`, { method: "PATCH", token: a.vol1.token, body: { date_of_birth: tooYoung } })).status).toBe(200);
    const young = await signup(opp.id, a.vol1.token);
    expect((young.body.error.details?.missing as Missing[])[0].status).toBe("failed");

    // Turns 18 on the start date (still 17 today): met, judged on the opportunity's start.
    const birthdayOnStart = ymd(yearsBefore(start, 18));
    await api(`/api/corps/volunteers/${a.vol1.volunteerId}`, { method: "PATCH", token: a.vol1.token, body: { date_of_birth: birthdayOnStart } });
    const today = await statuses(a.vol1.volunteerId, a.vol1.token);
    expect(today.body.requirements.find((r) => r.id === adults.id)?.status).toBe("failed");
    expect((await statuses(a.vol1.volunteerId, a.vol1.token, opp.id)).body.requirements[0].status).toBe("met");
    expect((await signup(opp.id, a.vol1.token)).status).toBe(201);

    const future = await api<ErrorBody>(`/api/corps/volunteers/${a.vol2.volunteerId}`, { method: "PATCH", token: a.vol2.token, body: { date_of_birth: ymd(new Date(Date.now() + 2 * DAY)) } });
    expect(future.body.error.details?.fields).toHaveProperty("date_of_birth");
    expect((await api<ErrorBody>(`/api/corps/volunteers/${a.vol2.volunteerId}`, { method: "PATCH", token: a.vol2.token, body: { date_of_birth: "2001-02-30" } })).status).toBe(400);
    const recordAge = await api<ErrorBody>(`/api/corps/volunteers/${a.vol2.volunteerId}/requirements`, {
      token: a.recruiter.token,
      body: { requirement_id: adults.id, status: "passed", completed_at: new Date().toISOString() },
    });
    expect(recordAge.body.error.details?.fields).toHaveProperty("requirement_id");
  });

  it("date_of_birth is shown to the owner and recruiter+ of the organization, never to other volunteers or other organizations", async () => {
    const a = await newOrg("ReqDob");
    const b = await newOrg("ReqDobB");
    await api(`/api/corps/volunteers/${a.vol1.volunteerId}`, { method: "PATCH", token: a.vol1.token, body: { date_of_birth: "1990-04-12" } });
    expect((await api<{ date_of_birth: string }>("/api/corps/volunteers/me", { token: a.vol1.token })).body.date_of_birth).toBe("1990-04-12");
    expect((await api<{ date_of_birth: string }>(`/api/corps/volunteers/${a.vol1.volunteerId}`, { token: a.recruiter.token })).body.date_of_birth).toBe("1990-04-12");
    expect((await api(`/api/corps/volunteers/${a.vol1.volunteerId}`, { token: a.vol2.token })).status).toBe(404);
    expect((await api(`/api/corps/volunteers/${a.vol1.volunteerId}`, { token: b.recruiter.token })).status).toBe(404);
    const list = await api<{ volunteers: Record<string, unknown>[] }>(`/api/corps/volunteers?search=${encodeURIComponent("Vera")}`, { token: a.recruiter.token });
    expect(list.body.volunteers.length).toBeGreaterThan(0);
    for (const v of list.body.volunteers) expect(v).not.toHaveProperty("date_of_birth");
    // A recruiter of another organization sees the volunteer's status on their roster, not the date.
    const adults = await createRequirement(b.corpsAdmin.token, { kind: "minimum_age", name: "Adults", min_age: 18 });
    const opp = await createOpp(b.recruiter.token, { requirement_ids: [adults.id], max_volunteers: 3 });
    expect((await signup(opp.id, a.vol1.token)).status).toBe(201);
    const roster = await api<{ signups: Record<string, unknown>[] }>(`/api/corps/opportunities/${opp.id}/signups`, { token: b.recruiter.token });
    expect(roster.text).not.toContain("1990-04-12");
    expect(roster.body.signups[0].requirements).toEqual([{ id: adults.id, name: "Adults", kind: "minimum_age", status: "met" }]);
    const status = await statuses(a.vol1.volunteerId, b.recruiter.token);
    expect(status.status).toBe(200);
    expect(status.text).not.toContain("1990-04-12");
  });
});
