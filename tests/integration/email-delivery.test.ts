// E-mail delivery through the Resend SDK against a local HTTP server that records requests
// (the SDK's base URL comes from RESEND_BASE_URL). The send runs in-process so that this file,
// not the shared test server, owns the provider settings.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { sendNotification } from "@/lib/corps/notifications/notification-send";
import { NotificationSend } from "@/lib/corps/notifications/notification-schemas";
import { deliverEmails } from "@/lib/email/deliver-emails";
import { resetEnvCache } from "@/lib/env";
import { testDb, tokenFor, uniq } from "@/tests/helpers/api";

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: { from: string; to: string[]; subject: string; html: string; text: string; headers?: Record<string, string> }[];
}

const recorded: Recorded[] = [];
let failing = false;
let server: Server;
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw) as Recorded["body"];
      recorded.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      res.setHeader("content-type", "application/json");
      if (failing) {
        res.statusCode = 500;
        res.end(JSON.stringify({ name: "internal_server_error", message: "provider down", statusCode: 500 }));
        return;
      }
      res.end(JSON.stringify({ data: body.map((_, i) => ({ id: `prov-${recorded.length}-${i}` })) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.RESEND_API_KEY = "re_test_key";
  process.env.EMAIL_FROM = "Corps <noreply@corps.test>";
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.APP_URL = "https://corps.example";
  // Keys the unsubscribe links, as in the app.
  process.env.NEXTAUTH_SECRET = inject("secret");
  resetEnvCache();
});

afterAll(async () => {
  process.env = saved;
  resetEnvCache();
  await new Promise((r) => server.close(r));
});

async function orgWithVolunteers(n: number) {
  const s = uniq();
  const rec = await tokenFor({ email: `rec-${s}@test.org`, role: "recruiter", org: `Mail Org ${s}`, name: "Rita" });
  const orgId = rec.orgId as string;
  const users = await testDb().user.createManyAndReturn({
    data: Array.from({ length: n }, (_, i) => ({ email: `m${i}-${s}@test.org`, name: `Vol ${i}`, role: "volunteer" as const, orgId })),
    select: { id: true, email: true, name: true },
  });
  await testDb().volunteerProfile.createMany({
    data: users.map((u, i) => ({ userId: u.id, orgId, firstName: "Vol", lastName: String(i), email: u.email })),
  });
  const caller: Caller = { id: rec.userId, email: `rec-${s}@test.org`, name: "Rita", role: "recruiter", orgId, volunteerId: null };
  return { caller, users };
}

describe("e-mail through Resend", () => {
  it("sends 250 e-mails as batches of at most 100 with from, to, subject, html and text", async () => {
    const { caller, users } = await orgWithVolunteers(250);
    recorded.length = 0;
    const input = NotificationSend.parse({
      // "updates": e-mailed at once by default (targeted "volunteer_needed" sends default to the weekly digest).
      notification_type: "announcement",
      title: "Food bank needs you",
      message: "Saturday shift, 9-12.",
      target_type: "all_volunteers",
      channels: ["in_app", "email"],
      action_url: "/volunteer/opportunities",
    });
    const result = await sendNotification({ caller, db: testDb() }, input);
    expect(result).toMatchObject({ sent: 250, in_app: 250, email: 250, skipped: 0 });

    expect(recorded.map((r) => [r.method, r.url, r.body.length])).toEqual([
      ["POST", "/emails/batch", 100],
      ["POST", "/emails/batch", 100],
      ["POST", "/emails/batch", 50],
    ]);
    expect(recorded[0].headers.authorization).toBe("Bearer re_test_key");
    expect(new Set(recorded.map((r) => r.headers["idempotency-key"])).size).toBe(3);
    const byAddress = new Map(users.map((u) => [`${u.name} <${u.email}>`, u]));
    const all = recorded.flatMap((r) => r.body);
    expect(new Set(all.map((m) => m.to[0]))).toEqual(new Set(byAddress.keys()));
    for (const m of all) {
      expect(m.from).toBe("Corps <noreply@corps.test>");
      expect(m.to).toHaveLength(1);
      expect(m.subject).toBe("Food bank needs you");
      expect(m.html).toContain("Saturday shift, 9-12.");
      expect(m.html).toContain('href="https://corps.example/volunteer/opportunities"');
      const unsubscribe = m.headers?.["List-Unsubscribe"]?.slice(1, -1) ?? "";
      expect(unsubscribe).toMatch(/^https:\/\/corps\.example\/api\/unsubscribe\/[\w-]+\.[\w-]{43}$/);
      expect(m.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(m.text).toBe(
        [`Hi ${byAddress.get(m.to[0])?.name},`, "", "Food bank needs you", "", "Saturday shift, 9-12.", "",
          "Open Corps: https://corps.example/volunteer/opportunities", "",
          "Manage e-mail preferences: https://corps.example/volunteer/notifications",
          `Unsubscribe from these e-mails: ${unsubscribe}`].join("\n"),
      );
    }
    const rows = await testDb().emailMessage.findMany({ where: { userId: { in: users.map((u) => u.id) } } });
    expect(rows).toHaveLength(250);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.providerId?.startsWith("prov-"))).toBe(true);
    expect(rows.every((r) => r.notificationId !== null)).toBe(true);
  });

  it("keeps e-mails in the outbox when the provider fails, and the drain retries them", async () => {
    const { caller, users } = await orgWithVolunteers(3);
    recorded.length = 0;
    failing = true;
    const input = NotificationSend.parse({ title: "Heads up", message: "Retry me", target_type: "all_volunteers", channels: ["email"] });
    const result = await sendNotification({ caller, db: testDb() }, input);
    expect(result).toMatchObject({ sent: 3, email: 3 });
    expect(recorded).toHaveLength(1);
    const ids = users.map((u) => u.id);
    let rows = await testDb().emailMessage.findMany({ where: { userId: { in: ids } } });
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
      expect(r.lastError).toContain("provider down");
      expect(r.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
    // Not yet due: a drain leaves them alone.
    await deliverEmails(testDb(), rows.map((r) => r.id));
    expect(recorded).toHaveLength(1);

    // Time passes (backoff elapsed) and the provider recovers.
    failing = false;
    await testDb().emailMessage.updateMany({ where: { userId: { in: ids } }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    const drained = await deliverEmails(testDb(), rows.map((r) => r.id));
    expect(drained).toEqual({ sent: 3, failed: 0, logged: 0 });
    expect(recorded).toHaveLength(2);
    expect(recorded[1].body.map((m) => m.subject)).toEqual(["Heads up", "Heads up", "Heads up"]);
    rows = await testDb().emailMessage.findMany({ where: { userId: { in: ids } } });
    expect(rows.every((r) => r.status === "sent" && r.attempts === 2 && r.lastError === null)).toBe(true);
  });

  it("never sends one e-mail twice when drains run concurrently", async () => {
    const { users } = await orgWithVolunteers(5);
    const ids = users.map((u) => u.id);
    // Rows as a transaction leaves them when the post-commit send did not happen (e.g. a crash).
    await testDb().emailMessage.createMany({
      data: users.map((u) => ({ userId: u.id, toEmail: u.email, subject: "Queued", html: "<p>q</p>", text: "q" })),
    });
    recorded.length = 0;
    const rows = await testDb().emailMessage.findMany({ where: { userId: { in: ids } }, select: { id: true } });
    const results = await Promise.all([1, 2, 3].map(() => deliverEmails(testDb(), rows.map((r) => r.id))));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(5);
    expect(recorded.flatMap((r) => r.body)).toHaveLength(5);
    const after = await testDb().emailMessage.findMany({ where: { userId: { in: ids } } });
    expect(after.every((r) => r.status === "sent" && r.attempts === 1 && r.fromEmail === null)).toBe(true);
    expect(recorded.flatMap((r) => r.body).every((m) => m.from === "Corps <noreply@corps.test>")).toBe(true);
  });
});
