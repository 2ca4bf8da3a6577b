// Changing a recurring series over real HTTP: PATCH of upcoming occurrences (times, rules,
// extensions and cuts) with one notice per volunteer, publish, cancel and complete; and the
// organization's time zone the series keep their local times in.
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq, type ErrorBody } from "@/tests/helpers/api";
import { createOpp, type Opp } from "@/tests/helpers/opportunities";
import { Series, DAY, seriesOrg, weekly, createSeries, getSeries, seriesSignup } from "@/tests/helpers/series";

describe("series: PATCH, publish, cancel, complete", () => {
  it("applies a PATCH to upcoming occurrences only and never drops a confirmed volunteer", async () => {
    const a = await seriesOrg("SeriesPatch");
    const created = await createSeries(a.recruiter.token, weekly(-10, 4, { max_volunteers: 3, auto_approve_signups: true, title: "Garden day" }));
    const upcoming = created.series.occurrences.filter((o) => Date.parse(o.start_datetime) > Date.now());
    const past = created.series.occurrences.filter((o) => Date.parse(o.start_datetime) <= Date.now());
    expect(upcoming).toHaveLength(2);
    await seriesSignup(created.series.id, a.vol1.token);
    await seriesSignup(created.series.id, a.vol2.token);

    const res = await api<Series>(`/api/corps/series/${created.series.id}`, { method: "PATCH", token: a.recruiter.token, body: { max_volunteers: 1, title: "Garden morning" } });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe("Garden morning");
    for (const o of res.body.occurrences.filter((x) => upcoming.some((u) => u.id === x.id))) {
      expect(o).toMatchObject({ max_volunteers: 1, confirmed_count: 2, status: "full", is_full: true });
    }
    for (const o of res.body.occurrences.filter((x) => past.some((p) => p.id === x.id))) {
      expect(o.max_volunteers).toBe(3);
    }
    const signups = await testDb().signup.findMany({ where: { opportunityId: { in: upcoming.map((u) => u.id) } } });
    expect(signups).toHaveLength(4);
    expect(signups.every((s) => s.status === "confirmed")).toBe(true);
    const pastTitle = await api<Opp>(`/api/corps/opportunities/${past[0].id}`, { token: a.recruiter.token });
    expect(pastTitle.body.title).toBe("Garden day");

    const bad = await api<ErrorBody>(`/api/corps/series/${created.series.id}`, { method: "PATCH", token: a.recruiter.token, body: { start_datetime: new Date().toISOString() } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.fields).toHaveProperty("end_datetime");
    const oneTime = await api<ErrorBody>(`/api/corps/series/${created.series.id}`, { method: "PATCH", token: a.recruiter.token, body: { schedule_type: "one_time" } });
    expect(oneTime.body.error.details?.fields).toHaveProperty("schedule_type");
    const status = await api<ErrorBody>(`/api/corps/series/${created.series.id}`, { method: "PATCH", token: a.recruiter.token, body: { status: "draft" } });
    expect(status.body.error.details?.fields).toHaveProperty("status");
    // An occurrence edited alone keeps the series' schedule.
    const alone = await api<ErrorBody>(`/api/corps/opportunities/${upcoming[0].id}`, { method: "PATCH", token: a.recruiter.token, body: { recurrence: { weekdays: ["monday"], until: "2027-01-01" } } });
    expect(alone.status).toBe(400);
    expect(alone.body.error.details?.fields).toHaveProperty("recurrence");
    // ...and a one-off does not become a series by an edit.
    const oneOff = await createOpp(a.recruiter.token);
    const toSeries = await api<ErrorBody>(`/api/corps/opportunities/${oneOff.id}`, {
      method: "PATCH",
      token: a.recruiter.token,
      body: { schedule_type: "recurring", recurrence: { weekdays: ["monday"], until: "2027-01-01" } },
    });
    expect(Object.keys(toSeries.body.error.details?.fields ?? {}).sort()).toEqual(["recurrence", "schedule_type"]);
    expect((await api(`/api/corps/opportunities/${oneOff.id}`, { method: "PATCH", token: a.recruiter.token, body: { schedule_type: "flexible", recurrence: null } })).status).toBe(200);
  });

  it("moves every upcoming date to a new local time and tells each signed-up volunteer once", async () => {
    const a = await seriesOrg("SeriesTime", "America/Los_Angeles");
    // Saturdays 09:00 Pacific from 2027-03-06 (PST) through 2027-03-27 (PDT).
    const created = await createSeries(a.recruiter.token, {
      title: "Pantry",
      status: "published",
      auto_approve_signups: true,
      schedule_type: "recurring",
      recurrence: { weekdays: ["saturday"], until: "2027-03-27" },
      start_datetime: "2027-03-06T09:00:00-08:00",
      end_datetime: "2027-03-06T12:00:00-08:00",
    });
    await seriesSignup(created.series.id, a.vol1.token);
    // 10:30-14:00 Pacific, sent as an instant on any date: only its local time and length count.
    const res = await api<Series>(`/api/corps/series/${created.series.id}`, {
      method: "PATCH",
      token: a.recruiter.token,
      body: { start_datetime: "2027-05-01T17:30:00Z", end_datetime: "2027-05-01T21:00:00Z" },
    });
    expect(res.status).toBe(200);
    expect(res.body.occurrences.map((o) => [o.start_datetime, o.end_datetime])).toEqual([
      ["2027-03-06T18:30:00.000Z", "2027-03-06T22:00:00.000Z"],
      ["2027-03-13T18:30:00.000Z", "2027-03-13T22:00:00.000Z"],
      ["2027-03-20T17:30:00.000Z", "2027-03-20T21:00:00.000Z"],
      ["2027-03-27T17:30:00.000Z", "2027-03-27T21:00:00.000Z"],
    ]);
    const notes = await testDb().notification.findMany({ where: { userId: a.vol1.userId, notificationType: "opportunity_updated" } });
    expect(notes).toHaveLength(1);
    // Intl separates AM/PM with a narrow no-break space.
    expect(notes[0].message.replace(/\u202f/g, " ")).toContain("10:30 AM–2:00 PM");
    expect(notes[0].message).toContain("4 dates");
  });

  it("extends and shortens the series with recurrence.until; cut dates are cancelled and their volunteers told", async () => {
    const a = await seriesOrg("SeriesUntil");
    // The dates a longer rule adds ask for the same requirements as the others.
    const orientation = await api<{ id: string }>("/api/corps/requirements", { token: a.corpsAdmin.token, body: { kind: "orientation", name: "Pantry orientation" } });
    expect(orientation.status).toBe(201);
    await testDb().requirementRecord.create({ data: { requirementId: orientation.body.id, volunteerId: a.vol1.volunteerId, status: "passed", completedAt: new Date() } });
    const body = weekly(2, 3, { auto_approve_signups: true, requirement_ids: [orientation.body.id] });
    const created = await createSeries(a.recruiter.token, body);
    await seriesSignup(created.series.id, a.vol1.token);
    const weekday = body.recurrence.weekdays[0];
    const until = (weeks: number) => new Date(Date.parse(body.start_datetime) + (weeks - 1) * 7 * DAY).toISOString().slice(0, 10);

    const longer = await api<Series>(`/api/corps/series/${created.series.id}`, { method: "PATCH", token: a.recruiter.token, body: { recurrence: { weekdays: [weekday], until: until(5) } } });
    expect(longer.status).toBe(200);
    expect(longer.body.recurrence.until).toBe(until(5));
    expect(longer.body.occurrences).toHaveLength(5);
    const added = longer.body.occurrences.slice(3);
    expect(added.every((o) => o.status === "published" && o.user_signup_status === null)).toBe(true);
    // Same local time as the others, a week apart.
    expect(Date.parse(added[0].start_datetime) - Date.parse(longer.body.occurrences[2].start_datetime)).toBe(7 * DAY);
    const copy = await api<Opp>(`/api/corps/opportunities/${added[0].id}`, { token: a.recruiter.token });
    expect(copy.body).toMatchObject({ title: body.title, series_id: created.series.id, zip_code: "97214", recurrence: { weekdays: [weekday], until: until(5) }, requirement_ids: [orientation.body.id] });

    const shorter = await api<Series>(`/api/corps/series/${created.series.id}`, { method: "PATCH", token: a.recruiter.token, body: { recurrence: { weekdays: [weekday], until: until(1) } } });
    expect(shorter.status).toBe(200);
    expect(shorter.body.occurrences.map((o) => o.status)).toEqual(["published", "cancelled", "cancelled", "cancelled", "cancelled"]);
    const cancelled = await testDb().signup.count({ where: { volunteerId: a.vol1.volunteerId, status: "cancelled", opportunityId: { in: shorter.body.occurrences.map((o) => o.id) } } });
    expect(cancelled).toBe(2);
    const told = await testDb().notification.findMany({ where: { userId: a.vol1.userId, notificationType: "opportunity_cancelled" } });
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain("2 dates");
    const tooLong = await api<ErrorBody>(`/api/corps/series/${created.series.id}`, { method: "PATCH", token: a.recruiter.token, body: { recurrence: { weekdays: [weekday], until: until(60) } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details?.fields).toHaveProperty(["recurrence.until"]);
  });

  it("publishes upcoming drafts, cancels upcoming dates with one notice per volunteer and completes started ones", async () => {
    const a = await seriesOrg("SeriesFsm");
    const drafts = await createSeries(a.recruiter.token, weekly(2, 3, { status: "draft" }));
    const published = await api<{ id: string; occurrences: { id: string; status: string }[] }>(`/api/corps/series/${drafts.series.id}/publish`, { method: "POST", token: a.recruiter.token });
    expect(published.status).toBe(200);
    expect(published.body.occurrences.map((o) => o.status)).toEqual(["published", "published", "published"]);
    const events = await testDb().domainEvent.count({ where: { type: "opportunity.published", orgId: a.orgId } });
    expect(events).toBe(3);
    const twice = await api<{ occurrences: unknown[] }>(`/api/corps/series/${drafts.series.id}/publish`, { method: "POST", token: a.recruiter.token });
    expect(twice.body.occurrences).toEqual([]);

    const running = await createSeries(a.recruiter.token, weekly(-10, 4, { auto_approve_signups: true }));
    await seriesSignup(running.series.id, a.vol1.token);
    await seriesSignup(running.series.id, a.vol2.token);
    const cancel = await api<{ occurrences: { id: string; status: string }[] }>(`/api/corps/series/${running.series.id}/cancel`, {
      method: "POST",
      token: a.corpsAdmin.token,
      body: { reason: "Garden closed for the winter", notify_volunteers: true },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.occurrences).toHaveLength(2);
    expect(cancel.body.occurrences.every((o) => o.status === "cancelled")).toBe(true);
    for (const v of [a.vol1, a.vol2]) {
      const notes = await testDb().notification.findMany({ where: { userId: v.userId, notificationType: "opportunity_cancelled" } });
      expect(notes).toHaveLength(1);
      expect(notes[0].message).toContain("Garden closed for the winter");
    }
    const complete = await api<{ occurrences: { id: string; status: string }[] }>(`/api/corps/series/${running.series.id}/complete`, { method: "POST", token: a.recruiter.token });
    expect(complete.body.occurrences.map((o) => o.status)).toEqual(["completed", "completed"]);
    const after = await getSeries(running.series.id, a.recruiter.token);
    expect(after.body.occurrences.map((o) => o.status)).toEqual(["completed", "completed", "cancelled", "cancelled"]);
  });
});

describe("organizations/me", () => {
  it("reads and sets the organization's time zone; an unknown zone is a VALIDATION_ERROR", async () => {
    const a = await newOrg("OrgTz");
    const read = await api<{ id: string; name: string; timezone: string; created_at: string }>("/api/corps/organizations/me", { token: a.vol1.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: a.orgId, name: a.name, timezone: process.env.DEFAULT_TIMEZONE ?? "UTC" });
    expect(read.body.created_at).toMatch(/Z$/);

    const set = await api<{ timezone: string }>("/api/corps/organizations/me", { method: "PATCH", token: a.corpsAdmin.token, body: { timezone: "america/new_york" } });
    expect(set.status).toBe(200);
    expect(set.body.timezone).toBe("America/New_York");
    expect((await api<{ timezone: string }>("/api/corps/organizations/me", { token: a.recruiter.token })).body.timezone).toBe("America/New_York");

    for (const timezone of ["Mars/Olympus_Mons", "+05:00", "", 5]) {
      const bad = await api<ErrorBody>("/api/corps/organizations/me", { method: "PATCH", token: a.corpsAdmin.token, body: { timezone } });
      expect(bad.status, String(timezone)).toBe(400);
      expect(bad.body.error.code).toBe("VALIDATION_ERROR");
      expect(bad.body.error.details?.fields).toHaveProperty("timezone");
    }
    // /me is the same service as PATCH /organizations/{id}: a corps_admin may rename their own
    // organization, and an unknown field is a VALIDATION_ERROR.
    const extra = await api<ErrorBody>("/api/corps/organizations/me", { method: "PATCH", token: a.corpsAdmin.token, body: { colour: "blue" } });
    expect(extra.status).toBe(400);
    expect(extra.body.error.code).toBe("VALIDATION_ERROR");
    expect((await api("/api/corps/organizations/me", { method: "PATCH", token: a.recruiter.token, body: { timezone: "UTC" } })).status).toBe(403);
    expect((await api("/api/corps/organizations/me", { method: "PATCH", token: a.vol1.token, body: { timezone: "UTC" } })).status).toBe(403);
    expect((await api("/api/corps/organizations/me")).status).toBe(401);
    expect((await api("/api/corps/organizations/me", { method: "PATCH", body: { timezone: "UTC" } })).status).toBe(401);
    // Another organization's setting is untouched; a user without an organization has none to read.
    const b = await newOrg("OrgTzB");
    expect((await api<{ timezone: string }>("/api/corps/organizations/me", { token: b.vol1.token })).body.timezone).toBe(process.env.DEFAULT_TIMEZONE ?? "UTC");
    const loner = await tokenFor({ email: `admin-${uniq()}@test.org`, role: "admin" });
    await testDb().user.update({ where: { id: loner.userId }, data: { orgId: null } });
    const none = await api<ErrorBody>("/api/corps/organizations/me", { token: loner.token });
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe("NOT_FOUND");
    // Existing series keep their zone; new ones take the new one.
    const everyDay = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
    const created = await createSeries(a.recruiter.token, weekly(2, 1, { recurrence: { weekdays: everyDay, until: new Date(Date.now() + 9 * DAY).toISOString().slice(0, 10) } }));
    expect((await getSeries(created.series.id, a.recruiter.token)).body.timezone).toBe("America/New_York");
  });
});
