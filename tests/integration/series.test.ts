// Recurring series over HTTP: creation in the organization's zone across daylight-saving
// changes, the limits, series signups (one outcome per occurrence), cancelling them with waitlist
// promotion, PATCH of every upcoming occurrence, publish/cancel/complete, and the role and
// tenancy boundaries of every series route.
import { describe, expect, it } from "vitest";
import { api, testDb, type ErrorBody } from "@/tests/helpers/api";
import { createOpp, type Opp } from "@/tests/helpers/opportunities";
import { Created, DAY, seriesOrg, weekly, createSeries, getSeries, seriesSignup } from "@/tests/helpers/series";
type ListItem = { id: string; series_id: string | null; status: string; start_datetime: string };

describe("series: creation", () => {
  it("keeps the first occurrence's local time across both daylight-saving changes of America/Los_Angeles", async () => {
    const a = await seriesOrg("SeriesDst", "America/Los_Angeles");
    // Saturdays 09:00-12:00 Pacific; clocks go forward on Sun 2027-03-14 and back on Sun 2027-11-07.
    const spring = await createSeries(a.recruiter.token, {
      title: "Saturday pantry",
      schedule_type: "recurring",
      recurrence: { weekdays: ["saturday"], until: "2027-03-27" },
      start_datetime: "2027-03-06T09:00:00-08:00",
      end_datetime: "2027-03-06T12:00:00-08:00",
    });
    expect(spring.series.occurrences.map((o) => [o.start_datetime, o.end_datetime])).toEqual([
      ["2027-03-06T17:00:00.000Z", "2027-03-06T20:00:00.000Z"],
      ["2027-03-13T17:00:00.000Z", "2027-03-13T20:00:00.000Z"],
      ["2027-03-20T16:00:00.000Z", "2027-03-20T19:00:00.000Z"],
      ["2027-03-27T16:00:00.000Z", "2027-03-27T19:00:00.000Z"],
    ]);
    const fall = await createSeries(a.recruiter.token, {
      title: "Saturday pantry (fall)",
      schedule_type: "recurring",
      recurrence: { weekdays: ["saturday"], until: "2027-11-13" },
      start_datetime: "2027-10-30T09:00:00-07:00",
      end_datetime: "2027-10-30T12:00:00-07:00",
    });
    expect(fall.series.occurrences.map((o) => o.start_datetime)).toEqual(["2027-10-30T16:00:00.000Z", "2027-11-06T16:00:00.000Z", "2027-11-13T17:00:00.000Z"]);

    // The answer is the first occurrence, with the series; every occurrence carries series_id.
    expect(spring).toMatchObject({ id: spring.series.occurrences[0].id, series_id: spring.series.id, schedule_type: "recurring", status: "draft", start_datetime: "2027-03-06T17:00:00.000Z" });
    expect(spring.recurrence).toEqual({ weekdays: ["saturday"], until: "2027-03-27" });
    const got = await getSeries(spring.series.id, a.recruiter.token);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: spring.series.id, org_id: a.orgId, title: "Saturday pantry", timezone: "America/Los_Angeles", recurrence: { weekdays: ["saturday"], until: "2027-03-27" } });
    expect(got.body.occurrences.map((o) => o.id)).toEqual(spring.series.occurrences.map((o) => o.id));
    expect(Object.keys(got.body.occurrences[0]).sort()).toEqual(
      ["confirmed_count", "end_datetime", "id", "is_full", "max_volunteers", "min_volunteers", "seats_taken", "start_datetime", "status", "user_signup_status"].sort(),
    );
    const third = await api<Opp>(`/api/corps/opportunities/${spring.series.occurrences[2].id}`, { token: a.recruiter.token });
    expect(third.body).toMatchObject({ series_id: spring.series.id, start_datetime: "2027-03-20T16:00:00.000Z" });
    const list = await api<{ opportunities: ListItem[]; total: number }>(`/api/corps/opportunities?series_id=${spring.series.id}`, { token: a.recruiter.token });
    expect(list.body.total).toBe(4);
    expect(list.body.opportunities.every((o) => o.series_id === spring.series.id)).toBe(true);
    const oneOff = await createOpp(a.recruiter.token);
    expect(oneOff.series_id).toBeNull();
  });

  it("creates 52 weekly occurrences in one request, published, with an opportunity.published event each", async () => {
    const a = await seriesOrg("Series52");
    const created = await createSeries(a.recruiter.token, weekly(3, 52, { max_volunteers: 4 }));
    expect(created.series.occurrences).toHaveLength(52);
    expect(new Set(created.series.occurrences.map((o) => o.status))).toEqual(new Set(["published"]));
    const events = await testDb().domainEvent.count({ where: { type: "opportunity.published", orgId: a.orgId } });
    expect(events).toBe(52);
  });

  it("refuses more than 104 occurrences, more than a year, an empty rule and a recurring body without its rule", async () => {
    const a = await seriesOrg("SeriesLimits");
    const start = "2027-01-04T10:00:00Z"; // a Monday
    const base = { title: "Too much", schedule_type: "recurring", start_datetime: start, end_datetime: "2027-01-04T12:00:00Z" };
    const cases: [Record<string, unknown>, string][] = [
      [{ recurrence: { weekdays: ["monday", "wednesday", "friday"], until: "2027-12-31" } }, "recurrence"],
      [{ recurrence: { weekdays: ["monday"], until: "2028-01-05" } }, "recurrence.until"],
      [{ recurrence: { weekdays: ["monday"], until: "2026-12-31" } }, "recurrence.until"],
      [{ recurrence: { weekdays: ["sunday"], until: "2027-01-09" } }, "recurrence.weekdays"],
      [{ recurrence: { weekdays: [], until: "2027-02-01" } }, "recurrence.weekdays"],
      [{ recurrence: { weekdays: ["someday"], until: "2027-02-01" } }, "recurrence.weekdays.0"],
      [{}, "recurrence"],
      [{ schedule_type: "one_time", recurrence: { weekdays: ["monday"], until: "2027-02-01" } }, "recurrence"],
    ];
    for (const [extra, field] of cases) {
      const res = await api<ErrorBody>("/api/corps/opportunities", { token: a.recruiter.token, body: { ...base, ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.details?.fields, JSON.stringify(extra)).toHaveProperty([field]);
    }
    // Exactly the limits: 104 occurrences (Mon + Thu for 52 weeks) and until one year after the first date.
    const max = await api<Created>("/api/corps/opportunities", {
      token: a.recruiter.token,
      body: { ...base, recurrence: { weekdays: ["thursday", "monday"], until: "2027-12-30" } },
    });
    expect(max.status).toBe(201);
    expect(max.body.series.occurrences).toHaveLength(104);
    expect(max.body.recurrence).toEqual({ weekdays: ["monday", "thursday"], until: "2027-12-30" });
    const year = await api<Created>("/api/corps/opportunities", { token: a.recruiter.token, body: { ...base, recurrence: { weekdays: ["tuesday"], until: "2028-01-04" } } });
    expect(year.status).toBe(201);
    expect(await testDb().opportunitySeries.count({ where: { orgId: a.orgId } })).toBe(2);
  });
});

