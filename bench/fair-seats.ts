// Benchmark of fair seats (issue 27), run by hand:
//   npm run build            (or TEST_SERVER=dev to measure against `next dev`)
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/fair-seats.ts
// Starts the app on a fresh database and prints measured numbers of
// 1. a lottery draw of 10,000 entries (parties of 1-3 for 2,000 seats): the pure order
//    (drawOrder: 10,000 HMACs and a sort) and the whole draw in the database (settleSeats under
//    the opportunity's lock: claim, tiers, one UPDATE of every entry, 10,000 notifications and
//    e-mails in the outbox), DRAWS times;
// 2. POST /signups/{id}/accept-offer with 50 concurrent clients (each its own volunteer and
//    token, OFFERS_PER_CLIENT offers each on as many opportunities): p50/p95/p99 over HTTP;
// 3. the floor: GET /api/health from the same clients, as many requests.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { createDb } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { drawOrder, newLotterySeed } from "@/lib/corps/seats/lottery-order";
import { lockOpportunity, seatTransaction } from "@/lib/corps/seats/seats";
import { settleSeats } from "@/lib/corps/seats/settle";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { startTestStack } from "@/tests/support/test-stack";
import { latencyLine } from "./support/percentiles";

const ENTRIES = Number(process.env.ENTRIES ?? 10_000);
const DRAWS = Number(process.env.DRAWS ?? 3);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const OFFERS_PER_CLIENT = Number(process.env.OFFERS_PER_CLIENT ?? 20);

function report(label: string, ms: number[]) {
  console.log(latencyLine(label, ms, { width: 58 }));
}

