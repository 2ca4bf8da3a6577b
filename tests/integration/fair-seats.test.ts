// Fair seats (issue 27) over HTTP: one seat rule in every answer (4 of 5 with a party of 3 and a
// single), waitlist offers with a reply deadline (lapse, accept, decline, races), the verifiable
// lottery (recomputed here with node:crypto from the revealed seed), the organization's default
// mode and the seats cron. Time is moved by writing deadlines into the database, never by sleeping.
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq, type ErrorBody } from "@/tests/helpers/api";
import { createOpp, futureWindow, type Opp } from "@/tests/helpers/opportunities";
import { sessionCookie } from "@/tests/helpers/session-cookie";
import { mailBody } from "@/tests/helpers/outbox";
import { formatDeadline } from "@/lib/corps/seats/settle";
import { organizationTimezone } from "@/lib/corps/organizations/timezone";

type Detail = Opp & {
  confirmed_count: number;
  seats_taken: number;
  offered_count: number;
  entered_count: number;
  is_full: boolean;
  max_volunteers: number | null;
  waitlist_mode: string;
  signup_mode: string;
  seed_sha256: string | null;
  lottery_drawn_at: string | null;
  user_signup_status: string | null;
  user_signup_id: string | null;
  user_offer_expires_at: string | null;
};
type SignupBody = { id: string; status: string; offer_expires_at: string | null; party_size: number };
type Lottery = {
  signup_mode: string;
  closes_at: string;
  seed_sha256: string;
  status: "open" | "drawn";
  seed: string | null;
  drawn_at: string | null;
  entries: { signup_id: string; party_size: number; tier: number | null; ticket: string | null; outcome: string | null; mine?: true; volunteer_name?: string }[];
  order: string[];
};

