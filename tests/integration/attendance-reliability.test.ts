// Issue 28, points 1 and 2: reliability scores and forecasts over real HTTP, with role boundaries.
import { describe, expect, it } from "vitest";
import { api, newOrg, tokenFor, uniq } from "@/tests/helpers/api";
import { pastOutcome, type Reliability } from "@/tests/helpers/attendance";
import { createOpp, futureWindow } from "@/tests/helpers/opportunities";

type Forecast = { opportunity_id: string; seats_taken: number; expected_attendance: number; low: number; high: number; interval: number; min_volunteers: number | null; at_risk: boolean };

const reliability = (volunteerId: string, token?: string) => api<Reliability>(`/api/corps/volunteers/${volunteerId}/reliability`, { token });

describe("reliability", () => {
  it("a new volunteer scores the prior; two no-shows lower it, attended shifts raise it; late cancellations weigh less than no-shows", async () => {
    const a = await newOrg("Reliable");
    const fresh = await reliability(a.vol1.volunteerId, a.vol1.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ attended: 0, no_shows: 0, late_cancellations: 0, window_days: 365 });
    expect(fresh.body.score).toBe(fresh.body.prior);
    expect(fresh.body.method).toMatch(/beta-binomial/i);

    await pastOutcome(a.orgId, a.vol1.volunteerId, "no_show", 20);
    await pastOutcome(a.orgId, a.vol1.volunteerId, "no_show", 40);
    const afterNoShows = (await reliability(a.vol1.volunteerId, a.vol1.token)).body;
    expect(afterNoShows).toMatchObject({ no_shows: 2, attended: 0 });
    expect(afterNoShows.score).toBeLessThan(fresh.body.prior);

    await pastOutcome(a.orgId, a.vol1.volunteerId, "attended", 5);
    await pastOutcome(a.orgId, a.vol1.volunteerId, "attended", 8, 3); // a party of 3 is one outcome
    const afterAttending = (await reliability(a.vol1.volunteerId, a.recruiter.token)).body;
    expect(afterAttending).toMatchObject({ no_shows: 2, attended: 2 });
    expect(afterAttending.score).toBeGreaterThan(afterNoShows.score);

    // vol2: two late cancellations (and one early one, which does not count) vs vol1's two no-shows.
    await pastOutcome(a.orgId, a.vol2.volunteerId, "late_cancel", 20);
    await pastOutcome(a.orgId, a.vol2.volunteerId, "late_cancel", 40);
    await pastOutcome(a.orgId, a.vol2.volunteerId, "early_cancel", 30);
    const late = (await reliability(a.vol2.volunteerId, a.vol2.token)).body;
    expect(late).toMatchObject({ late_cancellations: 2, no_shows: 0, attended: 0 });
    expect(late.score).toBeLessThan(late.prior);
    expect(late.score).toBeGreaterThan(afterNoShows.score);

    // Outcomes older than the 365-day window do not count.
    const b = await newOrg("Window");
    await pastOutcome(b.orgId, b.vol1.volunteerId, "no_show", 400);
    expect((await reliability(b.vol1.volunteerId, b.vol1.token)).body).toMatchObject({ no_shows: 0, score: fresh.body.prior });
  });

  it("another volunteer, another organization's recruiter and an unknown id get 404; anonymous 401", async () => {
    const a = await newOrg("RelScope");
    const other = await newOrg("RelOther");
    expect((await reliability(a.vol1.volunteerId, a.vol2.token)).status).toBe(404);
    expect((await reliability(a.vol1.volunteerId, other.recruiter.token)).status).toBe(404);
    expect((await reliability("00000000-0000-4000-8000-000000000000", a.recruiter.token)).status).toBe(404);
    expect((await reliability(a.vol1.volunteerId)).status).toBe(401);
    expect((await reliability("not-a-uuid", a.recruiter.token)).status).toBe(400);
    expect((await reliability(a.vol1.volunteerId, a.corpsAdmin.token)).status).toBe(200);
  });
});

