// Issue 28, point 5: cover requests ask only eligible volunteers, in order, and an opportunity
// can be asked again only after an hour.
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, type ErrorBody } from "@/tests/helpers/api";
import { extraVolunteer } from "@/tests/helpers/attendance";
import { createOpp } from "@/tests/helpers/opportunities";
import { createRequirement, signup } from "@/tests/helpers/requirements";

type Cover = { id: string; opportunity_id: string; asked: { volunteer_id: string; name: string; reasons: string[] }[]; skipped: Record<string, number> } & ErrorBody;

const ask = (oppId: string, token?: string, body: Record<string, unknown> = {}) => api<Cover>(`/api/corps/opportunities/${oppId}/cover-requests`, { token, body });
const signWaiver = (reqId: string, token: string) => api(`/api/corps/requirements/${reqId}/sign`, { token, body: { full_name: "Someone", agree: true } });
const DAY = 86_400_000;

/** Records that a volunteer was asked for cover (for another opportunity) `daysAgo` days ago. */
async function askedBefore(opportunityId: string, volunteerId: string, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * DAY);
  const req = await testDb().coverRequest.create({ data: { opportunityId, createdAt: at } });
  await testDb().coverAsk.create({ data: { coverRequestId: req.id, volunteerId, askedAt: at } });
}

describe("cover requests", () => {
  it("of five volunteers (signed up, clashing shift, missing waiver, asked twice this week, free) only the free one is asked; a repeat within the hour is 429 with Retry-After", async () => {
    const a = await newOrg("Cover");
    const waiver = await createRequirement(a.corpsAdmin.token, { kind: "waiver", name: "Kitchen waiver", body: "I will wash my hands." });
    const opp = await createOpp(a.recruiter.token, { requirement_ids: [waiver.id], max_volunteers: 8, auto_approve_signups: true });
    const other = await createOpp(a.recruiter.token, { title: "Same time elsewhere", max_volunteers: 8, auto_approve_signups: true });

    const signedUp = a.vol1;
    const clashing = a.vol2;
    const missingWaiver = await extraVolunteer(a.name, "Nowaiver");
    const askedTwice = await extraVolunteer(a.name, "Asked");
    const free = await extraVolunteer(a.name, "Free");
    for (const v of [signedUp, clashing, askedTwice, free]) expect((await signWaiver(waiver.id, v.token)).status).toBe(201);
    expect((await signup(opp.id, signedUp.token)).status).toBe(201);
    expect((await signup(other.id, clashing.token)).body.status).toBe("confirmed");
    await askedBefore(other.id, askedTwice.volunteerId, 1);
    await askedBefore(other.id, askedTwice.volunteerId, 3);

    const res = await ask(opp.id, a.recruiter.token, { message: "Two people dropped out." });
    expect(res.status).toBe(201);
    expect(res.body.asked.map((x) => x.volunteer_id)).toEqual([free.volunteerId]);
    expect(res.body.asked[0].name).toMatch(/^Free /);
    expect(res.body.asked[0].reasons).toContain("Not asked for cover before");
    expect(res.body.skipped).toEqual({ already_signed_up: 1, clash: 1, requirements: 1, availability: 0, distance: 0, asked_recently: 1 });

    // The free volunteer got an in-app notification and an e-mail linking to the opportunity.
    const notes = await testDb().notification.findMany({ where: { userId: free.userId, notificationType: "volunteer_needed", opportunityId: opp.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0].actionUrl).toBe(`/opportunities/${opp.id}`);
    expect(notes[0].message).toContain("Two people dropped out.");
    expect(await testDb().emailMessage.count({ where: { userId: free.userId, notificationType: "volunteer_needed" } })).toBe(1);
    for (const v of [signedUp, clashing, missingWaiver, askedTwice]) {
      expect(await testDb().notification.count({ where: { userId: v.userId, notificationType: "volunteer_needed" } })).toBe(0);
    }

    const again = await ask(opp.id, a.recruiter.token);
    expect(again.status).toBe(429);
    expect(again.body.error.code).toBe("RATE_LIMITED");
    const retry = Number(again.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
  });

  it("skips volunteers whose availability or travel range does not fit, asks the least recently asked first, and honours max_asked", async () => {
    const a = await newOrg("CoverOrder");
    const opp = await createOpp(a.recruiter.token, { max_volunteers: 8, skills_needed: ["Cooking"] });
    const past = await createOpp(a.recruiter.token, { title: "Earlier" });
    const allWeek = (slot: { start: string; end: string }) =>
      Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, [slot]]));
    // vol1 and vol2 of newOrg are free; vol1 (Cooking) was asked 3 days ago, vol2 never.
    await askedBefore(past.id, a.vol1.volunteerId, 3);
    await extraVolunteer(a.name, "Busy", { availability: allWeek({ start: "00:00", end: "00:01" }) });
    await extraVolunteer(a.name, "Far", { zip_code: "10001", max_travel_miles: 10 });
    const open = await extraVolunteer(a.name, "Open", { availability: allWeek({ start: "00:00", end: "23:59" }), skills: ["Cooking"] });

    const res = await ask(opp.id, a.recruiter.token, { max_asked: 2 });
    expect(res.status).toBe(201);
    expect(res.body.skipped).toMatchObject({ availability: 1, distance: 1, already_signed_up: 0 });
    // Never asked first (Open has the skill, so before vol2), then vol1: max_asked 2 leaves vol1 out.
    expect(res.body.asked.map((x) => x.volunteer_id)).toEqual([open.volunteerId, a.vol2.volunteerId]);
    expect(res.body.asked[0].reasons).toEqual(expect.arrayContaining(["Skills: Cooking", "Available at this time"]));


  });

  it("role boundaries and bad input", async () => {
    const a = await newOrg("CoverScope");
    const other = await newOrg("CoverOther");
    const opp = await createOpp(a.recruiter.token);
    expect((await ask(opp.id, other.recruiter.token)).status).toBe(404);
    expect((await ask(opp.id, a.vol1.token)).status).toBe(403);
    expect((await ask(opp.id)).status).toBe(401);
    expect((await ask(opp.id, a.recruiter.token, { max_asked: 51 })).status).toBe(400);
    expect((await ask(opp.id, a.recruiter.token, { max_asked: 0 })).status).toBe(400);
    expect((await ask(opp.id, a.recruiter.token, { unknown: 1 })).status).toBe(400);
    const draft = await createOpp(a.recruiter.token, { status: "draft" });
    const closed = await ask(draft.id, a.recruiter.token);
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe("INVALID_STATE");
  });
});
