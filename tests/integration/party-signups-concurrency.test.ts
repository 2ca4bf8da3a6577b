// Parties under concurrent requests: 40 parties of 1 to 4 people sign up at once for 20 seats,
// then two seated parties cancel at once. Runs on the embedded PostgreSQL and on
// TEST_DATABASE_URL's server alike.
import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { issueToken } from "@/lib/sign-in/tokens";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { api, newOrg, testDb, uniq } from "@/tests/helpers/api";
import { createOpp } from "@/tests/helpers/opportunities";

type Answer = { id?: string; status?: string; error?: { code: string; message?: string; details?: { waitlist_position?: number; signup_id?: string } } };

const PARTIES = 40;
const SEATS = 20;
const sizeOf = (i: number) => (i % 4) + 1;

async function partyLeads(n: number, org: string, orgId: string) {
  const s = uniq();
  const out: { token: string; volunteerId: string; size: number }[] = [];
  for (let i = 0; i < n; i++) {
    const user = await ensureUser(testDb(), { email: `lead-${s}-${i}@test.org`, role: "volunteer", org, name: `Lead ${i}` });
    const profile = await testDb().volunteerProfile.create({ data: { userId: user.id, orgId, firstName: "Lead", lastName: String(i), email: user.email } });
    out.push({ token: await issueToken(user, inject("secret"), 1), volunteerId: profile.id, size: sizeOf(i) });
  }
  return out;
}

/** The test's own statement of the rule: in waitlist order, seat each party that fits what is left. */
function seatInOrder(waiting: { id: string; size: number }[], free: number): string[] {
  const seated: string[] = [];
  for (const w of waiting) {
    if (w.size <= free) {
      seated.push(w.id);
      free -= w.size;
    }
  }
  return seated;
}

describe("group signups: concurrency", () => {
  it(`${PARTIES} parties of 1-4 at once for ${SEATS} seats never oversell, waitlist the rest with unique positions, and two cancels promote in order while any fits`, async () => {
    const a = await newOrg("PartyCrowd");
    const leads = await partyLeads(PARTIES, a.name, a.orgId);
    const opp = await createOpp(a.recruiter.token, { max_volunteers: SEATS, auto_approve_signups: true, allow_waitlist: true });
    const guests = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Guest ${i + 1}` }));

    const answers = await Promise.all(
      leads.map((l) => api<Answer>(`/api/corps/opportunities/${opp.id}/signup`, { token: l.token, body: { party_size: l.size, guests: guests(l.size - 1) } })),
    );
    const outcomes = answers.map((r) => `${r.status} ${r.body.status ?? `${r.body.error?.code} ${r.body.error?.message}`}`);
    expect(outcomes.filter((o) => !/^(201 confirmed|409 SIGNUP_FULL)\b/.test(o))).toEqual([]);

    const rows = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    expect(rows).toHaveLength(PARTIES);
    const seated = rows.filter((r) => r.status === "confirmed");
    const waiting = rows.filter((r) => r.status === "waitlist").sort((x, y) => (x.waitlistPosition ?? 0) - (y.waitlistPosition ?? 0));
    const taken = seated.reduce((n, r) => n + r.partySize, 0);
    expect(taken).toBeLessThanOrEqual(SEATS);
    expect(seated.length + waiting.length).toBe(PARTIES);
    // Every party not seated has a unique position, 1..n in arrival order, as its answer said.
    expect(waiting.map((r) => r.waitlistPosition)).toEqual(Array.from({ length: waiting.length }, (_, i) => i + 1));
    const answered = answers.filter((r) => r.status === 409).map((r) => r.body.error?.details?.waitlist_position).sort((x, y) => (x ?? 0) - (y ?? 0));
    expect(answered).toEqual(waiting.map((r) => r.waitlistPosition));
    // Free seats only shrink while people sign up, so no waitlisted party fits what is left.
    for (const w of waiting) expect(w.partySize).toBeGreaterThan(SEATS - taken);
    // Each party's size is what its lead sent.
    const sent = new Map(leads.map((l) => [l.volunteerId, l.size]));
    for (const r of rows) expect(r.partySize).toBe(sent.get(r.volunteerId));
    const detail = await api<{ confirmed_count: number; waitlist_count: number; is_full: boolean }>(`/api/corps/opportunities/${opp.id}`, { token: a.recruiter.token });
    expect(detail.body).toMatchObject({ confirmed_count: taken, waitlist_count: waiting.reduce((n, r) => n + r.partySize, 0) });

    // The two largest seated parties cancel at the same moment.
    const leaving = [...seated].sort((x, y) => y.partySize - x.partySize || x.id.localeCompare(y.id)).slice(0, 2);
    const byVolunteer = new Map(leads.map((l) => [l.volunteerId, l]));
    const cancels = await Promise.all(leaving.map((r) => api(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: byVolunteer.get(r.volunteerId)!.token })));
    expect(cancels.map((c) => c.status)).toEqual([200, 200]);

    // Each cancel promotes under the row lock in turn; whichever ran first, the outcome is the
    // rule applied twice in that order.
    const queue = waiting.map((r) => ({ id: r.id, size: r.partySize }));
    const expectFor = (first: number, second: number) => {
      const one = seatInOrder(queue, SEATS - taken + first);
      const left = SEATS - taken + first - queue.filter((q) => one.includes(q.id)).reduce((n, q) => n + q.size, 0);
      const two = seatInOrder(queue.filter((q) => !one.includes(q.id)), left + second);
      return [...one, ...two].sort();
    };
    const after = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    const promoted = after.filter((r) => r.status === "confirmed" && r.waitlistPosition !== null).map((r) => r.id).sort();
    expect([expectFor(leaving[0].partySize, leaving[1].partySize), expectFor(leaving[1].partySize, leaving[0].partySize)]).toContainEqual(promoted);
    expect(promoted.length).toBeGreaterThan(0);

    const seatedAfter = after.filter((r) => r.status === "confirmed");
    const takenAfter = seatedAfter.reduce((n, r) => n + r.partySize, 0);
    expect(takenAfter).toBeLessThanOrEqual(SEATS);
    // "While any fits": nothing left on the waitlist fits the seats still free.
    for (const w of after.filter((r) => r.status === "waitlist")) expect(w.partySize).toBeGreaterThan(SEATS - takenAfter);
    expect(await testDb().notification.count({ where: { opportunityId: opp.id, notificationType: "waitlist_promoted" } })).toBe(promoted.length);
    const end = await api<{ confirmed_count: number; status: string }>(`/api/corps/opportunities/${opp.id}`, { token: a.recruiter.token });
    expect(end.body.confirmed_count).toBe(takenAfter);
    expect(end.body.status).toBe(takenAfter >= SEATS ? "full" : "published");
  }, 180_000);
});
