// Benchmark of the digest cron (lib/corps/digests/digests.ts), run by hand:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/digests.ts
// (without TEST_DATABASE_URL: on the embedded PostgreSQL). On a fresh database, one organization
// of VOLUNTEERS volunteers (default 20,000) with the role's default preferences: new
// opportunities by weekly digest, so every volunteer has a digest due each week. Times
// sendDueDigests, the /api/cron/digests run, RUNS times: the first run finds every weekly digest
// due (and nothing to say: each is recorded, none sent); the runs after it are the cron's hourly
// steady state, when every digest of the period has run. NEWS=1 publishes an opportunity of the
// organization first, so every volunteer's weekly digest has something to say and is sent (to
// the outbox): the weekly surge.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sendDueDigests } from "@/lib/corps/digests/digests";
import { createDb } from "@/lib/db/client";
import { resetEnvCache } from "@/lib/env";
import { migrate } from "@/scripts/db/migrate";
import { freshDatabase } from "@/tests/support/test-stack";

const VOLUNTEERS = Number(process.env.VOLUNTEERS ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 3);
const NEWS = process.env.NEWS === "1";

async function main() {
  process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString("base64url");
  resetEnvCache();
  const database = await freshDatabase("digests");
  await migrate(database.url);
  const db = createDb(database.url, 4);
  try {
    const [org] = await db.$queryRaw<{ id: string }[]>`
      INSERT INTO organizations (name, timezone) VALUES ('Digest Bench Org', 'America/Chicago') RETURNING id`;
    await db.$executeRaw`
      INSERT INTO users (email, name, role, org_id)
      SELECT 'digest-' || g || '@bench.test', 'Vol ' || g, 'volunteer', ${org.id}::uuid FROM generate_series(1, ${VOLUNTEERS}) g`;
    await db.$executeRaw`
      INSERT INTO volunteer_profiles (user_id, org_id, first_name, last_name, email)
      SELECT id, org_id, 'Vol', email, email FROM users WHERE org_id = ${org.id}::uuid`;
    if (NEWS) {
      const start = new Date(Date.now() + 7 * 86_400_000);
      await db.opportunity.create({
        data: { orgId: org.id, title: "Food bank shift", startDatetime: start, endDatetime: new Date(start.getTime() + 3_600_000), status: "published", publishedAt: new Date() },
      });
    }
    console.log(`${VOLUNTEERS} volunteers, weekly digest of new opportunities by default${NEWS ? ", one opportunity published this week" : ""}`);
    for (let run = 1; run <= RUNS; run++) {
      const t = performance.now();
      const result = await sendDueDigests(db);
      const ms = performance.now() - t;
      const recorded = await db.digestRun.count();
      console.log(`run ${run}: ${ms.toFixed(0)} ms for ${result.users} users, ${result.digests} sent, ${recorded} periods on record`);
    }
  } finally {
    await db.$disconnect();
    await database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
