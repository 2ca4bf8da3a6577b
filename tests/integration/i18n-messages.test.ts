// Messages sent outside a page are in the recipient's language (issue 30): users.locale, else
// their organization's default_locale, never the language of whoever caused the message.
import ical, { type CalendarComponent, type VEvent } from "node-ical";
import { describe, expect, inject, it } from "vitest";
import { api, newOrg, testDb, uniq } from "@/tests/helpers/api";
import { mailBody } from "@/tests/helpers/outbox";

const HOUR = 3_600_000;

type Inbox = { notifications: { notification_type: string; title: string; message: string }[] };

async function soonOpportunity(orgId: string, extra: { maxVolunteers?: number; autoApproveSignups?: boolean } = {}) {
  const start = new Date(Date.now() + 5 * HOUR);
  return testDb().opportunity.create({
    data: { orgId, title: `Park cleanup ${uniq()}`, status: "published", startDatetime: start, endDatetime: new Date(start.getTime() + 2 * HOUR), reminderHoursBefore: 24, ...extra },
  });
}

const runReminders = () => api<{ reminders: number }>("/api/cron/reminders", { headers: { authorization: `Bearer ${inject("cronSecret")}` } });

async function reminderMail(userId: string, opportunityId: string) {
  const note = await testDb().notification.findFirstOrThrow({ where: { userId, opportunityId, notificationType: "event_reminder" } });
  const mail = await testDb().emailMessage.findFirstOrThrow({ where: { userId, notificationType: "event_reminder", notificationId: note.id } });
  return { note, mail: { ...mail, ...mailBody(mail) } };
}

describe("messages in the recipient's language", () => {
  it("sends the reminder e-mail in Spanish to a Spanish-speaking volunteer and in English to the others", async () => {
    const a = await newOrg("Idioma");
    const b = await newOrg("Idioma org");
    await testDb().user.update({ where: { id: a.vol1.userId }, data: { locale: "es" } });
    // No choice of their own: the organization's default_locale decides (and a choice beats it).
    await testDb().organization.update({ where: { id: b.orgId }, data: { defaultLocale: "es" } });
    await testDb().user.update({ where: { id: b.vol2.userId }, data: { locale: "en" } });
    const oa = await soonOpportunity(a.orgId);
    const ob = await soonOpportunity(b.orgId);
    await testDb().signup.createMany({
      data: [
        { opportunityId: oa.id, volunteerId: a.vol1.volunteerId, status: "confirmed" },
        { opportunityId: oa.id, volunteerId: a.vol2.volunteerId, status: "confirmed" },
        { opportunityId: ob.id, volunteerId: b.vol1.volunteerId, status: "confirmed" },
        { opportunityId: ob.id, volunteerId: b.vol2.volunteerId, status: "confirmed" },
      ],
    });
    const run = await runReminders();
    expect(run.status, run.text).toBe(200);

    const chosenEs = await reminderMail(a.vol1.userId, oa.id);
    expect(chosenEs.mail.subject).toBe(`Recordatorio: ${oa.title}`);
    expect(chosenEs.mail.text).toContain("Hola, Vera One:");
    expect(chosenEs.mail.text).toContain(`${oa.title} comienza el`);
    expect(chosenEs.mail.text).toContain("¡Te esperamos!");
    expect(chosenEs.mail.text).toContain("Ver detalles del evento:");
    expect(chosenEs.mail.text).toContain("Administrar preferencias de correo:");
    expect(chosenEs.mail.html).toContain('<html lang="es">');
    expect(chosenEs.note.message).toContain("¡Te esperamos!");

    const english = await reminderMail(a.vol2.userId, oa.id);
    expect(english.mail.subject).toBe(`Reminder: ${oa.title}`);
    expect(english.mail.text).toContain("Hi Victor Two,");
    expect(english.mail.text).toContain(`${oa.title} starts`);
    expect(english.mail.text).toContain("See you there!");
    expect(english.mail.text).toContain("View event details:");

    const orgDefault = await reminderMail(b.vol1.userId, ob.id);
    expect(orgDefault.mail.subject).toBe(`Recordatorio: ${ob.title}`);
    expect(orgDefault.mail.text).toContain("¡Te esperamos!");
    const chosenEn = await reminderMail(b.vol2.userId, ob.id);
    expect(chosenEn.mail.subject).toBe(`Reminder: ${ob.title}`);
  });

  it("writes an in-app notification in the volunteer's language, whatever language the request asked for", async () => {
    const a = await newOrg("Aviso");
    await testDb().user.update({ where: { id: a.vol1.userId }, data: { locale: "es" } });
    const opp = await soonOpportunity(a.orgId, { maxVolunteers: 5, autoApproveSignups: true });
    const es = await api(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol1.token, body: {}, headers: { "accept-language": "en-US" } });
    expect(es.status, es.text).toBe(201);
    // The API's own answer stays English.
    expect(es.body).toMatchObject({ status: "confirmed", message: `You are confirmed for ${opp.title}.` });
    const en = await api(`/api/corps/opportunities/${opp.id}/signup`, { token: a.vol2.token, body: {}, headers: { "accept-language": "es" } });
    expect(en.status, en.text).toBe(201);

    const inboxEs = await api<Inbox>("/api/corps/notifications?type=signup_confirmed", { token: a.vol1.token });
    expect(inboxEs.body.notifications[0]).toMatchObject({ title: "Inscripción confirmada", message: `Tu lugar está confirmado para ${opp.title}.` });
    const inboxEn = await api<Inbox>("/api/corps/notifications?type=signup_confirmed", { token: a.vol2.token });
    expect(inboxEn.body.notifications[0]).toMatchObject({ title: "Signup confirmed", message: `You are confirmed for ${opp.title}.` });
  });

  it("writes the iCal feed's texts in the feed owner's language", async () => {
    const a = await newOrg("Calendario");
    await testDb().user.update({ where: { id: a.vol1.userId }, data: { locale: "es" } });
    const opp = await soonOpportunity(a.orgId, { maxVolunteers: 5 });
    await testDb().signup.create({ data: { opportunityId: opp.id, volunteerId: a.vol1.volunteerId, status: "confirmed" } });
    const created = await api<{ feed_url: string }>("/api/corps/calendar", { token: a.vol1.token, method: "POST" });
    expect(created.status).toBe(201);
    // A calendar app asking in English still gets the owner's Spanish.
    const feed = await api(new URL(created.body.feed_url).pathname, { headers: { "accept-language": "en-US" } });
    expect(feed.status).toBe(200);
    const unfolded = feed.text.replace(/\r\n /g, "");
    expect(unfolded).toContain("X-WR-CALNAME:Turnos de voluntariado de");
    expect(unfolded).toContain("PRODID:-//Corps//Volunteer Network//ES");
    const events = Object.values(ical.sync.parseICS(feed.text)).filter((e): e is VEvent => (e as CalendarComponent | undefined)?.type === "VEVENT");
    expect(events.map((e) => e.description)).toEqual(["Lugares: 1 de 5 ocupados"]);

    // The English owner's feed is unchanged.
    const mine = await api<{ feed_url: string }>("/api/corps/calendar", { token: a.vol2.token, method: "POST" });
    await testDb().signup.create({ data: { opportunityId: opp.id, volunteerId: a.vol2.volunteerId, status: "confirmed" } });
    const english = await api(new URL(mine.body.feed_url).pathname, { headers: { "accept-language": "es" } });
    expect(english.text.replace(/\r\n /g, "")).toContain("Seats: 2 of 5 taken");
  });
});
