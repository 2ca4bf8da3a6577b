// Delivery within seconds (issue 31), run by hand on the embedded default:
//   npx tsx bench/delivery-latency.ts            (the built app: `npm run build` first)
//   TEST_SERVER=dev npx tsx bench/delivery-latency.ts   (`next dev`, no build)
// Starts the app on a fresh database of the embedded PostgreSQL (or TEST_DATABASE_URL's server)
// with a local stand-in for Resend and Twilio and a local webhook receiver, then signs SIGNUPS
// volunteers up one after another, never calling a cron. For each signup it measures the time from
// sending the request to (a) its confirmation e-mail reaching the Resend stand-in and (b) its
// signup.created webhook reaching the receiver. Prints p50/p95/max of both.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { startProviderRecorder, type RecordedEmail } from "@/tests/support/provider-recorder";
import { startTestStack } from "@/tests/support/test-stack";
import { latencyLine } from "./support/percentiles";

const SIGNUPS = Number(process.env.SIGNUPS ?? 40);
const GIVE_UP_MS = 30_000;

function report(label: string, ms: number[]) {
  console.log(latencyLine(label, ms, { width: 48, digits: 0, p99: false }));
}

async function main() {
  const recorder = await startProviderRecorder({ apiKey: "re_bench", accountSid: "ACbench00000000000000000000000000", authToken: "bench-token" });
  // Webhook arrivals by signup id, on this process's clock (performance.timeOrigin + now()).
  const hooks = new Map<string, number>();
  const receiver = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const at = Date.now();
      const body = JSON.parse(raw) as { type: string; data: { signup_id?: string } };
      if (body.type === "signup.created" && body.data.signup_id) hooks.set(body.data.signup_id, at);
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const stack = await startTestStack({
    extraEnv: {
      RESEND_API_KEY: "re_bench",
      RESEND_BASE_URL: recorder.url,
      EMAIL_FROM: "Corps <bench@corps.test>",
      WEBHOOK_ALLOW_PRIVATE: "1",
      RATE_LIMIT_FAILED_AUTH: "0",
    },
  });
  const db = createDb(stack.databaseUrl, 2);
  try {
    const org = `Latency ${Date.now()}`;
    const admin = await ensureUser(db, { email: `bench-admin-${Date.now()}@example.org`, role: "corps_admin", org, name: "Bench Admin" });
    const adminToken = await issueToken(admin, stack.secret, 1);
    const post = (path: string, token: string, body: unknown) =>
      fetch(`${stack.baseUrl}${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    const hook = await post("/api/corps/webhooks", adminToken, { url: hookUrl, event_types: ["signup.created"] });
    if (hook.status !== 201) throw new Error(`webhook endpoint: ${hook.status} ${await hook.text()}`);
    const start = new Date(Date.now() + 7 * 86_400_000);
    const opp = await post("/api/corps/opportunities", adminToken, {
      title: "Latency shift",
      status: "published",
      auto_approve_signups: true,
      max_volunteers: SIGNUPS + 10,
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    });
    if (opp.status !== 201) throw new Error(`opportunity: ${opp.status} ${await opp.text()}`);
    const oppId = ((await opp.json()) as { id: string }).id;

    const volunteers = [];
    for (let i = 0; i < SIGNUPS; i++) {
      const email = `bench-vol-${i}-${Date.now()}@example.org`;
      const user = await ensureUser(db, { email, role: "volunteer", org, name: `Vol ${i}` });
      const token = await issueToken(user, stack.secret, 1);
      const profile = await post("/api/corps/volunteers", token, { skills: ["Cooking"] });
      if (profile.status !== 201) throw new Error(`profile: ${profile.status}`);
      volunteers.push({ email, token });
    }
    // One warm-up signup (a first request compiles or loads the route), not counted.
    const warm = await ensureUser(db, { email: `bench-warm-${Date.now()}@example.org`, role: "volunteer", org, name: "Warm" });
    const warmToken = await issueToken(warm, stack.secret, 1);
    await post("/api/corps/volunteers", warmToken, {});
    await post(`/api/corps/opportunities/${oppId}/signup`, warmToken, {});

    const emailMs: number[] = [];
    const hookMs: number[] = [];
    const answerMs: number[] = [];
    for (const v of volunteers) {
      const sent = Date.now();
      const t0 = performance.now();
      const res = await post(`/api/corps/opportunities/${oppId}/signup`, v.token, {});
      answerMs.push(performance.now() - t0);
      if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      let mail: RecordedEmail | undefined;
      while (Date.now() - sent < GIVE_UP_MS && (!mail || !hooks.has(id))) {
        const { emails } = (await (await fetch(`${recorder.url}/__recorded`)).json()) as { emails: RecordedEmail[] };
        mail = emails.find((m) => m.to.some((t) => t.includes(v.email)));
        if (!mail || !hooks.has(id)) await new Promise((r) => setTimeout(r, 20));
      }
      if (!mail) throw new Error(`no confirmation e-mail for ${v.email} within ${GIVE_UP_MS} ms`);
      const hookAt = hooks.get(id);
      if (hookAt === undefined) throw new Error(`no webhook for signup ${id} within ${GIVE_UP_MS} ms`);
      emailMs.push(mail.at - sent);
      hookMs.push(hookAt - sent);
    }
    console.log(`mode: ${process.env.TEST_SERVER === "dev" ? "next dev" : "next start (build)"}; database: ${process.env.TEST_DATABASE_URL ? "TEST_DATABASE_URL" : "embedded PostgreSQL"}; no cron called`);
    report("POST signup: answer", answerMs);
    report("signup -> confirmation e-mail at the Resend stand-in", emailMs);
    report("signup -> signup.created webhook at the receiver", hookMs);
  } finally {
    await db.$disconnect();
    await stack.stop();
    await recorder.close();
    receiver.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
