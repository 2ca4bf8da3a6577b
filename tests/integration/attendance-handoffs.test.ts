// Issue 28, point 4: seat handoffs over HTTP: offering (named or open), seeing, withdrawing and
// accepting with every gate checked again for the acceptor, and one winner of concurrent accepts.
import { describe, expect, inject, it } from "vitest";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { api, newOrg, testDb, uniq, type ErrorBody } from "@/tests/helpers/api";
import { extraVolunteer } from "@/tests/helpers/attendance";
import { createOpp, futureWindow } from "@/tests/helpers/opportunities";
import { createRequirement, signup } from "@/tests/helpers/requirements";
import { mailBody } from "@/tests/helpers/outbox";

type Handoff = { id: string; signup_id: string; opportunity_id: string; to_volunteer_id: string | null; status: string; expires_at: string; party_size: number } & ErrorBody;
type Accepted = { id: string; status: string; transferred_signup_id: string; signup: { id: string; status: string; volunteer_id: string; party_size: number } } & ErrorBody;

const offer = (signupId: string, token: string | undefined, body: Record<string, unknown> = {}) => api<Handoff>(`/api/corps/signups/${signupId}/handoff`, { token, body });
const accept = (id: string, token: string | undefined, body: Record<string, unknown> = {}) => api<Accepted>(`/api/corps/handoffs/${id}/accept`, { token, body });
const list = (token: string | undefined, opportunityId?: string) =>
  api<{ handoffs: Handoff[]; total: number } & ErrorBody>(`/api/corps/handoffs${opportunityId ? `?opportunity_id=${opportunityId}` : ""}`, { token });
const seats = async (oppId: string, token: string) => (await api<{ confirmed_count: number }>(`/api/corps/opportunities/${oppId}`, { token })).body.confirmed_count;

