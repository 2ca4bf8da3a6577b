// Seats and waitlist positions under concurrent requests. Runs on both databases: on real
// PostgreSQL (TEST_DATABASE_URL) the requests truly overlap; the embedded default serializes
// transactions, so there it checks the same outcome without true overlap.
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { issueToken } from "@/lib/auth/tokens";
import { ensureUser } from "@/lib/auth/ensure-user";
import { api, newOrg, testDb, uniq } from "./helpers";
import { createOpp } from "./opportunity-helpers";

type Answer = { id?: string; status?: string; error?: { code: string; details?: { waitlist_position?: number; signup_id?: string } } };

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

describe("signups: concurrency", () => {
  it("100 simultaneous signups for 10 seats: 10 confirmed, 90 waitlisted 1..90; 5 cancels promote 5 in order", async () => {
    const a = await newOrg("Crowd");
    const crowd = await volunteers(100, a.name, a.orgId);
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 10, auto_approve_signups: true, allow_waitlist: true });

    const answers = await Promise.all(crowd.map((v) => api<Answer>(`/api/corps/opportunities/${opp.id}/signup`, { token: v.token, body: {} })));
    const confirmed = answers.filter((r) => r.status === 201 && r.body.status === "confirmed");
    const waitlisted = answers.filter((r) => r.status === 409 && r.body.error?.code === "SIGNUP_FULL");
    expect(confirmed).toHaveLength(10);
    expect(waitlisted).toHaveLength(90);
    const positions = waitlisted.map((r) => r.body.error?.details?.waitlist_position as number).sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));

    const rows = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(10);
    expect(rows.filter((r) => r.status === "waitlist")).toHaveLength(90);
    expect(new Set(rows.map((r) => r.volunteerId)).size).toBe(100);
    const detail = await api<{ status: string; is_full: boolean; confirmed_count: number; waitlist_count: number }>(`/api/corps/opportunities/${opp.id}`, { token: a.recruiter.token });
    expect(detail.body).toMatchObject({ status: "full", is_full: true, confirmed_count: 10, waitlist_count: 90 });

    // Five confirmed volunteers cancel at the same moment.
    const byVolunteer = new Map(crowd.map((v) => [v.volunteerId, v]));
    const leaving = rows.filter((r) => r.status === "confirmed").slice(0, 5).map((r) => byVolunteer.get(r.volunteerId)!);
    const cancels = await Promise.all(leaving.map((v) => api(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: v.token })));
    expect(cancels.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);

    const after = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    const promoted = after.filter((r) => r.status === "confirmed" && r.waitlistPosition !== null);
    expect(promoted.map((r) => r.waitlistPosition).sort((x, y) => (x as number) - (y as number))).toEqual([1, 2, 3, 4, 5]);
    expect(after.filter((r) => r.status === "confirmed")).toHaveLength(10);
    expect(after.filter((r) => r.status === "waitlist")).toHaveLength(85);
    expect(after.filter((r) => r.status === "cancelled")).toHaveLength(5);
    const promotedUsers = promoted.map((r) => crowd.find((v) => v.volunteerId === r.volunteerId)!.userId);
    expect(await testDb().notification.count({ where: { opportunityId: opp.id, notificationType: "waitlist_promoted", userId: { in: promotedUsers } } })).toBe(5);
    expect(await testDb().notification.count({ where: { opportunityId: opp.id, notificationType: "waitlist_promoted" } })).toBe(5);
    const end = await api<{ status: string; confirmed_count: number; waitlist_count: number }>(`/api/corps/opportunities/${opp.id}`, { token: a.recruiter.token });
    expect(end.body).toMatchObject({ status: "full", confirmed_count: 10, waitlist_count: 85 });
  }, 180_000);
});
