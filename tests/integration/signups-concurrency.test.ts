// Seats and waitlist positions under concurrent requests: the acceptance case of 100
// volunteers, 10 seats and 5 simultaneous cancels. Runs on the embedded PostgreSQL and on
// TEST_DATABASE_URL's server alike.
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { issueToken } from "@/lib/sign-in/tokens";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { api, newOrg, testDb, uniq } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";

type Answer = { id?: string; status?: string; error?: { code: string; message?: string; details?: { waitlist_position?: number; signup_id?: string } } };

async function volunteers(n: number, org: string, orgId: string) {
  const s = uniq();
  const out: { token: string; userId: string; volunteerId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const user = await ensureUser(testDb(), { email: `crowd-${s}-${i}@test.org`, role: "volunteer", org, name: `Crowd ${i}` });
    const profile = await testDb().volunteerProfile.create({
      data: { userId: user.id, orgId, firstName: "Crowd", lastName: String(i), email: user.email },
    });
    out.push({ token: await issueToken(user, inject("secret"), 1), userId: user.id, volunteerId: profile.id });
  }
  return out;
}

const N = 100;
const SEATS = 10;
const CANCELS = 5;
describe("signups: concurrency", () => {
  it(`${N} simultaneous signups for ${SEATS} seats: all seats confirmed, the rest waitlisted 1..n; ${CANCELS} cancels promote in order`, async () => {
    const a = await newOrg("Crowd");
    const crowd = await volunteers(N, a.name, a.orgId);
    const opp = await createOpp(a.recruiter.token, { max_volunteers: SEATS, auto_approve_signups: true, allow_waitlist: true });

    const answers = await Promise.all(crowd.map((v) => api<Answer>(`/api/corps/opportunities/${opp.id}/signup`, { token: v.token, body: {} })));
    const confirmed = answers.filter((r) => r.status === 201 && r.body.status === "confirmed");
    const waitlisted = answers.filter((r) => r.status === 409 && r.body.error?.code === "SIGNUP_FULL");
    const outcomes = answers.map((r) => `${r.status} ${r.body.status ?? `${r.body.error?.code} ${r.body.error?.message}`}`);
    expect(outcomes.filter((o) => !/^(201 confirmed|409 SIGNUP_FULL)\b/.test(o))).toEqual([]);
    expect(confirmed).toHaveLength(SEATS);
    expect(waitlisted).toHaveLength(N - SEATS);
    const positions = waitlisted.map((r) => r.body.error?.details?.waitlist_position as number).sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: N - SEATS }, (_, i) => i + 1));

    const rows = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(SEATS);
    expect(rows.filter((r) => r.status === "waitlist")).toHaveLength(N - SEATS);
    expect(new Set(rows.map((r) => r.volunteerId)).size).toBe(N);
    const detail = await api<{ status: string; is_full: boolean; confirmed_count: number; waitlist_count: number }>(`/api/corps/opportunities/${opp.id}`, { token: a.recruiter.token });
    expect(detail.body).toMatchObject({ status: "full", is_full: true, confirmed_count: SEATS, waitlist_count: N - SEATS });

    // Five confirmed volunteers cancel at the same moment.
    const byVolunteer = new Map(crowd.map((v) => [v.volunteerId, v]));
    const leaving = rows.filter((r) => r.status === "confirmed").slice(0, CANCELS).map((r) => byVolunteer.get(r.volunteerId)!);
    const cancels = await Promise.all(leaving.map((v) => api(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: v.token })));
    expect(cancels.map((c) => c.status)).toEqual(Array(CANCELS).fill(200));

    const after = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    const promoted = after.filter((r) => r.status === "confirmed" && r.waitlistPosition !== null);
    expect(promoted.map((r) => r.waitlistPosition).sort((x, y) => (x as number) - (y as number))).toEqual(Array.from({ length: CANCELS }, (_, i) => i + 1));
    expect(after.filter((r) => r.status === "confirmed")).toHaveLength(SEATS);
    expect(after.filter((r) => r.status === "waitlist")).toHaveLength(N - SEATS - CANCELS);
    expect(after.filter((r) => r.status === "cancelled")).toHaveLength(CANCELS);
    const promotedUsers = promoted.map((r) => crowd.find((v) => v.volunteerId === r.volunteerId)!.userId);
    expect(await testDb().notification.count({ where: { opportunityId: opp.id, notificationType: "waitlist_promoted", userId: { in: promotedUsers } } })).toBe(CANCELS);
    expect(await testDb().notification.count({ where: { opportunityId: opp.id, notificationType: "waitlist_promoted" } })).toBe(CANCELS);
    const end = await api<{ status: string; confirmed_count: number; waitlist_count: number }>(`/api/corps/opportunities/${opp.id}`, { token: a.recruiter.token });
    expect(end.body).toMatchObject({ status: "full", confirmed_count: SEATS, waitlist_count: N - SEATS - CANCELS });
  }, 180_000);
});