const guests = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Guest ${i + 1}` }));
const join = (oppId: string, token: string, size = 1) =>
  api<{ id: string; status: string } & ErrorBody>(`/api/corps/opportunities/${oppId}/signup`, { token, body: { party_size: size, guests: guests(size - 1) } });
const leave = (oppId: string, token: string) => api(`/api/corps/opportunities/${oppId}/signup`, { method: "DELETE", token });
const detail = (oppId: string, token: string) => api<Detail>(`/api/corps/opportunities/${oppId}`, { token });
const accept = (signupId: string, token?: string) => api<SignupBody & ErrorBody>(`/api/corps/signups/${signupId}/accept-offer`, { method: "POST", ...(token ? { token } : {}) });
const decline = (signupId: string, token?: string) => api<SignupBody & ErrorBody>(`/api/corps/signups/${signupId}/decline-offer`, { method: "POST", ...(token ? { token } : {}) });
const lottery = (oppId: string, token: string) => api<Lottery & ErrorBody>(`/api/corps/opportunities/${oppId}/lottery`, { token });

/** More volunteers with profiles in the organization. */
async function volunteers(orgName: string, n: number) {
  const s = uniq();
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const v = await tokenFor({ email: `fair-${s}-${i}@test.org`, role: "volunteer", org: orgName, name: `Fair Volunteer ${i}` });
      const p = await api<{ id: string }>("/api/corps/volunteers", { token: v.token, body: {} });
      if (p.status !== 201) throw new Error(`profile: ${p.text}`);
      return { ...v, volunteerId: p.body.id };
    }),
  );
}

async function signupOf(oppId: string, volunteerId: string) {
  return testDb().signup.findFirstOrThrow({ where: { opportunityId: oppId, volunteerId }, orderBy: { signedUpAt: "desc" } });
}

/** Moves an offer's deadline into the past (as if its window ran out). */
async function lapse(signupId: string) {
  await testDb().$executeRaw`UPDATE signups SET offer_expires_at = now() - interval '1 second' WHERE id = ${signupId}::uuid`;
}

describe("one seat rule everywhere", () => {
  it("a party of 3 and a single on 5 seats: 4 of 5 in the detail, the list, the series and the board page; full after one more", async () => {
    const a = await newOrg("Seats45");
    const title = `Seat rule ${uniq()}`;
    const series = await api<Opp & { series: { id: string; occurrences: { id: string }[] } }>("/api/corps/opportunities", {
      token: a.recruiter.token,
      body: {
        title,
        zip_code: "97214",
        status: "published",
        max_volunteers: 5,
        auto_approve_signups: true,
        allow_waitlist: false,
        schedule_type: "recurring",
        recurrence: { weekdays: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"], until: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10) },
        ...futureWindow(3),
      },
    });
    expect(series.status).toBe(201);
    const oppId = series.body.series.occurrences[0].id;
    const seriesId = series.body.series.id;
    expect((await join(oppId, a.vol1.token, 3)).status).toBe(201);
    expect((await join(oppId, a.vol2.token, 1)).status).toBe(201);

    const d = await detail(oppId, a.vol1.token);
    expect(d.body).toMatchObject({ seats_taken: 4, confirmed_count: 4, max_volunteers: 5, is_full: false, status: "published" });
    const list = await api<{ opportunities: { id: string; seats_taken: number; is_full: boolean }[] }>(
      `/api/corps/opportunities?search=${encodeURIComponent(title)}&org_id=${a.orgId}&limit=100`,
      { token: a.vol2.token },
    );
    expect(list.body.opportunities.find((o) => o.id === oppId)).toMatchObject({ seats_taken: 4, is_full: false });
    const s = await api<{ occurrences: { id: string; seats_taken: number; is_full: boolean }[] }>(`/api/corps/series/${seriesId}`, { token: a.vol2.token });
    expect(s.body.occurrences.find((o) => o.id === oppId)).toMatchObject({ seats_taken: 4, is_full: false });
    const ics = await api(`/api/corps/opportunities/${oppId}/calendar.ics`, { token: a.vol2.token });
    expect(ics.text.replace(/\r\n /g, "")).toContain("Seats: 4 of 5 taken");
    // The board page (a server-rendered page: the volunteer's session cookie).
    const cookie = await sessionCookie(a.vol2.userId);
    const boardUrl = `/opportunities?search=${encodeURIComponent(title)}`;
    const board = await api(boardUrl, { headers: { cookie } });
    expect(board.status).toBe(200);
    expect(board.text).toContain("4 of 5 seats filled");
    const page = await api(`/opportunities/${oppId}`, { headers: { cookie } });
    expect(page.text).toMatch(/4 of 5 seats taken/);

    const [v3] = await volunteers(a.name, 1);
    expect((await join(oppId, v3.token, 1)).status).toBe(201);
    expect((await detail(oppId, a.vol1.token)).body).toMatchObject({ seats_taken: 5, is_full: true, status: "full" });
    const after = await api<{ opportunities: { id: string; seats_taken: number; is_full: boolean }[] }>(
      `/api/corps/opportunities?search=${encodeURIComponent(title)}&org_id=${a.orgId}&limit=100`,
      { token: a.recruiter.token },
    );
    expect(after.body.opportunities.find((o) => o.id === oppId)).toMatchObject({ seats_taken: 5, is_full: true });
    const s2 = await api<{ occurrences: { id: string; seats_taken: number; is_full: boolean }[] }>(`/api/corps/series/${seriesId}`, { token: a.vol2.token });
    expect(s2.body.occurrences.find((o) => o.id === oppId)).toMatchObject({ seats_taken: 5, is_full: true });
    expect((await api(boardUrl, { headers: { cookie } })).text).toContain("5 of 5 seats filled");
    expect((await api(`/opportunities/${oppId}`, { headers: { cookie } })).text).toMatch(/5 of 5 seats taken/);
  });
});

describe("waitlist offers with a reply deadline", () => {
  async function offerSetup(label: string, extra: Record<string, unknown> = {}) {
    const a = await newOrg(label);
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 1, auto_approve_signups: true, waitlist_mode: "offer", offer_window_minutes: 1, ...extra });
    const waiting = await volunteers(a.name, 3);
    expect((await join(opp.id, a.vol1.token)).status).toBe(201);
    for (const w of waiting) {
      const r = await join(opp.id, w.token);
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("SIGNUP_FULL");
    }
    return { a, opp, waiting };
  }

  it("a cancellation makes exactly one offer; accepting confirms it; a lapsed offer passes to the next party; decline frees the seats", async () => {
    const { a, opp, waiting } = await offerSetup("Offers");
    const [w1, w2, w3] = waiting;
    const before = Date.now();
    expect((await leave(opp.id, a.vol1.token)).status).toBe(200);
    const offered = await testDb().signup.findMany({ where: { opportunityId: opp.id, status: "offered" } });
    expect(offered.map((o) => o.volunteerId)).toEqual([w1.volunteerId]);
    // The deadline: now + 1 minute (the start is days away).
    const deadline = offered[0].offerExpiresAt as Date;
    expect(deadline.getTime()).toBeGreaterThanOrEqual(before + 59_000);
    expect(deadline.getTime()).toBeLessThanOrEqual(Date.now() + 61_000);
    // The offer holds the seat: the opportunity stays full, and the volunteer sees it with its deadline.
    const seen = await detail(opp.id, w1.token);
    expect(seen.body).toMatchObject({ user_signup_status: "offered", user_signup_id: offered[0].id, user_offer_expires_at: deadline.toISOString(), seats_taken: 1, offered_count: 1, is_full: true });
    const event = await testDb().domainEvent.findFirst({ where: { type: "signup.offered", payload: { path: ["signup_id"], equals: offered[0].id } } });
    expect(event?.payload).toMatchObject({ offer_expires_at: deadline.toISOString(), party_size: 1 });
    const note = await testDb().notification.findFirst({ where: { userId: w1.userId, notificationType: "waitlist_offer" } });
    expect(note?.message).toMatch(/Reply by/);
    const mail = await testDb().emailMessage.findFirst({ where: { userId: w1.userId, notificationType: "waitlist_offer" } });
    expect(mail ? mailBody(mail).text : "").toMatch(/offer=decline/);

    const ok = await accept(offered[0].id, w1.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: offered[0].id, status: "confirmed" });
    expect(await testDb().domainEvent.count({ where: { type: "signup.confirmed", payload: { path: ["signup_id"], equals: offered[0].id } } })).toBe(1);
    const again = await accept(offered[0].id, w1.token);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("INVALID_STATE");

    // w1 leaves: w2 is offered; left alone past its deadline it lapses and w3 is offered, on the next read.
    expect((await leave(opp.id, w1.token)).status).toBe(200);
    const second = await signupOf(opp.id, w2.volunteerId);
    expect(second.status).toBe("offered");
    await lapse(second.id);
    const read = await detail(opp.id, w3.token);
    expect(read.body).toMatchObject({ user_signup_status: "offered", seats_taken: 1 });
    expect((await signupOf(opp.id, w2.volunteerId)).status).toBe("expired");
    expect(await testDb().notification.count({ where: { userId: w2.userId, notificationType: "offer_expired" } })).toBe(1);
    const late = await accept(second.id, w2.token);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("OFFER_EXPIRED");

    // w3 declines: declined, and with nobody left waiting the seat is free again.
    const third = await signupOf(opp.id, w3.volunteerId);
    const no = await decline(third.id, w3.token);
    expect(no.status).toBe(200);
    expect(no.body.status).toBe("declined");
    expect((await detail(opp.id, a.recruiter.token)).body).toMatchObject({ seats_taken: 0, is_full: false, status: "published" });
  });

  it("an accept after the deadline is OFFER_EXPIRED and offers the next party; the cron lapses offers nobody reads", async () => {
    const { a, opp, waiting } = await offerSetup("OfferCron");
    const [w1, w2] = waiting;
    expect((await leave(opp.id, a.vol1.token)).status).toBe(200);
    const first = await signupOf(opp.id, w1.volunteerId);
    expect(first.status).toBe("offered");
    await lapse(first.id);
    const late = await accept(first.id, w1.token);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe("OFFER_EXPIRED");
    expect((await signupOf(opp.id, w2.volunteerId)).status).toBe("offered");

    const second = await signupOf(opp.id, w2.volunteerId);
    await lapse(second.id);
    expect((await api("/api/cron/seats")).status).toBe(401);
    const cron = await api<{ settled: number; lapsed: number; offered: number }>("/api/cron/seats", { method: "POST", headers: { authorization: `Bearer ${inject("cronSecret")}` } });
    expect(cron.status).toBe(200);
    expect(cron.body.lapsed).toBeGreaterThanOrEqual(1);
    expect((await signupOf(opp.id, w2.volunteerId)).status).toBe("expired");
    expect((await signupOf(opp.id, waiting[2].volunteerId)).status).toBe("offered");
  });

  it("50 concurrent accepts of one offer: exactly one 200, the rest 409", async () => {
    const { a, opp, waiting } = await offerSetup("Offer50");
    expect((await leave(opp.id, a.vol1.token)).status).toBe(200);
    const offer = await signupOf(opp.id, waiting[0].volunteerId);
    expect(offer.status).toBe("offered");
    const answers = await Promise.all(Array.from({ length: 50 }, () => accept(offer.id, waiting[0].token)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(49);
    expect(new Set(answers.filter((r) => r.status === 409).map((r) => r.body.error.code))).toEqual(new Set(["INVALID_STATE"]));
    expect(await testDb().domainEvent.count({ where: { type: "signup.confirmed", payload: { path: ["signup_id"], equals: offer.id } } })).toBe(1);
    expect((await detail(opp.id, a.recruiter.token)).body).toMatchObject({ seats_taken: 1, confirmed_count: 1 });
  });

  it("an accept racing the lapse: confirmed, or expired with the next party offered; never both, never oversold", async () => {
    for (let round = 0; round < 4; round++) {
      const { a, opp, waiting } = await offerSetup(`OfferRace${round}`);
      expect((await leave(opp.id, a.vol1.token)).status).toBe(200);
      const offer = await signupOf(opp.id, waiting[0].volunteerId);
      // The deadline a few milliseconds away: the accept and a settling read race it.
      await testDb().$executeRaw`UPDATE signups SET offer_expires_at = now() + ${`${round * 15} milliseconds`}::interval WHERE id = ${offer.id}::uuid`;
      const [acc] = await Promise.all([accept(offer.id, waiting[0].token), detail(opp.id, a.recruiter.token), api("/api/cron/seats", { headers: { authorization: `Bearer ${inject("cronSecret")}` } })]);
      await detail(opp.id, a.recruiter.token);
      const mine = await signupOf(opp.id, waiting[0].volunteerId);
      const next = await signupOf(opp.id, waiting[1].volunteerId);
      if (acc.status === 200) {
        expect(mine.status).toBe("confirmed");
        expect(next.status).toBe("waitlist");
      } else {
        expect(acc.body.error.code).toBe("OFFER_EXPIRED");
        expect(mine.status).toBe("expired");
        expect(next.status).toBe("offered");
      }
      const held = await testDb().signup.aggregate({ where: { opportunityId: opp.id, status: { in: ["confirmed", "pending", "offered"] } }, _sum: { partySize: true } });
      expect(held._sum.partySize).toBe(1);
    }
  });

  it("role boundaries: only the owner answers an offer; others get 404, anonymous 401; a signup that is not offered is INVALID_STATE", async () => {
    const { a, opp, waiting } = await offerSetup("OfferRoles");
    const other = await newOrg("OfferRolesOther");
    expect((await leave(opp.id, a.vol1.token)).status).toBe(200);
    const offer = await signupOf(opp.id, waiting[0].volunteerId);
    for (const token of [waiting[1].token, a.recruiter.token, a.corpsAdmin.token, other.recruiter.token]) {
      expect((await accept(offer.id, token)).status).toBe(404);
      expect((await decline(offer.id, token)).status).toBe(404);
    }
    expect((await accept(offer.id)).status).toBe(401);
    expect((await decline(offer.id)).status).toBe(401);
    expect((await accept("00000000-0000-4000-8000-000000000000", waiting[0].token)).status).toBe(404);
    expect((await accept("not-a-uuid", waiting[0].token)).status).toBe(400);
    const waitlisted = await signupOf(opp.id, waiting[1].volunteerId);
    const wrong = await decline(waitlisted.id, waiting[1].token);
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.code).toBe("INVALID_STATE");
    expect((await signupOf(opp.id, waiting[0].volunteerId)).status).toBe("offered");
    // The roster shows the offered party with its deadline.
    const roster = await api<{ signups: { id: string; status: string; offer_expires_at: string | null }[] }>(`/api/corps/opportunities/${opp.id}/signups`, { token: a.recruiter.token });
    expect(roster.body.signups.find((s) => s.id === offer.id)).toMatchObject({ status: "offered", offer_expires_at: offer.offerExpiresAt?.toISOString() });
  });

  it("an offer that would leave under a minute before start-60min is a promotion instead", async () => {
    const a = await newOrg("OfferLate");
    const start = new Date(Date.now() + 60 * 60_000 + 30_000);
    const opp = await createOpp(a.recruiter.token, {
      max_volunteers: 1,
      auto_approve_signups: true,
      waitlist_mode: "offer",
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    expect((await join(opp.id, a.vol1.token)).status).toBe(201);
    expect((await join(opp.id, a.vol2.token)).status).toBe(409);
    expect((await leave(opp.id, a.vol1.token)).status).toBe(200);
    expect((await signupOf(opp.id, a.vol2.volunteerId)).status).toBe("confirmed");
  });

  it("the organization's default_waitlist_mode applies to new opportunities; only its corps_admin sets it", async () => {
    const a = await newOrg("OfferDefault");
    expect((await api("/api/corps/organizations/me", { method: "PATCH", token: a.vol1.token, body: { default_waitlist_mode: "offer" } })).status).toBe(403);
    expect((await api("/api/corps/organizations/me", { method: "PATCH", token: a.corpsAdmin.token, body: { default_waitlist_mode: "sometimes" } })).status).toBe(400);
    const set = await api<{ default_waitlist_mode: string }>("/api/corps/organizations/me", { method: "PATCH", token: a.corpsAdmin.token, body: { default_waitlist_mode: "offer" } });
    expect(set.status).toBe(200);
    expect(set.body.default_waitlist_mode).toBe("offer");
    expect((await createOpp(a.recruiter.token)).waitlist_mode).toBe("offer");
    expect((await createOpp(a.recruiter.token, { waitlist_mode: "auto" })).waitlist_mode).toBe("auto");
    const bad = await api<ErrorBody>("/api/corps/opportunities", { token: a.recruiter.token, body: { title: "x", ...futureWindow(), offer_window_minutes: 10081 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.fields).toHaveProperty("offer_window_minutes");
  });
});

describe("a verifiable lottery", () => {
  /** Recomputes the draw from the revealed seed, as anyone can. */
  function recompute(seedHex: string, entries: { signup_id: string; party_size: number; tier: number }[], seats: number) {
    const seed = Buffer.from(seedHex, "hex");
    const ticketed = entries.map((e) => ({ ...e, ticket: createHmac("sha256", seed).update(e.signup_id.toLowerCase()).digest("hex") }));
    ticketed.sort((x, y) => x.tier - y.tier || (x.ticket < y.ticket ? -1 : x.ticket > y.ticket ? 1 : 0));
    const seated = new Set<string>();
    let left = seats;
    for (const e of ticketed) {
      if (e.party_size <= left) {
        seated.add(e.signup_id);
        left -= e.party_size;
      }
    }
    return { order: ticketed.map((e) => e.signup_id), tickets: new Map(ticketed.map((e) => [e.signup_id, e.ticket])), seated };
  }

  it("30 entries for 10 seats: the commitment holds, the order recomputes, at most 10 seats; 20 concurrent reads at the close draw once", async () => {
    const a = await newOrg("Lottery");
    const closes = new Date(Date.now() + 10 * 60_000);
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 10, auto_approve_signups: true, signup_mode: "lottery", lottery_closes_at: closes.toISOString() });
    expect(opp).toMatchObject({ signup_mode: "lottery", lottery_drawn_at: null });
    const commitment = opp.seed_sha256 as string;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(opp)).not.toMatch(/"seed"/);

    const people = await volunteers(a.name, 30);
    const sizes = people.map((_, i) => (i % 3) + 1);
    const entered = await Promise.all(people.map((p, i) => join(opp.id, p.token, sizes[i])));
    expect(entered.map((r) => r.status)).toEqual(Array(30).fill(201));
    expect(new Set(entered.map((r) => r.body.status))).toEqual(new Set(["entered"]));
    // The entrant is told when the draw closes as a person reads it, on the organization's clocks.
    const enteredNote = await testDb().notification.findFirst({ where: { userId: people[0].userId, opportunityId: opp.id } });
    expect(enteredNote?.message).toContain("entered in the draw");
    expect(enteredNote?.message).toContain(formatDeadline(closes, await organizationTimezone(testDb(), a.orgId as string)));
    expect(enteredNote?.message).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const open = await detail(opp.id, people[0].token);
    expect(open.body).toMatchObject({ entered_count: sizes.reduce((x, y) => x + y, 0), seats_taken: 0, seed_sha256: commitment, user_signup_status: "entered" });
    const before = await lottery(opp.id, people[0].token);
    expect(before.body).toMatchObject({ status: "open", seed: null, seed_sha256: commitment, order: [] });
    expect(before.body.entries).toHaveLength(30);
    expect(before.body.entries.filter((e) => e.mine)).toHaveLength(1);
    expect(before.body.entries.some((e) => e.volunteer_name)).toBe(false);
    // A withdrawn entry leaves the draw.
    const quitter = await volunteers(a.name, 1);
    expect((await join(opp.id, quitter[0].token, 1)).status).toBe(201);
    expect((await leave(opp.id, quitter[0].token)).status).toBe(200);

    // The close passes (moved in the database), then 20 readers arrive at once.
    await testDb().$executeRaw`UPDATE opportunities SET lottery_closes_at = now() - interval '1 second' WHERE id = ${opp.id}::uuid`;
    const reads = await Promise.all(people.slice(0, 20).map((p) => lottery(opp.id, p.token)));
    expect(reads.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(reads.map((r) => r.body.status))).toEqual(new Set(["drawn"]));
    expect(new Set(reads.map((r) => r.body.drawn_at)).size).toBe(1);
    expect(await testDb().notification.count({ where: { opportunityId: opp.id, notificationType: "lottery_result" } })).toBe(30);

    const drawn = reads[0].body;
    expect(createHash("sha256").update(Buffer.from(drawn.seed as string, "hex")).digest("hex")).toBe(commitment);
    expect(drawn.entries).toHaveLength(30);
    const mine = drawn.entries.filter((e) => e.mine);
    expect(mine).toHaveLength(1);
    const { order, tickets, seated } = recompute(drawn.seed as string, drawn.entries.map((e) => ({ signup_id: e.signup_id, party_size: e.party_size, tier: e.tier as number })), 10);
    expect(drawn.order).toEqual(order);
    for (const e of drawn.entries) {
      expect(e.ticket).toBe(tickets.get(e.signup_id));
      expect(e.outcome).toBe(seated.has(e.signup_id) ? "seated" : "waitlist");
    }
    const seatedSeats = drawn.entries.filter((e) => e.outcome === "seated").reduce((n, e) => n + e.party_size, 0);
    expect(seatedSeats).toBeLessThanOrEqual(10);
    const after = await detail(opp.id, a.recruiter.token);
    expect(after.body).toMatchObject({ seats_taken: seatedSeats, entered_count: 0 });
    expect(after.body.lottery_drawn_at).toBe(drawn.drawn_at);
    // Staff see names; another organization's recruiter does not see the opportunity's draw beyond what volunteers see.
    const staffView = await lottery(opp.id, a.recruiter.token);
    expect(staffView.body.entries.every((e) => typeof e.volunteer_name === "string")).toBe(true);
    const stranger = await newOrg("LotteryOther");
    const foreign = await lottery(opp.id, stranger.recruiter.token);
    expect(foreign.status).toBe(200);
    expect(foreign.body.entries.some((e) => e.volunteer_name)).toBe(false);
    expect((await api(`/api/corps/opportunities/${opp.id}/lottery`)).status).toBe(401);

    // A later lottery of the organization: the volunteers not seated here get tier 0.
    const next = await createOpp(a.recruiter.token, { max_volunteers: 2, auto_approve_signups: true, allow_waitlist: false, signup_mode: "lottery", lottery_closes_at: closes.toISOString() });
    const loser = people.find((p) => drawn.entries.find((e) => e.outcome !== "seated" && e.signup_id === entered[people.indexOf(p)].body.id));
    const winner = people.find((p) => drawn.entries.find((e) => e.outcome === "seated" && e.signup_id === entered[people.indexOf(p)].body.id));
    expect(loser && winner).toBeTruthy();
    expect((await join(next.id, (loser as (typeof people)[number]).token)).status).toBe(201);
    expect((await join(next.id, (winner as (typeof people)[number]).token)).status).toBe(201);
    await testDb().$executeRaw`UPDATE opportunities SET lottery_closes_at = now() - interval '1 second' WHERE id = ${next.id}::uuid`;
    const second = await lottery(next.id, a.recruiter.token);
    const tiers = new Map(second.body.entries.map((e) => [e.volunteer_name, e.tier]));
    expect(second.body.entries).toHaveLength(2);
    expect([...tiers.values()].sort()).toEqual([0, 1]);
    expect(second.body.order[0]).toBe(second.body.entries.find((e) => e.tier === 0)?.signup_id);
  });

  it("lottery settings: a close is required, in the future and before the start; entries close with it; not a lottery is 404", async () => {
    const a = await newOrg("LotteryRules");
    const w = futureWindow(5);
    const missing = await api<ErrorBody>("/api/corps/opportunities", { token: a.recruiter.token, body: { title: "L", ...w, signup_mode: "lottery" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details?.fields).toHaveProperty("lottery_closes_at");
    const late = await api<ErrorBody>("/api/corps/opportunities", { token: a.recruiter.token, body: { title: "L", ...w, signup_mode: "lottery", lottery_closes_at: new Date(Date.parse(w.start_datetime) + 1000).toISOString() } });
    expect(late.body.error.details?.fields).toHaveProperty("lottery_closes_at");
    const past = await api<ErrorBody>("/api/corps/opportunities", { token: a.recruiter.token, body: { title: "L", ...w, signup_mode: "lottery", lottery_closes_at: new Date(Date.now() - 1000).toISOString() } });
    expect(past.body.error.details?.fields).toHaveProperty("lottery_closes_at");
    // A draft lottery has no commitment until it is published.
    const draft = await createOpp(a.recruiter.token, { status: "draft", signup_mode: "lottery", lottery_closes_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(draft.seed_sha256).toBeNull();
    const published = await api<{ status: string }>(`/api/corps/opportunities/${draft.id}/publish`, { method: "POST", token: a.recruiter.token });
    expect(published.status).toBe(200);
    expect((await detail(draft.id, a.recruiter.token)).body.seed_sha256).toMatch(/^[0-9a-f]{64}$/);
    const plain = await createOpp(a.recruiter.token);
    expect((await lottery(plain.id, a.vol1.token)).status).toBe(404);
    // After the close and before anyone read it, a signup neither enters nor takes a seat first come: the draw runs first.
    await testDb().$executeRaw`UPDATE opportunities SET lottery_closes_at = now() - interval '1 second' WHERE id = ${draft.id}::uuid`;
    const afterClose = await join(draft.id, a.vol1.token);
    expect(afterClose.status).toBe(201);
    expect(afterClose.body.status).toBe("pending");
    expect((await detail(draft.id, a.recruiter.token)).body.lottery_drawn_at).not.toBeNull();
  });
});