describe("series: signups", () => {
  it("gives each occurrence its own outcome: waitlist where one is full, confirmed elsewhere, one notice per outcome", async () => {
    const a = await seriesOrg("SeriesSignup");
    const created = await createSeries(a.recruiter.token, weekly(2, 3, { max_volunteers: 1, auto_approve_signups: true }));
    const [o1, o2, o3] = created.series.occurrences;
    // Someone takes the only seat of the second date.
    expect((await api(`/api/corps/opportunities/${o2.id}/signup`, { token: a.vol2.token, body: {} })).status).toBe(201);
    const before = await testDb().notification.count({ where: { userId: a.vol1.userId } });

    const res = await seriesSignup(created.series.id, a.vol1.token);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => [r.opportunity_id, r.status, r.error_code])).toEqual([
      [o1.id, "confirmed", null],
      [o2.id, "waitlist", null],
      [o3.id, "confirmed", null],
    ]);
    expect(res.body.results[1].waitlist_position).toBe(1);
    expect(res.body.results.every((r) => typeof r.signup_id === "string")).toBe(true);
    const seen = await getSeries(created.series.id, a.vol1.token);
    expect(seen.body.occurrences.map((o) => [o.user_signup_status, o.status])).toEqual([
      ["confirmed", "full"],
      ["waitlist", "full"],
      ["confirmed", "full"],
    ]);
    // The same rules as single signups: events per signup, one notification per outcome kind.
    const events = await testDb().domainEvent.count({ where: { type: "signup.created", payload: { path: ["volunteer_id"], equals: a.vol1.volunteerId } } });
    expect(events).toBe(3);
    const notes = await testDb().notification.findMany({ where: { userId: a.vol1.userId }, orderBy: { deliveredAt: "asc" } });
    expect(notes.length - before).toBe(2);
    expect(notes.slice(before).map((n) => n.notificationType).sort()).toEqual(["signup_confirmed", "signup_waitlisted"]);
    expect(notes.find((n) => n.notificationType === "signup_confirmed")?.message).toContain("2 dates");

    const again = await seriesSignup(created.series.id, a.vol1.token);
    expect(again.body.results.map((r) => r.error_code)).toEqual(["ALREADY_SIGNED_UP", "ALREADY_SIGNED_UP", "ALREADY_SIGNED_UP"]);
    expect(again.body.results.every((r) => r.status === null && r.signup_id === null)).toBe(true);
  });

  it("answers SIGNUP_FULL without a signup where a full occurrence has no waitlist, and skips drafts and started dates", async () => {
    const a = await seriesOrg("SeriesNoWait");
    const created = await createSeries(a.recruiter.token, weekly(2, 2, { max_volunteers: 1, auto_approve_signups: true, allow_waitlist: false }));
    const [o1, o2] = created.series.occurrences;
    expect((await api(`/api/corps/opportunities/${o1.id}/signup`, { token: a.vol2.token, body: {} })).status).toBe(201);
    const res = await seriesSignup(created.series.id, a.vol1.token);
    expect(res.body.results.map((r) => [r.opportunity_id, r.status, r.error_code])).toEqual([
      [o1.id, null, "SIGNUP_FULL"],
      [o2.id, "confirmed", null],
    ]);
    // A series with nothing open (all drafts) is SIGNUP_CLOSED for its own staff, NOT_FOUND for volunteers who cannot see it.
    const drafts = await createSeries(a.recruiter.token, weekly(2, 2, { status: "draft" }));
    const closed = await api<ErrorBody>(`/api/corps/series/${drafts.series.id}/signup`, { token: a.recruiter.token, body: {} });
    expect(closed.status).toBe(400);
    expect(closed.body.error.code).toBe("SIGNUP_CLOSED");
    expect((await seriesSignup(drafts.series.id, a.vol1.token)).status).toBe(404);
    // Past dates are not offered: a series that started 10 days ago signs up for its future dates only.
    const started = await createSeries(a.recruiter.token, weekly(-10, 4, { auto_approve_signups: true }));
    const onlyFuture = await seriesSignup(started.series.id, a.vol1.token);
    expect(onlyFuture.body.results.map((r) => r.opportunity_id)).toEqual(started.series.occurrences.filter((o) => Date.parse(o.start_datetime) > Date.now()).map((o) => o.id));
    expect(onlyFuture.body.results).toHaveLength(2);
  });

  it("cancelling a series signup frees the seat of every upcoming date and promotes the waitlist on each", async () => {
    const a = await seriesOrg("SeriesCancel");
    const created = await createSeries(a.recruiter.token, weekly(2, 3, { max_volunteers: 1, auto_approve_signups: true }));
    expect((await seriesSignup(created.series.id, a.vol1.token)).body.results.map((r) => r.status)).toEqual(["confirmed", "confirmed", "confirmed"]);
    expect((await seriesSignup(created.series.id, a.vol2.token)).body.results.map((r) => r.status)).toEqual(["waitlist", "waitlist", "waitlist"]);

    const res = await api<{ results: { opportunity_id: string; signup_id: string; status: string }[] }>(`/api/corps/series/${created.series.id}/signup`, { method: "DELETE", token: a.vol1.token });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => [r.opportunity_id, r.status])).toEqual(created.series.occurrences.map((o) => [o.id, "cancelled"]));
    const vol2View = await getSeries(created.series.id, a.vol2.token);
    expect(vol2View.body.occurrences.map((o) => [o.user_signup_status, o.confirmed_count, o.status])).toEqual([
      ["confirmed", 1, "full"],
      ["confirmed", 1, "full"],
      ["confirmed", 1, "full"],
    ]);
    const promoted = await testDb().notification.count({ where: { userId: a.vol2.userId, notificationType: "waitlist_promoted" } });
    expect(promoted).toBe(3);
    const none = await api<ErrorBody>(`/api/corps/series/${created.series.id}/signup`, { method: "DELETE", token: a.vol1.token });
    expect(none.status).toBe(404);
  });
});