describe("forecast", () => {
  it("expected attendance is the sum of party_size x the scores the API reports, low <= expected <= high within 0..seats_taken", async () => {
    const a = await newOrg("Forecast");
    // vol1 has a poor record, vol2 a good one; a third volunteer is new.
    await pastOutcome(a.orgId, a.vol1.volunteerId, "no_show", 10);
    await pastOutcome(a.orgId, a.vol1.volunteerId, "no_show", 12);
    for (const d of [3, 6, 9, 12]) await pastOutcome(a.orgId, a.vol2.volunteerId, "attended", d);
    const s = uniq();
    const vol3 = await tokenFor({ email: `v3-${s}@test.org`, role: "volunteer", org: a.name, name: "Val Three" });
    const p3 = await api<{ id: string }>("/api/corps/volunteers", { token: vol3.token, body: { zip_code: "97214" } });
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 10, min_volunteers: 6, auto_approve_signups: true });
    const sign = (token: string, size: number) =>
      api(`/api/corps/opportunities/${opp.id}/signup`, { token, body: { party_size: size, guests: Array.from({ length: size - 1 }, (_, i) => ({ name: `G${i}` })) } });
    expect((await sign(a.vol1.token, 3)).status).toBe(201);
    expect((await sign(a.vol2.token, 2)).status).toBe(201);
    expect((await sign(vol3.token, 1)).status).toBe(201);

    const res = await api<Forecast>(`/api/corps/opportunities/${opp.id}/forecast`, { token: a.recruiter.token });
    expect(res.status).toBe(200);
    const scores = await Promise.all([a.vol1.volunteerId, a.vol2.volunteerId, p3.body.id].map((id) => reliability(id, a.recruiter.token)));
    const expected = 3 * scores[0].body.score + 2 * scores[1].body.score + 1 * scores[2].body.score;
    expect(Math.abs(res.body.expected_attendance - expected)).toBeLessThanOrEqual(0.01);
    expect(res.body).toMatchObject({ opportunity_id: opp.id, seats_taken: 6, interval: 0.8, min_volunteers: 6 });
    expect(res.body.low).toBeLessThanOrEqual(res.body.expected_attendance);
    expect(res.body.high).toBeGreaterThanOrEqual(res.body.expected_attendance);
    expect(res.body.low).toBeGreaterThanOrEqual(0);
    expect(res.body.high).toBeLessThanOrEqual(6);
    // Six seats taken and a minimum of six: anyone missing makes the shift short.
    expect(res.body.at_risk).toBe(true);

    // The at-risk report lists it with the same figures; a healthy opportunity is left out.
    // A reliable party of 2 for 2 seats: low = 1, not under half the maximum.
    const healthy = await createOpp(a.recruiter.token, { max_volunteers: 2, auto_approve_signups: true, ...futureWindow(9) });
    expect((await api(`/api/corps/opportunities/${healthy.id}/signup`, { token: a.vol2.token, body: { party_size: 2, guests: [{ name: "G" }] } })).status).toBe(201);
    const report = await api<{ days: number; opportunities: (Forecast & { title: string })[] }>("/api/corps/reports/at-risk?days=14", { token: a.recruiter.token });
    expect(report.status).toBe(200);
    const ids = report.body.opportunities.map((o) => o.opportunity_id);
    expect(ids).toContain(opp.id);
    expect(ids).not.toContain(healthy.id);
    expect(report.body.opportunities.every((o) => o.at_risk)).toBe(true);
  });

  it("the forecast and the at-risk report are recruiter+ of the organization only", async () => {
    const a = await newOrg("ForecastScope");
    const other = await newOrg("ForecastOther");
    const opp = await createOpp(a.recruiter.token);
    const path = `/api/corps/opportunities/${opp.id}/forecast`;
    expect((await api(path, { token: other.recruiter.token })).status).toBe(404);
    expect((await api(path, { token: a.vol1.token })).status).toBe(403);
    expect((await api(path)).status).toBe(401);
    const empty = await api<Forecast>(path, { token: a.recruiter.token });
    expect(empty.body).toMatchObject({ seats_taken: 0, expected_attendance: 0, low: 0, high: 0, at_risk: false });
    const report = await api<{ opportunities: { opportunity_id: string }[] }>("/api/corps/reports/at-risk", { token: other.recruiter.token });
    expect(report.status).toBe(200);
    expect(report.body.opportunities.map((o) => o.opportunity_id)).not.toContain(opp.id);
    expect((await api("/api/corps/reports/at-risk", { token: a.vol1.token })).status).toBe(403);
    expect((await api("/api/corps/reports/at-risk?days=0", { token: a.recruiter.token })).status).toBe(400);
    expect((await api("/api/corps/reports/at-risk")).status).toBe(401);
  });
});