describe("handoffs", () => {
  it("a named handoff is accepted by the colleague: the giver is transferred, the colleague confirmed, the seat count unchanged; both are told", async () => {
    const a = await newOrg("Handoff");
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 3, auto_approve_signups: true });
    const mine = await signup(opp.id, a.vol1.token);
    expect(mine.status).toBe(201);
    const before = await seats(opp.id, a.recruiter.token);

    const offered = await offer(mine.body.id, a.vol1.token, { to_volunteer_id: a.vol2.volunteerId, message: "I got sick, can you go?" });
    expect(offered.status).toBe(201);
    expect(offered.body).toMatchObject({ signup_id: mine.body.id, opportunity_id: opp.id, to_volunteer_id: a.vol2.volunteerId, status: "open" });
    expect(new Date(offered.body.expires_at).getTime()).toBe(new Date(String(opp.start_datetime)).getTime() - 2 * 3_600_000);
    // The colleague got an in-app notification and an e-mail with a link.
    expect(await testDb().notification.count({ where: { userId: a.vol2.userId, notificationType: "handoff_offered" } })).toBe(1);
    const mail = await testDb().emailMessage.findFirstOrThrow({ where: { userId: a.vol2.userId, notificationType: "handoff_offered" } });
    expect(mailBody(mail).text).toContain("/volunteer/shifts#handoffs");

    // A named handoff is visible only to the named volunteer.
    expect((await list(a.vol2.token, opp.id)).body.handoffs.map((h) => h.id)).toEqual([offered.body.id]);
    const third = await extraVolunteer(a.name, "Third");
    expect((await list(third.token, opp.id)).body.total).toBe(0);
    expect((await accept(offered.body.id, third.token)).status).toBe(404);
    expect((await accept(offered.body.id, a.vol1.token)).status).toBe(404);
    expect((await accept(offered.body.id, undefined)).status).toBe(401);

    const took = await accept(offered.body.id, a.vol2.token);
    expect(took.status).toBe(201);
    expect(took.body).toMatchObject({ id: offered.body.id, status: "accepted", transferred_signup_id: mine.body.id, signup: { status: "confirmed", volunteer_id: a.vol2.volunteerId, party_size: 1 } });
    const giver = await testDb().signup.findUniqueOrThrow({ where: { id: mine.body.id } });
    expect(giver.status).toBe("transferred");
    expect(giver.transferredTo).toBe(took.body.signup.id);
    expect(await seats(opp.id, a.recruiter.token)).toBe(before);
    expect(await testDb().notification.count({ where: { userId: a.vol1.userId, notificationType: "handoff_accepted" } })).toBe(1);
    // The roster shows the transfer.
    const roster = await api<{ signups: { id: string; status: string; transferred_to: string | null }[] }>(`/api/corps/opportunities/${opp.id}/signups`, { token: a.recruiter.token });
    expect(roster.body.signups.find((s) => s.id === mine.body.id)).toMatchObject({ status: "transferred", transferred_to: took.body.signup.id });
    // Done once: accepting again is INVALID_STATE, withdrawing too.
    expect((await accept(offered.body.id, a.vol2.token)).status).toBe(409);
    expect((await api(`/api/corps/handoffs/${offered.body.id}`, { method: "DELETE", token: a.vol1.token })).status).toBe(409);
  });

  it("the acceptor's own gates: a missing waiver is 400, a clashing shift 409 CONFLICT, already signed up 409, a larger party 400", async () => {
    const a = await newOrg("HandoffGates");
    const waiver = await createRequirement(a.corpsAdmin.token, { kind: "waiver", name: "Site waiver", body: "Careful." });
    const opp = await createOpp(a.recruiter.token, { requirement_ids: [waiver.id], max_volunteers: 5, auto_approve_signups: true });
    const sign = (token: string) => api(`/api/corps/requirements/${waiver.id}/sign`, { token, body: { full_name: "Someone", agree: true } });
    expect((await sign(a.vol1.token)).status).toBe(201);
    const mine = await signup(opp.id, a.vol1.token, { party_size: 2, guests: [{ name: "Pal" }] });
    const offered = await offer(mine.body.id, a.vol1.token);
    expect(offered.status).toBe(201);
    expect(offered.body.to_volunteer_id).toBeNull();

    const noWaiver = await accept(offered.body.id, a.vol2.token);
    expect(noWaiver.status).toBe(400);
    expect(noWaiver.body.error).toMatchObject({ code: "SIGNUP_CLOSED", details: { reason: "requirements_missing" } });

    const busy = await extraVolunteer(a.name, "Busy");
    expect((await sign(busy.token)).status).toBe(201);
    const elsewhere = await createOpp(a.recruiter.token, { title: "Same hours", auto_approve_signups: true });
    expect((await signup(elsewhere.id, busy.token)).body.status).toBe("confirmed");
    const clash = await accept(offered.body.id, busy.token);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: "CONFLICT", details: { opportunity_id: elsewhere.id, title: "Same hours" } });

    const already = await extraVolunteer(a.name, "Already");
    expect((await sign(already.token)).status).toBe(201);
    expect((await signup(opp.id, already.token)).status).toBe(201);
    expect((await accept(offered.body.id, already.token)).body.error.code).toBe("ALREADY_SIGNED_UP");

    const fine = await extraVolunteer(a.name, "Fine");
    expect((await sign(fine.token)).status).toBe(201);
    expect((await accept(offered.body.id, fine.token, { party_size: 3, guests: [{ name: "A" }, { name: "B" }] })).status).toBe(400);
    expect((await accept(offered.body.id, fine.token, { party_size: 2 })).status).toBe(400);
    // A party of 1 takes the seat of a party of 2: the giver is transferred, one seat is freed.
    const took = await accept(offered.body.id, fine.token);
    expect(took.status).toBe(201);
    expect(await seats(opp.id, a.recruiter.token)).toBe(2);
  });

  it(`ten concurrent accepts of an open handoff give one winner`, async () => {
    const a = await newOrg("HandoffRace");
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 4, auto_approve_signups: true });
    const mine = await signup(opp.id, a.vol1.token);
    const offered = await offer(mine.body.id, a.vol1.token);
    expect(offered.status).toBe(201);
    const s = uniq();
    const takers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const user = await ensureUser(testDb(), { email: `taker-${s}-${i}@test.org`, role: "volunteer", org: a.name, name: `Taker ${i}` });
        await testDb().volunteerProfile.create({ data: { userId: user.id, orgId: a.orgId, firstName: "Taker", lastName: String(i), email: user.email } });
        return issueToken(user, inject("secret"), 1);
      }),
    );
    const answers = await Promise.all(takers.map((t) => accept(offered.body.id, t)));
    const codes = answers.map((r) => r.status).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.error.code).toBe("INVALID_STATE");
    const rows = await testDb().signup.findMany({ where: { opportunityId: opp.id } });
    expect(rows.filter((r) => r.status === "confirmed")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "transferred")).toHaveLength(1);
    expect(await seats(opp.id, a.recruiter.token)).toBe(1);
  });

  it("offering rules: owner only, confirmed only, waitlist blocks open handoffs but not named ones, allow_handoffs, 2 h before; withdrawing is the giver's", async () => {
    const a = await newOrg("HandoffRules");
    const other = await newOrg("HandoffOther");
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 1, auto_approve_signups: true, allow_waitlist: true });
    const mine = await signup(opp.id, a.vol1.token);
    expect((await offer(mine.body.id, a.vol2.token)).status).toBe(404);
    expect((await offer(mine.body.id, other.recruiter.token)).status).toBe(404);
    expect((await offer(mine.body.id, undefined)).status).toBe(401);
    expect((await offer(mine.body.id, a.vol1.token, { to_volunteer_id: other.vol1.volunteerId })).status).toBe(404);
    expect((await offer(mine.body.id, a.vol1.token, { to_volunteer_id: "nope" })).status).toBe(400);

    const waiting = await signup(opp.id, a.vol2.token);
    expect(waiting.status).toBe(409); // full: waitlisted
    const open = await offer(mine.body.id, a.vol1.token);
    expect(open.status).toBe(409);
    expect(open.body.error).toMatchObject({ code: "INVALID_STATE", message: "cancel instead: the waitlist fills your seat" });
    const third = await extraVolunteer(a.name, "Named");
    const named = await offer(mine.body.id, a.vol1.token, { to_volunteer_id: third.volunteerId });
    expect(named.status).toBe(201);
    expect((await offer(mine.body.id, a.vol1.token, { to_volunteer_id: third.volunteerId })).status).toBe(409);

    // Withdrawing: the giver only; then it is gone from the named volunteer's list.
    const del = (token: string | undefined) => api(`/api/corps/handoffs/${named.body.id}`, { method: "DELETE", token });
    expect((await del(third.token)).status).toBe(404);
    expect((await del(other.recruiter.token)).status).toBe(404);
    expect((await del(undefined)).status).toBe(401);
    const withdrawn = await del(a.vol1.token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ id: named.body.id, status: "withdrawn" });
    expect((await list(third.token, opp.id)).body.total).toBe(0);
    expect((await accept(named.body.id, third.token)).status).toBe(409);

    // A waitlisted signup cannot be handed off.
    expect((await offer(String((waiting.body.error.details as { signup_id: string }).signup_id), a.vol2.token)).status).toBe(409);

    const closed = await createOpp(a.recruiter.token, { allow_handoffs: false, auto_approve_signups: true, ...futureWindow(10) });
    expect(closed.allow_handoffs).toBe(false);
    const s2 = await signup(closed.id, a.vol1.token);
    expect((await offer(s2.body.id, a.vol1.token)).body.error.code).toBe("INVALID_STATE");

    const start = new Date(Date.now() + 90 * 60_000);
    const soon = await createOpp(a.recruiter.token, { auto_approve_signups: true, start_datetime: start.toISOString(), end_datetime: new Date(start.getTime() + 3_600_000).toISOString() });
    const s3 = await signup(soon.id, a.vol1.token);
    expect(s3.status).toBe(201);
    const late = await offer(s3.body.id, a.vol1.token);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toMatch(/2 h before the start/);
  });
});
