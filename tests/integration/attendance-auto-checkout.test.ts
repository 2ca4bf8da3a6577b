// Issue 28, point 3: the attendance cron closes forgotten check-outs (at the opportunity's end,
// pending hours marked auto_checked_out, the volunteer notified) and completes opportunities that
// ended more than 24 h ago; auto_checkout_after_minutes is set with PATCH /organizations/me.
import { describe, expect, inject, it } from "vitest";
import { api, newOrg, testDb } from "@/tests/helpers/api";

const MIN = 60_000;
const cron = (secret: string | null = inject("cronSecret")) =>
  api<{ checked_out: number; completed: number; emails: number }>("/api/cron/attendance", secret ? { headers: { authorization: `Bearer ${secret}` } } : {});

/** A published opportunity that ended `endedMinutesAgo` minutes ago, with one party checked in 3 h before its end. */
async function endedShiftWithCheckIn(orgId: string, volunteerId: string, endedMinutesAgo: number, partySize = 1) {
  const end = new Date(Date.now() - endedMinutesAgo * MIN);
  const start = new Date(end.getTime() - 3 * 60 * MIN);
  const opp = await testDb().opportunity.create({ data: { orgId, title: "Food bank", startDatetime: start, endDatetime: end, status: "published", maxVolunteers: 10 } });
  const signup = await testDb().signup.create({
    data: {
      opportunityId: opp.id,
      volunteerId,
      status: "checked_in",
      confirmedAt: start,
      checkInAt: start,
      partySize,
      guests: Array.from({ length: partySize - 1 }, (_, i) => ({ name: `G${i}` })),
    },
  });
  return { opp, signup };
}

describe("auto_checkout_after_minutes", () => {
  it("is 60 by default, set by corps_admin+ with PATCH /organizations/me, 0 to 1440", async () => {
    const a = await newOrg("AutoSetting");
    const me = await api<{ auto_checkout_after_minutes: number }>("/api/corps/organizations/me", { token: a.vol1.token });
    expect(me.body.auto_checkout_after_minutes).toBe(60);
    const patch = (body: unknown, token = a.corpsAdmin.token) => api<{ auto_checkout_after_minutes: number }>("/api/corps/organizations/me", { method: "PATCH", token, body });
    expect((await patch({ auto_checkout_after_minutes: 1441 })).status).toBe(400);
    expect((await patch({ auto_checkout_after_minutes: -1 })).status).toBe(400);
    expect((await patch({ auto_checkout_after_minutes: 2.5 })).status).toBe(400);
    expect((await patch({ auto_checkout_after_minutes: 30 }, a.recruiter.token)).status).toBe(403);
    const ok = await patch({ auto_checkout_after_minutes: 1440 });
    expect(ok.status).toBe(200);
    expect(ok.body.auto_checkout_after_minutes).toBe(1440);
    expect((await patch({ auto_checkout_after_minutes: 0 })).body.auto_checkout_after_minutes).toBe(0);
  });
});

describe("GET /api/cron/attendance", () => {
  it("needs the cron secret", async () => {
    expect((await cron(null)).status).toBe(401);
    expect((await cron("wrong")).status).toBe(401);
  });

  it("with 0 minutes, checks out a party at its shift's end: hours pending and marked, volunteer notified; a 60-minute org waits", async () => {
    const a = await newOrg("AutoZero");
    const b = await newOrg("AutoSixty");
    expect((await api("/api/corps/organizations/me", { method: "PATCH", token: a.corpsAdmin.token, body: { auto_checkout_after_minutes: 0 } })).status).toBe(200);
    const due = await endedShiftWithCheckIn(a.orgId, a.vol1.volunteerId, 5, 2);
    // auto-approved hours on the opportunity do not apply to an automatic check-out.
    await testDb().opportunity.update({ where: { id: due.opp.id }, data: { autoApproveHours: true } });
    const waiting = await endedShiftWithCheckIn(b.orgId, b.vol1.volunteerId, 5);

    const res = await cron();
    expect(res.status).toBe(200);
    expect(res.body.checked_out).toBeGreaterThanOrEqual(1);

    const closed = await testDb().signup.findUniqueOrThrow({ where: { id: due.signup.id } });
    expect(closed.status).toBe("completed");
    expect(closed.checkOutAt?.toISOString()).toBe(due.opp.endDatetime.toISOString());
    const entry = await testDb().hoursEntry.findUniqueOrThrow({ where: { signupId: due.signup.id } });
    expect(entry).toMatchObject({ status: "pending", autoCheckedOut: true, volunteerId: a.vol1.volunteerId });
    expect(entry.hoursWorked.toNumber()).toBe(3);
    // The volunteer sees the entry marked, and is asked to correct it.
    const mine = await api<{ hours: { opportunity_id: string; status: string; auto_checked_out: boolean }[] }>("/api/corps/hours/me", { token: a.vol1.token });
    expect(mine.body.hours.find((h) => h.opportunity_id === due.opp.id)).toMatchObject({ status: "pending", auto_checked_out: true });
    const notes = await testDb().notification.findMany({ where: { userId: a.vol1.userId, notificationType: "auto_checked_out" } });
    expect(notes).toHaveLength(1);
    expect(notes[0].actionUrl).toBe("/volunteer/hours");

    // The other organization keeps its default 60 minutes: 5 minutes after the end nothing happens.
    expect((await testDb().signup.findUniqueOrThrow({ where: { id: waiting.signup.id } })).status).toBe("checked_in");
    // Running again logs nothing twice.
    await cron();
    expect(await testDb().hoursEntry.count({ where: { signupId: due.signup.id } })).toBe(1);
    expect(await testDb().notification.count({ where: { userId: a.vol1.userId, notificationType: "auto_checked_out" } })).toBe(1);
  });

  it("completes opportunities that ended more than 24 h ago, marking no-shows; a party checked in is checked out too", async () => {
    const a = await newOrg("AutoComplete");
    const old = await endedShiftWithCheckIn(a.orgId, a.vol1.volunteerId, 25 * 60);
    const absent = await testDb().signup.create({ data: { opportunityId: old.opp.id, volunteerId: a.vol2.volunteerId, status: "confirmed", confirmedAt: old.opp.startDatetime } });
    const recent = await testDb().opportunity.create({
      data: { orgId: a.orgId, title: "Yesterday-ish", startDatetime: new Date(Date.now() - 23 * 60 * MIN), endDatetime: new Date(Date.now() - 20 * 60 * MIN), status: "published" },
    });
    const res = await cron();
    expect(res.status).toBe(200);
    expect(res.body.completed).toBeGreaterThanOrEqual(1);
    expect((await testDb().opportunity.findUniqueOrThrow({ where: { id: old.opp.id } })).status).toBe("completed");
    expect((await testDb().signup.findUniqueOrThrow({ where: { id: absent.id } })).status).toBe("no_show");
    expect((await testDb().signup.findUniqueOrThrow({ where: { id: old.signup.id } })).status).toBe("completed");
    expect((await testDb().opportunity.findUniqueOrThrow({ where: { id: recent.id } })).status).toBe("published");
  });
});
