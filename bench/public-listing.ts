// Benchmark of an organization's public list (issue 30), run by hand:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/public-listing.ts
// (without TEST_DATABASE_URL it uses the embedded PostgreSQL). On a fresh database it creates an
// organization with N upcoming published shifts (max 10 seats; 0-11 confirmed volunteers each, so
// about a sixth are full) and prints how long listPublicOpportunities takes (the read behind
// /o/{slug}, the embed and GET /api/public/orgs/{slug}/opportunities): the candidate read, the
// grouped seat count and the cards. SIZES=500,5000 and RUNS=n change the sizes and repeats.
import { performance } from "node:perf_hooks";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/scripts/db/migrate";
import { listPublicOpportunities } from "@/lib/corps/public-pages/public-listing";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { freshDatabase } from "@/tests/support/test-stack";
import { percentile } from "./support/percentiles";

const SIZES = (process.env.SIZES ?? "500,5000").split(",").map(Number);
const RUNS = Number(process.env.RUNS ?? 20);
const VOLUNTEERS = 12;

async function main() {
  const database = await freshDatabase("bench");
  await migrate(database.url);
  const db = createDb(database.url, 4);
  try {
    for (const size of SIZES) {
      const slug = `bench-${size}`;
      const org = await db.organization.create({ data: { name: `Public bench ${size}`, publicPage: true, slug, timezone: "UTC" } });
      const volunteerIds: string[] = [];
      for (let v = 0; v < VOLUNTEERS; v++) {
        const user = await ensureUser(db, { email: `pv${v}-${size}@bench.org`, role: "volunteer", org: org.name, name: `Vol ${v}` });
        const profile = await db.volunteerProfile.create({ data: { userId: user.id, orgId: org.id, firstName: "Vol", lastName: String(v), email: `pv${v}-${size}@bench.org` } });
        volunteerIds.push(profile.id);
      }
      await db.$executeRaw`
        INSERT INTO opportunities (org_id, title, status, max_volunteers, start_datetime, end_datetime, city, state)
        SELECT ${org.id}::uuid, 'Shift ' || i, 'published', 10, now() + (i || ' hours')::interval, now() + (i + 3 || ' hours')::interval, 'Portland', 'OR'
        FROM generate_series(1, ${size}::int) AS i`;
      // Shift i gets i % 12 confirmed volunteers: 10 or 11 fill it.
      await db.$executeRaw`
        INSERT INTO signups (opportunity_id, volunteer_id, status)
        SELECT o.id, v.id, 'confirmed'
        FROM (SELECT id, row_number() OVER (ORDER BY start_datetime) AS n FROM opportunities WHERE org_id = ${org.id}::uuid) o
        JOIN (SELECT id, row_number() OVER (ORDER BY id) AS k FROM unnest(${volunteerIds}::uuid[]) AS id) v ON v.k <= o.n % ${VOLUNTEERS}`;
      await db.$executeRawUnsafe("ANALYZE opportunities; ANALYZE signups");
      const ms: number[] = [];
      let listed = 0;
      for (let r = 0; r < RUNS + 2; r++) {
        const t0 = performance.now();
        const page = await listPublicOpportunities(db, slug, { page: 1, limit: 20 });
        const t = performance.now() - t0;
        if (r >= 2) ms.push(t); // two warm-up runs
        listed = page.total;
      }
      const s = ms.sort((a, b) => a - b);
      console.log(
        `${String(size).padStart(5)} upcoming shifts (${listed} open)  n=${s.length}  p50=${percentile(s, 50).toFixed(1)}ms  p95=${percentile(s, 95).toFixed(1)}ms  max=${s[s.length - 1].toFixed(1)}ms`,
      );
    }
  } finally {
    await db.$disconnect();
    await database.drop();
  }
}

await main();