describe("series: roles and tenancy", () => {
  it("answers 404 for another organization's series, 401 anonymous, 403 for volunteers' writes, 400 for a bad id", async () => {
    const a = await seriesOrg("SeriesTenA");
    const b = await seriesOrg("SeriesTenB");
    const draft = await createSeries(a.recruiter.token, weekly(2, 2, { status: "draft" }));
    const pub = await createSeries(a.recruiter.token, weekly(2, 2));
    const id = pub.series.id;

    for (const [method, path, body] of [
      ["PATCH", "", { title: "Hijack" }],
      ["POST", "/publish", undefined],
      ["POST", "/cancel", {}],
      ["POST", "/complete", undefined],
    ] as const) {
      const other = await api<ErrorBody>(`/api/corps/series/${id}${path}`, { method, token: b.recruiter.token, body });
      expect(other.status, `${method} ${path}`).toBe(404);
      expect(other.body.error.code).toBe("NOT_FOUND");
      expect((await api(`/api/corps/series/${id}${path}`, { method, token: b.corpsAdmin.token, body })).status).toBe(404);
      expect((await api(`/api/corps/series/${id}${path}`, { method, token: a.vol1.token, body })).status).toBe(403);
      expect((await api(`/api/corps/series/${id}${path}`, { method, body })).status).toBe(401);
    }
    expect((await getSeries(id, a.recruiter.token)).body.title).toBe(pub.title);
    // A draft series is nobody's business outside its organization.
    const hidden = await getSeries(draft.series.id, b.recruiter.token);
    expect(hidden.status).toBe(404);
    expect(hidden.text).not.toContain(draft.title as string);
    expect((await getSeries(draft.series.id, a.vol1.token)).status).toBe(404);
    expect((await getSeries(draft.series.id, a.recruiter.token)).status).toBe(200);
    // Published series are public like their occurrences; volunteers of any organization may join.
    expect((await getSeries(id, b.vol1.token)).status).toBe(200);
    expect((await seriesSignup(id, b.vol1.token)).body.results.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect((await api(`/api/corps/series/${id}`)).status).toBe(401);
    expect((await api(`/api/corps/series/${id}/signup`, { body: {} })).status).toBe(401);
    expect((await api(`/api/corps/series/${crypto.randomUUID()}`, { token: a.recruiter.token })).status).toBe(404);
    expect((await api(`/api/corps/series/${crypto.randomUUID()}/signup`, { token: a.vol1.token, body: {} })).status).toBe(404);
    expect((await api("/api/corps/series/not-a-uuid", { token: a.recruiter.token })).status).toBe(400);
    // Nothing changed by the refused writes.
    const after = await getSeries(id, a.recruiter.token);
    expect(after.body.title).toBe(pub.title);
    expect(after.body.occurrences.every((o) => o.status === "published")).toBe(true);
  });
});

describe("opportunity board: the volunteer's default list", () => {
  it("holds only published or full opportunities that have not started, soonest first; a status filter reaches the others", async () => {
    const a = await seriesOrg("BoardDefault");
    const hour = 3_600_000;
    const at = (offset: number, hours = 2) => ({ start_datetime: new Date(Date.now() + offset).toISOString(), end_datetime: new Date(Date.now() + offset + hours * hour).toISOString() });
    const started = await createOpp(a.recruiter.token, { title: "Under way", auto_approve_signups: true, ...at(-hour, 3) });
    const completed = await createOpp(a.recruiter.token, { title: "Done", ...at(-3 * DAY) });
    expect((await api(`/api/corps/opportunities/${completed.id}/complete`, { method: "POST", token: a.recruiter.token })).status).toBe(200);
    const pastPublished = await createOpp(a.recruiter.token, { title: "Last week", ...at(-7 * DAY) });
    await createOpp(a.recruiter.token, { title: "Draft", status: "draft", ...at(2 * DAY) });
    const cancelled = await createOpp(a.recruiter.token, { title: "Off", ...at(3 * DAY) });
    await api(`/api/corps/opportunities/${cancelled.id}/cancel`, { method: "POST", token: a.recruiter.token, body: {} });
    const later = await createOpp(a.recruiter.token, { title: "Later", ...at(5 * DAY) });
    const full = await createOpp(a.recruiter.token, { title: "Full soon", max_volunteers: 1, auto_approve_signups: true, ...at(DAY) });
    expect((await api(`/api/corps/opportunities/${full.id}/signup`, { token: a.vol2.token, body: {} })).status).toBe(201);

    const list = await api<{ opportunities: ListItem[]; total: number }>(`/api/corps/opportunities?org_id=${a.orgId}`, { token: a.vol1.token });
    expect(list.status).toBe(200);
    expect(list.body.opportunities.map((o) => [o.id, o.status])).toEqual([
      [full.id, "full"],
      [later.id, "published"],
    ]);
    expect(list.body.total).toBe(2);
    expect(list.body.opportunities.every((o) => Date.parse(o.start_datetime) > Date.now())).toBe(true);
    const withStatus = await api<{ opportunities: ListItem[] }>(`/api/corps/opportunities?org_id=${a.orgId}&status=completed,published`, { token: a.vol1.token });
    expect(withStatus.body.opportunities.map((o) => o.id)).toEqual([pastPublished.id, completed.id, started.id, later.id]);
    // Staff lists are unchanged: everything of their organization.
    const staff = await api<{ total: number }>(`/api/corps/opportunities?org_id=${a.orgId}`, { token: a.recruiter.token });
    expect(staff.body.total).toBe(7);
  });
});
