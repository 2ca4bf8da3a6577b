// Group signups over HTTP: a party takes party_size seats everywhere seats are counted, is
// seated or waitlisted as a whole, promotion seats the first waitlisted party that fits, the
// owner resizes it, and check-in/out covers the party while hours go to the account holder.
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq, type ErrorBody } from "@/tests/helpers/api";
import { createOpp, type Opp } from "@/tests/helpers/opportunities";

type Created = { id: string; status: string; party_size: number; message: string };
type SignupBody = { id: string; status: string; party_size: number; guests: { name: string; email?: string }[]; waitlist_position: number | null };

const guests = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Guest ${i + 1}`, ...(i === 0 ? { email: `guest${i + 1}@example.org` } : {}) }));
const party = (oppId: string, token: string, size: number) =>
  api<Created & ErrorBody>(`/api/corps/opportunities/${oppId}/signup`, { token, body: { party_size: size, guests: guests(size - 1) } });
const detail = (oppId: string, token: string) => api<Opp & { confirmed_count: number; pending_count: number; waitlist_count: number; is_full: boolean }>(`/api/corps/opportunities/${oppId}`, { token });
const resize = (signupId: string, token: string, size: number) =>
  api<SignupBody & ErrorBody>(`/api/corps/signups/${signupId}/party`, { method: "PATCH", token, body: { party_size: size, guests: guests(size - 1) } });

/** More volunteers with profiles in the organization. */
async function volunteers(orgName: string, n: number) {
  const s = uniq();
  const out: { token: string; userId: string; volunteerId: string }[] = [];
  for (let i = 0; i < n; i++) {
    const v = await tokenFor({ email: `party-${s}-${i}@test.org`, role: "volunteer", org: orgName, name: `Party Lead ${i}` });
    const p = await api<{ id: string }>("/api/corps/volunteers", { token: v.token, body: {} });
    out.push({ ...v, volunteerId: p.body.id });
  }
  return out;
}

describe("group signups: validation and seats", () => {
  it("guests must number party_size - 1; party_size is 1..10 and at most the opportunity's seats", async () => {
    const a = await newOrg("PartyVal");
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 4 });
    const mismatch = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol1.token, body: { party_size: 3, guests: guests(1) } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details?.fields).toHaveProperty("guests");
    const guestsWithoutSize = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol1.token, body: { guests: guests(1) } });
    expect(guestsWithoutSize.body.error.details?.fields).toHaveProperty("guests");
    const tooMany = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol1.token, body: { party_size: 11, guests: guests(10) } });
    expect(tooMany.body.error.details?.fields).toHaveProperty("party_size");
    expect((await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol1.token, body: { party_size: 0 } })).status).toBe(400);
    const badEmail = await api<ErrorBody>(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol1.token, body: { party_size: 2, guests: [{ name: "Kim", email: "nope" }] } });
    expect(badEmail.body.error.details?.fields).toHaveProperty("guests.0.email");
    const biggerThanEvent = await party(opp.id, a.vol1.token, 5);
    expect(biggerThanEvent.status).toBe(400);
    expect(biggerThanEvent.body.error.details?.fields).toHaveProperty("party_size");
    expect(await testDb().signup.count({ where: { opportunityId: opp.id } })).toBe(0);
  });

  it("a party takes party_size seats in counts, is_full, the list, reports and dashboards; signup.created carries party_size", async () => {
    const a = await newOrg("PartySeats");
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 5, auto_approve_signups: true, allow_waitlist: false });
    const three = await party(opp.id, a.vol1.token, 3);
    expect(three.status).toBe(201);
    expect(three.body).toMatchObject({ status: "confirmed", party_size: 3 });
    expect(three.body.message).toMatch(/party of 3/);
    const created = await testDb().domainEvent.findFirst({ where: { type: "signup.created", payload: { path: ["signup_id"], equals: three.body.id } } });
    expect(created?.payload).toMatchObject({ party_size: 3, status: "confirmed" });
    expect((await detail(opp.id, a.recruiter.token)).body).toMatchObject({ confirmed_count: 3, is_full: false, status: "published" });

    // Three seats would not fit in the two left, and there is no waitlist.
    const [v3] = await volunteers(a.name, 1);
    const noRoom = await party(opp.id, v3.token, 3);
    expect(noRoom.status).toBe(409);
    expect(noRoom.body.error.code).toBe("SIGNUP_FULL");
    expect(noRoom.body.error.details).toBeUndefined();
    expect(noRoom.body.error.message).toMatch(/Only 2 seats are left/);
    const two = await party(opp.id, a.vol2.token, 2);
    expect(two.status).toBe(201);
    const d = await detail(opp.id, a.recruiter.token);
    expect(d.body).toMatchObject({ confirmed_count: 5, is_full: true, status: "full" });
    const list = await api<{ opportunities: { id: string; confirmed_count: number; is_full: boolean }[] }>(`/api/corps/opportunities?search=${encodeURIComponent(opp.title as string)}&org_id=${a.orgId}`, { token: a.recruiter.token });
    expect(list.body.opportunities.find((o) => o.id === opp.id)).toMatchObject({ confirmed_count: 5, is_full: true });

    const today = new Date().toISOString().slice(0, 10);
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const report = await api<{ fill_rate: number }>(`/api/corps/reports/opportunities?date_from=${today}&date_to=${inTenDays}`, { token: a.recruiter.token });
    expect(report.body.fill_rate).toBe(1);
    const csv = await api(`/api/corps/reports/export?report_type=opportunities&format=csv&date_from=${today}&date_to=${inTenDays}`, { token: a.recruiter.token });
    expect(csv.text).toMatch(/,5,5,0\r\n/);
    const dash = await api<{ upcoming_events: { id: string; seats_taken: number }[] }>("/api/corps/dashboard/recruiter", { token: a.recruiter.token });
    expect(dash.body.upcoming_events.find((e) => e.id === opp.id)?.seats_taken).toBe(5);

    const roster = await api<{ signups: SignupBody[] }>(`/api/corps/opportunities/${opp.id}/signups`, { token: a.recruiter.token });
    expect(roster.body.signups.map((s) => [s.party_size, s.guests.length])).toEqual([
      [3, 2],
      [2, 1],
    ]);
    expect(roster.body.signups[0].guests[0]).toEqual({ name: "Guest 1", email: "guest1@example.org" });
  });
});

describe("group signups: waitlist and promotion", () => {
  it("a party that does not fit is waitlisted whole; freed seats seat the first waitlisted party that fits, passing over one that does not", async () => {
    const a = await newOrg("PartyWait");
    const [c, d, e] = await volunteers(a.name, 3);
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 5, auto_approve_signups: true, allow_waitlist: true });
    const sa = await party(opp.id, a.vol1.token, 3);
    const sb = await party(opp.id, a.vol2.token, 2);
    expect([sa.status, sb.status]).toEqual([201, 201]);
    const sc = await party(opp.id, c.token, 3);
    expect(sc.status).toBe(409);
    expect(sc.body.error.details).toMatchObject({ waitlist_position: 1 });
    const sd = await party(opp.id, d.token, 1);
    expect(sd.body.error.details).toMatchObject({ waitlist_position: 2 });
    const se = await party(opp.id, e.token, 2);
    expect(se.body.error.details).toMatchObject({ waitlist_position: 3 });
    expect((await detail(opp.id, a.recruiter.token)).body).toMatchObject({ confirmed_count: 5, waitlist_count: 6, status: "full" });

    // B (2 seats) cancels: C (3) does not fit and is passed over; D (1) fits, then nothing else fits in the seat left.
    expect((await api(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: a.vol2.token })).status).toBe(200);
    const byId = async () => new Map((await testDb().signup.findMany({ where: { opportunityId: opp.id } })).map((s) => [s.id, s.status]));
    let st = await byId();
    expect([st.get(sc.body.error.details?.signup_id as string), st.get(sd.body.error.details?.signup_id as string), st.get(se.body.error.details?.signup_id as string)]).toEqual([
      "waitlist",
      "confirmed",
      "waitlist",
    ]);
    expect((await detail(opp.id, a.recruiter.token)).body).toMatchObject({ confirmed_count: 4, status: "published", is_full: false });
    const promotedNote = await testDb().notification.count({ where: { userId: d.userId, opportunityId: opp.id, notificationType: "waitlist_promoted" } });
    expect(promotedNote).toBe(1);

    // A shrinks from 3 to 1: three seats free, and C (3) at the head of the waitlist fits now.
    const shrunk = await resize(sa.body.id, a.vol1.token, 1);
    expect(shrunk.status).toBe(200);
    expect(shrunk.body).toMatchObject({ party_size: 1, guests: [] });
    st = await byId();
    expect(st.get(sc.body.error.details?.signup_id as string)).toBe("confirmed");
    expect(st.get(se.body.error.details?.signup_id as string)).toBe("waitlist");
    expect((await detail(opp.id, a.recruiter.token)).body).toMatchObject({ confirmed_count: 5, waitlist_count: 2, status: "full" });

    // Growing a seated party needs free seats; a waitlisted party may change size and is seated once it fits.
    const grow = await resize(sa.body.id, a.vol1.token, 2);
    expect(grow.status).toBe(409);
    expect(grow.body.error).toMatchObject({ code: "SIGNUP_FULL", details: { seats_free: 0 } });
    expect((await testDb().signup.findUniqueOrThrow({ where: { id: sa.body.id } })).partySize).toBe(1);
    const eShrinks = await resize(se.body.error.details?.signup_id as string, e.token, 1);
    expect(eShrinks.body).toMatchObject({ status: "waitlist", party_size: 1 });
    expect((await api(`/api/corps/opportunities/${opp.id}/signup`, { method: "DELETE", token: d.token })).status).toBe(200);
    expect((await byId()).get(se.body.error.details?.signup_id as string)).toBe("confirmed");
    const growOk = await resize(sa.body.id, a.vol1.token, 1);
    expect(growOk.status).toBe(200);

    // Boundaries: another user's signup is 404; guests must match; a bad id is 400.
    expect((await resize(sa.body.id, a.vol2.token, 1)).status).toBe(404);
    expect((await resize(sa.body.id, a.recruiter.token, 1)).status).toBe(404);
    expect((await api(`/api/corps/signups/${sa.body.id}/party`, { method: "PATCH", token: a.vol1.token, body: { party_size: 2 } })).status).toBe(400);
    expect((await api(`/api/corps/signups/${sa.body.id}/party`, { method: "PATCH", body: { party_size: 1 } })).status).toBe(401);
    expect((await api(`/api/corps/signups/not-a-uuid/party`, { method: "PATCH", token: a.vol1.token, body: { party_size: 1 } })).status).toBe(400);
  });
});

describe("group signups: check-in, check-out and hours", () => {
  it("checks in and out the whole party; the hours entry is the account holder's and names the party size", async () => {
    const a = await newOrg("PartyHours");
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 10, auto_approve_signups: true, auto_approve_hours: true });
    const s = await party(opp.id, a.vol1.token, 4);
    const inAt = new Date(Date.now() - 3 * 3_600_000);
    const checkedIn = await api<SignupBody>(`/api/corps/signups/${s.body.id}/check-in`, { token: a.recruiter.token, body: { check_in_at: inAt.toISOString() } });
    expect(checkedIn.body).toMatchObject({ status: "checked_in", party_size: 4 });
    expect((await detail(opp.id, a.recruiter.token)).body.confirmed_count).toBe(4);
    const out = await api<SignupBody>(`/api/corps/signups/${s.body.id}/check-out`, { token: a.vol1.token, body: { check_out_at: new Date(inAt.getTime() + 2 * 3_600_000).toISOString() } });
    expect(out.body.status).toBe("completed");
    const entries = await testDb().hoursEntry.findMany({ where: { opportunityId: opp.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0].volunteerId).toBe(a.vol1.volunteerId);
    expect(Number(entries[0].hoursWorked)).toBe(2);
    expect(entries[0].description).toContain("party of 4");
    const today = new Date().toISOString().slice(0, 10);
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    // The party is still signed up (checked out), so resizing it is refused.
    expect((await resize(s.body.id, a.vol1.token, 1)).status).toBe(409);
    const report = await api<{ fill_rate: number }>(`/api/corps/reports/opportunities?date_from=${today}&date_to=${inTenDays}`, { token: a.recruiter.token });
    expect(report.body.fill_rate).toBe(0.4);
  });
});