async function main() {
  const stack = await startTestStack({ extraEnv: { LOG_LEVEL: "error" } });
  const db = createDb(stack.databaseUrl, 4);
  // The draw runs in this process: its e-mails' unsubscribe links are signed with the app's secret.
  process.env.NEXTAUTH_SECRET ??= stack.secret;
  resetEnvCache();
  try {
    const rec = await ensureUser(db, { email: "bench-fair-rec@test.org", role: "recruiter", org: "Fair Seats Bench Org", name: "Rita" });
    const orgId = rec.orgId as string;
    console.log(`App at ${stack.baseUrl} (${process.env.TEST_SERVER === "dev" ? "next dev" : "next start"})`);

    // 1. The draw. Volunteers and entries are written in SQL (the signup path is not measured here).
    await db.$executeRaw`
      INSERT INTO users (email, name, role, org_id)
      SELECT 'fair-' || g || '@bench.test', 'Vol ' || g, 'volunteer', ${orgId}::uuid FROM generate_series(1, ${ENTRIES}) g`;
    await db.$executeRaw`
      INSERT INTO volunteer_profiles (user_id, org_id, first_name, last_name, email)
      SELECT id, org_id, 'Vol', email, email FROM users WHERE email LIKE 'fair-%@bench.test'`;
    const pure: number[] = [];
    const draws: number[] = [];
    for (let d = 0; d < DRAWS; d++) {
      const { seed, sha256 } = newLotterySeed();
      const start = new Date(Date.now() + 7 * 86_400_000);
      const opp = await db.opportunity.create({
        data: {
          orgId,
          title: `Bench draw ${d}`,
          startDatetime: start,
          endDatetime: new Date(start.getTime() + 3_600_000),
          status: "published",
          maxVolunteers: 2000,
          autoApproveSignups: true,
          signupMode: "lottery",
          lotteryClosesAt: new Date(Date.now() - 1000),
          lotterySeed: new Uint8Array(seed),
          lotterySeedSha256: sha256,
        },
      });
      await db.$executeRaw`
        INSERT INTO signups (opportunity_id, volunteer_id, status, party_size)
        SELECT ${opp.id}::uuid, v.id, 'entered', 1 + (row_number() OVER (ORDER BY v.id)) % 3
        FROM volunteer_profiles v WHERE v.email LIKE 'fair-%@bench.test'`;
      const entries = await db.signup.findMany({ where: { opportunityId: opp.id }, select: { id: true, partySize: true } });
      const t0 = performance.now();
      drawOrder(seed, entries.map((e) => ({ id: e.id, partySize: e.partySize, tier: 1 as const })));
      pure.push(performance.now() - t0);
      const t1 = performance.now();
      const result = await seatTransaction(db, async (tx) => settleSeats(tx, await lockOpportunity(tx, opp.id)));
      draws.push(performance.now() - t1);
      if (!result.drawn) throw new Error("the draw did not run");
      const seated = await db.signup.aggregate({ where: { opportunityId: opp.id, lotteryOutcome: "seated" }, _sum: { partySize: true } });
      if ((seated._sum.partySize ?? 0) > 2000) throw new Error("oversold");
    }
    report(`drawOrder, ${ENTRIES} entries (HMACs + sort, in process)`, pure);
    report(`draw in the database, ${ENTRIES} entries, 2000 seats`, draws);

    if (CLIENTS === 0) return;
    // 2. accept-offer with CLIENTS concurrent clients.
    const users = await db.user.createManyAndReturn({
      data: Array.from({ length: CLIENTS }, (_, i) => ({ email: `offer-${i}-${randomBytes(3).toString("hex")}@bench.test`, name: `Offer ${i}`, role: "volunteer" as const, orgId })),
    });
    const profiles = await db.volunteerProfile.createManyAndReturn({
      data: users.map((u, i) => ({ userId: u.id, orgId, firstName: "Offer", lastName: String(i), email: u.email })),
    });
    const tokens = await Promise.all(users.map((u) => issueToken(u, stack.secret, 1)));
    const start = new Date(Date.now() + 7 * 86_400_000);
    const opps = await db.opportunity.createManyAndReturn({
      data: Array.from({ length: OFFERS_PER_CLIENT + 1 }, (_, i) => ({
        orgId,
        title: `Bench offers ${i}`,
        startDatetime: start,
        endDatetime: new Date(start.getTime() + 3_600_000),
        status: "published" as const,
        maxVolunteers: CLIENTS,
        autoApproveSignups: true,
        waitlistMode: "offer" as const,
      })),
    });
    const expires = new Date(Date.now() + 3_600_000);
    const offers = await db.signup.createManyAndReturn({
      data: opps.flatMap((o) => profiles.map((p) => ({ opportunityId: o.id, volunteerId: p.id, status: "offered" as const, offerExpiresAt: expires }))),
      select: { id: true, opportunityId: true, volunteerId: true },
    });
    const byClient = profiles.map((p) => offers.filter((o) => o.volunteerId === p.id).map((o) => o.id));
    const accept = async (id: string, token: string) => {
      const t = performance.now();
      const res = await fetch(`${stack.baseUrl}/api/corps/signups/${id}/accept-offer`, { method: "POST", headers: { authorization: `Bearer ${token}` } });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`accept ${id}: ${res.status} ${text}`);
      return performance.now() - t;
    };
    // Warm-up: the first opportunity's offers (compile the route, open connections).
    await Promise.all(byClient.map((ids, c) => accept(ids[0], tokens[c])));
    const latencies: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      byClient.map(async (ids, c) => {
        for (const id of ids.slice(1)) latencies.push(await accept(id, tokens[c]));
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    report(`POST accept-offer, ${CLIENTS} concurrent clients`, latencies);
    console.log(`${latencies.length} accepts in ${seconds.toFixed(2)} s (${(latencies.length / seconds).toFixed(0)}/s)`);

    // The floor of this machine and server: the cheapest route there is (GET /api/health, one
    // SELECT 1, no credentials, no transaction), with the same clients sending as many requests.
    // No route can answer faster under this load than this one does.
    const health = async () => {
      const t = performance.now();
      const res = await fetch(`${stack.baseUrl}/api/health`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`health: ${res.status}`);
      return performance.now() - t;
    };
    await Promise.all(byClient.map(() => health()));
    const floor: number[] = [];
    const f0 = performance.now();
    await Promise.all(
      byClient.map(async (ids) => {
        for (let i = 1; i < ids.length; i++) floor.push(await health());
      }),
    );
    const floorSeconds = (performance.now() - f0) / 1000;
    report(`GET /api/health (the floor), ${CLIENTS} concurrent clients`, floor);
    console.log(`${floor.length} health checks in ${floorSeconds.toFixed(2)} s (${(floor.length / floorSeconds).toFixed(0)}/s)`);
  } finally {
    await db.$disconnect();
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
