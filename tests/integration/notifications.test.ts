import { inject } from "vitest";
import { describe, expect, it } from "vitest";
import { api, newOrg, testDb, tokenFor, uniq } from "@/tests/helpers/api";
import { mailBody } from "@/tests/helpers/outbox";

type Note = { id: string; notification_type: string; title: string; message: string; opportunity_id: string | null; action_url: string | null; delivered_at: string; read_at: string | null };
type Inbox = { notifications: Note[]; unread_count: number; total: number; page: number; limit: number };
type Sent = { sent: number; in_app: number; email: number; skipped: number; targeted: number; dry_run: boolean };

async function newOpportunity(orgId: string, startsInHours: number, reminderHoursBefore = 24) {
  const start = new Date(Date.now() + startsInHours * 3600_000);
  return testDb().opportunity.create({
    data: {
      orgId,
      title: `Park cleanup ${uniq()}`,
      status: "published",
      startDatetime: start,
      endDatetime: new Date(start.getTime() + 3 * 3600_000),
      reminderHoursBefore,
    },
  });
}

async function inboxOf(token: string, query = "") {
  return api<Inbox>(`/api/corps/notifications${query}`, { token });
}

describe("in-app notifications", () => {
  it("lists only the caller's own, newest first, with filters, paging and unread_count", async () => {
    const a = await newOrg("Inbox");
    const send = (title: string, type = "announcement") =>
      api<Sent>("/api/corps/notifications/send", {
        token: a.recruiter.token,
        body: { notification_type: type, title, message: `${title} body`, target_type: "volunteers", target_criteria: { volunteer_ids: [a.vol1.volunteerId] } },
      });
    expect((await send("First")).body).toMatchObject({ sent: 1, in_app: 1, email: 0, skipped: 0 });
    await send("Second", "volunteer_needed");
    await send("Third");

    const inbox = await inboxOf(a.vol1.token);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({ unread_count: 3, total: 3, page: 1, limit: 25 });
    expect(inbox.body.notifications.map((n) => n.title)).toEqual(["Third", "Second", "First"]);
    expect(inbox.body.notifications[0]).toMatchObject({ notification_type: "announcement", message: "Third body", read_at: null });
    expect(inbox.body.notifications[0].delivered_at).toMatch(/Z$/);

    const typed = await inboxOf(a.vol1.token, "?type=volunteer_needed");
    expect(typed.body.notifications.map((n) => n.title)).toEqual(["Second"]);
    expect(typed.body.unread_count).toBe(3);
    const paged = await inboxOf(a.vol1.token, "?limit=2&page=2");
    expect(paged.body).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.body.notifications.map((n) => n.title)).toEqual(["First"]);

    // Another user's notification is 404 and stays unread.
    const target = inbox.body.notifications[1];
    const foreign = await api(`/api/corps/notifications/${target.id}/read`, { method: "POST", token: a.vol2.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect((await inboxOf(a.vol2.token)).body.total).toBe(0);

    const read = await api<{ read_at: string }>(`/api/corps/notifications/${target.id}/read`, { method: "POST", token: a.vol1.token });
    expect(read.status).toBe(200);
    expect(read.body.read_at).toMatch(/Z$/);
    const unread = await inboxOf(a.vol1.token, "?unread_only=true");
    expect(unread.body).toMatchObject({ total: 2, unread_count: 2 });
    expect(unread.body.notifications.map((n) => n.title)).toEqual(["Third", "First"]);

    const all = await api<{ updated: number }>("/api/corps/notifications/read-all", { method: "POST", token: a.vol1.token });
    expect(all.body).toMatchObject({ success: true, updated: 2 });
    expect((await inboxOf(a.vol1.token)).body.unread_count).toBe(0);
  });

  it("rejects anonymous callers, bad ids and bad queries", async () => {
    const a = await newOrg("Anon");
    expect((await api("/api/corps/notifications")).status).toBe(401);
    expect((await api("/api/corps/notifications/read-all", { method: "POST" })).status).toBe(401);
    const bad = await api<{ error: { code: string; details: { fields: Record<string, string> } } }>("/api/corps/notifications?limit=500&type=nope", { token: a.vol1.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(["limit", "type"]);
    expect((await api("/api/corps/notifications/not-a-uuid/read", { method: "POST", token: a.vol1.token })).status).toBe(400);
  });
});

describe("sending notifications", () => {
  it("needs recruiter+ and validates the body", async () => {
    const a = await newOrg("Send");
    const body = { title: "Hi", message: "There", target_type: "all_volunteers" };
    expect((await api("/api/corps/notifications/send", { body })).status).toBe(401);
    expect((await api("/api/corps/notifications/send", { token: a.vol1.token, body })).status).toBe(403);
    const bad = await api<{ error: { code: string; details: { fields: Record<string, string> } } }>("/api/corps/notifications/send", {
      token: a.recruiter.token,
      body: { ...body, target_type: "skill_match", channels: [] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual(["channels", "target_criteria.skills"]);
    const unknown = await api<{ error: { details: { fields: Record<string, string> } } }>("/api/corps/notifications/send", {
      token: a.recruiter.token,
      body: { ...body, channels: ["sms"], extra: 1 },
    });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.details.fields)).toEqual(expect.arrayContaining(["channels.0"]));
  });

  it("reaches only the sender's organization through every target_type", async () => {
    const a = await newOrg("Iso A");
    const b = await newOrg("Iso B");
    const oppA = await newOpportunity(a.orgId, 72);
    const oppB = await newOpportunity(b.orgId, 72);
    await testDb().signup.createMany({
      data: [
        { opportunityId: oppA.id, volunteerId: a.vol1.volunteerId, status: "confirmed" },
        // Another organization's volunteer signed up to A's opportunity stays out of A's reach.
        { opportunityId: oppA.id, volunteerId: b.vol1.volunteerId, status: "confirmed" },
        { opportunityId: oppB.id, volunteerId: b.vol2.volunteerId, status: "confirmed" },
      ],
    });
    const send = (target_type: string, target_criteria: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      api<Sent>("/api/corps/notifications/send", {
        token: a.recruiter.token,
        body: { title: `T ${target_type}`, message: "M", target_type, target_criteria, ...extra },
      });

    expect((await send("all_volunteers", {})).body).toMatchObject({ sent: 2, in_app: 2, targeted: 2 });
    // b.vol1 has skill Cooking too; only a.vol1 matches.
    expect((await send("skill_match", { skills: ["cooking", "Tutoring"], zip_codes: ["97214"] })).body).toMatchObject({ sent: 1 });
    expect((await send("skill_match", { skills: ["Tutoring"] })).body).toMatchObject({ sent: 1 });
    expect((await send("opportunity_signups", { opportunity_id: oppA.id })).body).toMatchObject({ sent: 1 });
    expect((await send("volunteers", { volunteer_ids: [a.vol2.volunteerId, b.vol1.volunteerId, b.vol2.volunteerId] })).body).toMatchObject({ sent: 1 });
    const foreignOpp = await send("opportunity_signups", {}, { opportunity_id: oppB.id });
    expect(foreignOpp.status).toBe(404);
    const preview = await send("all_volunteers", {}, { dry_run: true });
    expect(preview.body).toMatchObject({ sent: 0, in_app: 0, targeted: 2, dry_run: true });

    const forB = await testDb().notification.count({ where: { userId: { in: [b.vol1.userId, b.vol2.userId] } } });
    expect(forB).toBe(0);
    const forA1 = await inboxOf(a.vol1.token);
    expect(forA1.body.notifications.map((n) => n.title).sort()).toEqual(
      ["T all_volunteers", "T opportunity_signups", "T skill_match"].sort(),
    );
    const oppNote = forA1.body.notifications.find((n) => n.title === "T opportunity_signups");
    expect(oppNote).toMatchObject({ opportunity_id: oppA.id, action_url: `/opportunities/${oppA.id}` });

    // An admin reaches every organization, or the one named by org_id.
    const admin = await tokenFor({ email: `adm-${uniq()}@test.org`, role: "admin" });
    const adminSend = await api<Sent>("/api/corps/notifications/send", {
      token: admin.token,
      body: { title: "Admin", message: "M", target_type: "volunteers", target_criteria: { volunteer_ids: [a.vol1.volunteerId, b.vol1.volunteerId] } },
    });
    expect(adminSend.body.sent).toBe(2);
    const narrowed = await api<Sent>("/api/corps/notifications/send", {
      token: admin.token,
      body: { title: "Admin B", message: "M", target_type: "all_volunteers", org_id: b.orgId, dry_run: true },
    });
    expect(narrowed.body.targeted).toBe(2);
  });

  it("writes e-mails to the outbox, honours per-type opt-out, and sends them after the answer", async () => {
    const a = await newOrg("Mail");
    const prefs = await api("/api/corps/notifications/preferences", { method: "PUT", token: a.vol2.token, body: { email_opt_out: ["announcement"] } });
    expect(prefs.status).toBe(200);
    expect((await api("/api/corps/notifications/preferences", { token: a.vol2.token })).body).toEqual({ email_opt_out: ["announcement"] });
    expect((await api("/api/corps/notifications/preferences", { method: "PUT", token: a.vol2.token, body: { email_opt_out: ["nope"] } })).status).toBe(400);

    const res = await api<Sent>("/api/corps/notifications/send", {
      token: a.recruiter.token,
      body: { title: "Potluck <Friday>", message: "Bring a dish", target_type: "all_volunteers", channels: ["email"], action_url: "/volunteer/events" },
    });
    expect(res.body).toMatchObject({ sent: 1, in_app: 0, email: 1, skipped: 1, targeted: 2 });
    // Delivery runs after the answer: wait for the outbox row to be sent (to the suite's recorder).
    const where = { userId: { in: [a.vol1.userId, a.vol2.userId] } };
    for (let i = 0; i < 50 && (await testDb().emailMessage.count({ where: { ...where, status: "sent" } })) === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const mails = await testDb().emailMessage.findMany({ where });
    expect(mails).toHaveLength(1);
    const mail = { ...mails[0], ...mailBody(mails[0]) };
    expect(mail).toMatchObject({ userId: a.vol1.userId, status: "sent", subject: "Potluck <Friday>", notificationType: "announcement" });
    expect(mail.html).toContain("Potluck &lt;Friday&gt;");
    expect(mail.html).toContain(`${inject("baseUrl")}/volunteer/events`);
    expect(mail.text).toContain(`Open Corps: ${inject("baseUrl")}/volunteer/events`);
    expect(await testDb().notification.count({ where: { userId: a.vol1.userId } })).toBe(0);
  });
});

describe("reminder cron", () => {
  it("answers 401 without the cron secret", async () => {
    expect((await api("/api/cron/reminders")).status).toBe(401);
    expect((await api("/api/cron/reminders", { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    expect((await api("/api/cron/emails")).status).toBe(401);
  });

  it("sends event_reminder once per confirmed signup within the window, even when run concurrently", async () => {
    const a = await newOrg("Remind");
    // The reminder tells the start on the organization's clocks.
    await testDb().organization.update({ where: { id: a.orgId }, data: { timezone: "America/New_York" } });
    const soon = await newOpportunity(a.orgId, 5, 24);
    const later = await newOpportunity(a.orgId, 30, 24);
    await testDb().signup.createMany({
      data: [
        { opportunityId: soon.id, volunteerId: a.vol1.volunteerId, status: "confirmed" },
        { opportunityId: soon.id, volunteerId: a.vol2.volunteerId, status: "pending" },
        { opportunityId: later.id, volunteerId: a.vol2.volunteerId, status: "confirmed" },
      ],
    });
    const cron = () => api<{ reminders: number }>("/api/cron/reminders", { headers: { authorization: `Bearer ${inject("cronSecret")}` } });
    const runs = await Promise.all([cron(), cron(), cron()]);
    expect(runs.map((r) => r.status), runs.map((r) => r.text).join()).toEqual([200, 200, 200]);
    await cron();

    const v1 = await inboxOf(a.vol1.token, "?type=event_reminder");
    expect(v1.body.total).toBe(1);
    expect(v1.body.notifications[0]).toMatchObject({ title: soon.title, opportunity_id: soon.id, action_url: `/opportunities/${soon.id}` });
    const eastern = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(soon.startDatetime);
    expect((v1.body.notifications[0] as { message: string }).message).toContain(eastern);
    expect((await inboxOf(a.vol2.token, "?type=event_reminder")).body.total).toBe(0);
    const signup = await testDb().signup.findFirst({ where: { opportunityId: soon.id, volunteerId: a.vol1.volunteerId } });
    expect(signup?.reminderSentAt).not.toBeNull();
    const mails = await testDb().emailMessage.findMany({ where: { userId: a.vol1.userId, notificationType: "event_reminder" } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Reminder: ${soon.title}`);
  });
});
