// notify() writes a batch's e-mails by rendering each frame once and letting the database put in
// what differs per recipient (lib/corps/notifications/notification-rows.ts). What lands in the
// outbox must be exactly what rendering each e-mail on its own gives: names and messages with
// HTML-special characters, several paragraphs, with and without an unsubscribe link, and text that
// holds the placeholders' own characters. Runs notify() in this process against the test database.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { notify, type NotificationInput } from "@/lib/corps/notifications/notify";
import { renderNotificationEmail } from "@/lib/email/templates/notification-email";
import { appUrl, resetEnvCache } from "@/lib/env";
import { testDb, tokenFor, uniq } from "@/tests/helpers/api";

const saved = { ...process.env };

beforeAll(() => {
  process.env.APP_URL = "https://corps.example";
  // Keys the unsubscribe links, as in the app.
  process.env.NEXTAUTH_SECRET = inject("secret");
  resetEnvCache();
});

afterAll(() => {
  process.env = saved;
  resetEnvCache();
});

const NAMES = [`Ann O'Brien & <Sons>`, null, "Bob", `Zoë "Z" Ø`, "Ctrl\u0001Name", "Dee\u0004"];

async function volunteers() {
  const s = uniq();
  const rec = await tokenFor({ email: `rows-rec-${s}@test.org`, role: "recruiter", org: `Rows Org ${s}`, name: "Rita" });
  return testDb().user.createManyAndReturn({
        // Every other one reads Spanish: a frame is per language.
    data: NAMES.map((name, i) => ({ email: `rows${i}-${s}@test.org`, name, role: "volunteer" as const, orgId: rec.orgId as string, locale: i % 2 === 1 ? ("es" as const) : null })),
    select: { id: true, email: true, name: true, locale: true },
  });
}

describe("notify's batched e-mails", () => {
  it("writes every e-mail exactly as rendering it alone would, and one in-app row each", async () => {
    const users = await volunteers();
    const title = `Draw result: Soup & "Salad" <night>`;
    const inputs: NotificationInput[] = users.flatMap((u, i) => [
      // The same frame for everyone (an "updates" type: with an unsubscribe link), messages differ.
      { userId: u.id, type: "lottery_result", title, message: `Position ${i + 1} for <you> & yours.\n\nSecond paragraph\nwith a break.`, actionUrl: "/opportunities/x?a=1&b=2" },
      // Transactional (no unsubscribe link), no action URL.
      { userId: u.id, type: "waitlist_offer", title: "A seat is offered", message: i === 2 ? "Holds \u0002 and \u0001 in its text" : "Reply by Friday." },
    ]);
    inputs.push({ userId: users[0].id, type: "lottery_result", title: "Title with \u0004 in it", message: "Plain." });

    const sent = await testDb().$transaction((tx) => notify(tx, inputs, { channels: ["in_app", "email"] }));
    expect(sent.inApp).toBe(inputs.length);
    expect(sent.email).toBe(inputs.length);

    const rows = await testDb().emailMessage.findMany({ where: { id: { in: sent.emailIds } } });
    expect(rows).toHaveLength(inputs.length);
    const notes = await testDb().notification.findMany({ where: { userId: { in: users.map((u) => u.id) } } });
    expect(notes).toHaveLength(inputs.length);
    const byUser = new Map(users.map((u) => [u.id, u]));
    for (const row of rows) {
      const note = notes.find((n) => n.id === row.notificationId);
      expect(note, "the e-mail names its in-app notification").toBeDefined();
      const user = byUser.get(row.userId as string);
      expect(row.toEmail).toBe(user?.email);
      expect(row.unsubscribeUrl === null).toBe(row.notificationType === "waitlist_offer");
      const alone = renderNotificationEmail(
        { type: row.notificationType as NotificationInput["type"], title: note?.title ?? "", message: note?.message ?? "", actionUrl: note?.actionUrl, recipientName: user?.name, unsubscribeUrl: row.unsubscribeUrl },
        appUrl(),
        user?.locale ?? "en",
      );
      expect({ subject: row.subject, html: row.html, text: row.text }).toEqual(alone);
    }
    // The names made it through (not a placeholder left in, nor one substituted twice).
    const ann = rows.find((r) => r.userId === users[0].id && r.notificationType === "waitlist_offer");
    expect(ann?.html).toContain("Hi Ann O&#39;Brien &amp; &lt;Sons&gt;,");
    expect(ann?.text.startsWith("Hi Ann O'Brien & <Sons>,\n")).toBe(true);
    // A Spanish reader's e-mail is the Spanish frame.
    expect(rows.find((r) => r.userId === users[1].id)?.html).toContain('<html lang="es">');
  });
});
