// notify() writes a batch's e-mails as what they are rendered from, reading each one's title,
// message and link from its in-app row in the same statement (notification-rows.ts); the e-mail
// is rendered when it is sent or shown (lib/email/outbox-body.ts). What the recipient reads must
// be exactly what rendering each e-mail on its own gives: names and messages with HTML-special
// characters and control characters, several paragraphs, with and without an unsubscribe link,
// in each recipient's language. Runs notify() in this process against the test database.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { notify, type NotificationInput } from "@/lib/corps/notifications/notify";
import { outboxBody } from "@/lib/email/outbox-body";
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
  it("keeps every e-mail as what renders exactly what rendering it alone would, and one in-app row each", async () => {
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
      // No body is stored: the row holds its notification's texts and its reader's language.
      expect(row).toMatchObject({ html: null, text: null, title: note?.title, message: note?.message, actionUrl: note?.actionUrl ?? null, toName: user?.name ?? null, locale: user?.locale ?? "en" });
      expect({ subject: row.subject, ...outboxBody(row, appUrl()) }).toEqual(alone);
    }
    const ann = rows.find((r) => r.userId === users[0].id && r.notificationType === "waitlist_offer");
    expect(ann && outboxBody(ann, appUrl()).html).toContain("Hi Ann O&#39;Brien &amp; &lt;Sons&gt;,");
    expect(ann && outboxBody(ann, appUrl()).text.startsWith("Hi Ann O'Brien & <Sons>,\n")).toBe(true);
    const spanish = rows.find((r) => r.userId === users[1].id);
    expect(spanish && outboxBody(spanish, appUrl()).html).toContain('<html lang="es">');
  });

  // With in-app rows, an e-mail's texts are read from its notification's row; without them they
  // travel with the e-mail. Both must give the same e-mail.
  it("writes the same e-mails when there are no in-app rows to read the message from", async () => {
    const users = await volunteers();
    const inputs: NotificationInput[] = users.map((u, i) => ({
      userId: u.id,
      type: "lottery_result",
      title: `E-mail only ${u.id}`,
      message: i % 2 === 0 ? "One plain paragraph." : `Two & <more>\n\nparagraphs ${i}`,
      actionUrl: "/volunteer/shifts",
    }));
    const sent = await testDb().$transaction((tx) => notify(tx, inputs, { channels: ["email"] }));
    expect(sent.inApp).toBe(0);
    expect(sent.email).toBe(users.length);
    const rows = await testDb().emailMessage.findMany({ where: { id: { in: sent.emailIds } } });
    for (const row of rows) {
      const i = users.findIndex((u) => u.id === row.userId);
      const user = users[i];
      expect(row.notificationId).toBeNull();
      expect(row).toMatchObject({ html: null, title: inputs[i].title, message: inputs[i].message, actionUrl: "/volunteer/shifts" });
      const alone = renderNotificationEmail(
        { ...inputs[i], title: inputs[i].title as string, message: inputs[i].message as string, recipientName: user.name, unsubscribeUrl: row.unsubscribeUrl },
        appUrl(),
        user.locale ?? "en",
      );
      expect({ subject: row.subject, ...outboxBody(row, appUrl()) }).toEqual(alone);
    }
  });

  // A lottery draw hands notify() its UPDATE of every entry to run while the e-mails are rendered
  // (NotifyOptions.meanwhile): it must run exactly once, be done before notify() answers, even for
  // an empty batch, and its failure must fail notify() (and so the draw's transaction).
  it("runs the caller's concurrent write once, before answering, and fails with it", async () => {
    const users = await volunteers();
    const title = `meanwhile-${users[0].id}`;
    const inputs: NotificationInput[] = users.map((u) => ({ userId: u.id, type: "lottery_result", title, message: "Drawn." }));
    let runs = 0;
    const sent = await testDb().$transaction(async (tx) => {
      const result = await notify(tx, inputs, {
        channels: ["in_app", "email"],
        meanwhile: async () => {
          runs += 1;
          await tx.$executeRaw`UPDATE users SET name = name || ' (drawn)' WHERE id = ANY(${users.map((u) => u.id)}::uuid[])`;
        },
      });
      const renamed = await tx.user.count({ where: { id: { in: users.map((u) => u.id) }, name: { endsWith: " (drawn)" } } });
      return { result, renamed };
    });
    expect(runs).toBe(1);
    expect(sent.renamed).toBe(users.filter((u) => u.name !== null).length);
    expect(sent.result.inApp).toBe(users.length);
    expect(await testDb().notification.count({ where: { title } })).toBe(users.length);

    let emptyRuns = 0;
    await testDb().$transaction((tx) => notify(tx, [], { meanwhile: async () => void (emptyRuns += 1) }));
    expect(emptyRuns).toBe(1);

    const failing = testDb().$transaction((tx) =>
      notify(
        tx,
        users.map((u): NotificationInput => ({ userId: u.id, type: "lottery_result", title: `${title}-failed`, message: "Drawn." })),
        { channels: ["in_app", "email"], meanwhile: () => tx.$executeRaw`UPDATE users SET email = NULL WHERE id = ${users[0].id}::uuid` },
      ),
    );
    await expect(failing).rejects.toThrow();
    expect(await testDb().notification.count({ where: { title: `${title}-failed` } })).toBe(0);
  });
});
