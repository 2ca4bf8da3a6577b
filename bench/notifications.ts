// Benchmark of the notifications area, run by hand:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/notifications.ts
// Starts the built app (npm run build first) on a fresh database with a local stand-in for the
// Resend API and a local webhook receiver, arranges an organization of VOLUNTEERS volunteers,
// and prints measured latencies.
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { startTestStack } from "@/tests/support/test-stack";
import { latencyLine } from "./support/percentiles";

const VOLUNTEERS = Number(process.env.VOLUNTEERS ?? 2000);

function report(label: string, ms: number[]) {
  console.log(latencyLine(label, ms, { width: 58 }));
}

async function listen(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main() {
  let resendRequests = 0;
  const resendUrl = await listen((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      resendRequests += 1;
      const n = (JSON.parse(raw) as unknown[]).length;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ data: Array.from({ length: n }, (_, i) => ({ id: `b-${resendRequests}-${i}` })) }));
    });
  });
  let hooks = 0;
  const hookUrl = await listen((req, res) => {
    req.resume();
    req.on("end", () => {
      hooks += 1;
      res.end("ok");
    });
  });
  const stack = await startTestStack({
    extraEnv: { RESEND_API_KEY: "re_bench", EMAIL_FROM: "Bench <bench@corps.test>", RESEND_BASE_URL: resendUrl, WEBHOOK_ALLOW_PRIVATE: "1", LOG_LEVEL: "error" },
  });
  const db = createDb(stack.databaseUrl, 4);
  try {
    const rec = await ensureUser(db, { email: "bench-rec@test.org", role: "recruiter", org: "Bench Org", name: "Rita" });
    const orgId = rec.orgId as string;
    const token = await issueToken(rec, stack.secret, 1);
    const users = await db.user.createManyAndReturn({
      data: Array.from({ length: VOLUNTEERS }, (_, i) => ({ email: `bv${i}@test.org`, name: `Vol ${i}`, role: "volunteer" as const, orgId })),
      select: { id: true, email: true },
    });
    const zips = ["97214", "97202", "97035", "97201"];
    const profiles = await db.volunteerProfile.createManyAndReturn({
      data: users.map((u, i) => ({ userId: u.id, orgId, firstName: "Vol", lastName: String(i), email: u.email, skills: i % 3 === 0 ? ["Cooking", "First Aid"] : ["Tutoring"], zipCode: zips[i % 4] })),
      select: { id: true },
    });
    const call = async (path: string, init: { method?: string; body?: unknown; auth?: string } = {}) => {
      const t = performance.now();
      const res = await fetch(`${stack.baseUrl}${path}`, {
        method: init.method ?? (init.body ? "POST" : "GET"),
        headers: { authorization: `Bearer ${init.auth ?? token}`, "content-type": "application/json" },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
      return { ms: performance.now() - t, body: JSON.parse(text) as Record<string, unknown> };
    };
    console.log(`Organization of ${VOLUNTEERS} volunteers; app at ${stack.baseUrl}`);

    const base = { title: "Bench", message: "Hello" };
    for (let i = 0; i < 5; i++) await call("/api/corps/notifications/send", { body: { ...base, target_type: "all_volunteers", dry_run: true } });
    const dry: number[] = [];
    for (let i = 0; i < 100; i++) dry.push((await call("/api/corps/notifications/send", { body: { ...base, target_type: "all_volunteers", dry_run: true } })).ms);
    report(`send dry_run all_volunteers (${VOLUNTEERS} targeted)`, dry);
    const skill: number[] = [];
    for (let i = 0; i < 100; i++) {
      skill.push((await call("/api/corps/notifications/send", { body: { ...base, target_type: "skill_match", target_criteria: { skills: ["cooking"], zip_codes: ["97214", "97035"] }, dry_run: true } })).ms);
    }
    report("send dry_run skill_match skills+zip_codes", skill);

    const inApp: number[] = [];
    for (let i = 0; i < 5; i++) inApp.push((await call("/api/corps/notifications/send", { body: { ...base, target_type: "all_volunteers" } })).ms);
    report(`send in_app to ${VOLUNTEERS}`, inApp);
    const both: number[] = [];
    const before = resendRequests;
    for (let i = 0; i < 3; i++) both.push((await call("/api/corps/notifications/send", { body: { ...base, target_type: "all_volunteers", channels: ["in_app", "email"] } })).ms);
    report(`send in_app+email to ${VOLUNTEERS} (Resend stand-in, paced 2 req/s)`, both);
    // Delivery continues after the answers; wait until the outbox is drained.
    const t0 = performance.now();
    while ((await db.emailMessage.count({ where: { status: { in: ["pending", "failed"] } } })) > 0 && performance.now() - t0 < 120_000) {
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`  outbox drained ${(performance.now() - t0).toFixed(0)}ms after the last answer; Resend batch requests: ${resendRequests - before} for ${3 * VOLUNTEERS} e-mails`);

    // A volunteer with 8 notifications per send so far; read their inbox.
    const vol = await db.user.findUniqueOrThrow({ where: { email: "bv0@test.org" } });
    const volToken = await issueToken({ ...vol }, stack.secret, 1);
    const inbox: number[] = [];
    for (let i = 0; i < 200; i++) inbox.push((await call("/api/corps/notifications?limit=25", { auth: volToken })).ms);
    report("GET /notifications (limit 25)", inbox);

    // Reminders: 1000 confirmed signups due.
    const start = new Date(Date.now() + 3600_000);
    const opp = await db.opportunity.create({ data: { orgId, title: "Bench event", status: "published", startDatetime: start, endDatetime: new Date(start.getTime() + 3600_000) } });
    await db.signup.createMany({ data: profiles.slice(0, 1000).map((p) => ({ opportunityId: opp.id, volunteerId: p.id, status: "confirmed" as const })) });
    const cronAuth = { authorization: `Bearer ${stack.cronSecret}` };
    let t = performance.now();
    const first = await (await fetch(`${stack.baseUrl}/api/cron/reminders`, { headers: cronAuth })).json();
    const firstMs = performance.now() - t;
    t = performance.now();
    const second = await (await fetch(`${stack.baseUrl}/api/cron/reminders`, { headers: cronAuth })).json();
    console.log(`reminder cron, 1000 due signups: first run ${firstMs.toFixed(0)}ms ${JSON.stringify(first)}; second run ${(performance.now() - t).toFixed(0)}ms ${JSON.stringify(second)}`);

    // Webhooks: 500 events fanned out and delivered to a local receiver.
    await db.webhookEndpoint.create({ data: { orgId, url: `${hookUrl}/hook`, secret: `whsec_${Buffer.from("bench-secret-bench-secret-bench!").toString("base64")}` } });
    await db.domainEvent.createMany({ data: Array.from({ length: 500 }, (_, i) => ({ type: "signup.created", orgId, payload: { n: i } })) });
    t = performance.now();
    let runs = 0;
    const perRun: string[] = [];
    while (hooks < 500 && runs < 20) {
      perRun.push(await fetch(`${stack.baseUrl}/api/cron/webhooks`, { headers: cronAuth }).then((r) => r.text()));
      runs += 1;
    }
    console.log(`  per run: ${perRun.join(" ")}`);
    const ms = performance.now() - t;
    console.log(`webhook cron, 500 events: ${hooks} delivered in ${runs} runs, ${ms.toFixed(0)}ms (${((hooks / ms) * 1000).toFixed(0)} deliveries/s)`);
  } finally {
    await db.$disconnect();
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
