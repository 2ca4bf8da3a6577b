// Benchmark of the hours list (filters + total_hours) and the volunteer profile's stats over
// 200,000 hours entries. Run by hand, never in tests:
//   npx tsx bench/hours.ts seed                       (creates database corps_bench on BENCH_PG)
//   NEXTAUTH_SECRET=bench-secret DATABASE_URL=postgres://postgres@127.0.0.1:5432/corps_bench PORT=3100 npm start
//   NEXTAUTH_SECRET=bench-secret npx tsx bench/hours.ts run   (BENCH_URL defaults to http://localhost:3100)
import pg from "pg";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/scripts/db/migrate";
import { seedCatalogue } from "@/prisma/seed";
import { percentile } from "./support/percentiles";

const SERVER = process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = "corps_bench";
const URL_ = SERVER.replace(/\/[^/]*$/, `/${NAME}`);
const ENTRIES = 200_000;
const VOLUNTEERS = 2_000;
const ORGS = 4;

async function seed() {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  await migrate(URL_);
  const db = createDb(URL_, 2);
  await seedCatalogue(db);
  for (let o = 0; o < ORGS; o++) await ensureUser(db, { email: `rec${o}@bench.org`, role: "recruiter", org: `Bench Org ${o}`, name: `Rec ${o}` });
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  const t0 = Date.now();
  await c.query(`
    INSERT INTO users (email, name, role, org_id)
    SELECT 'vol' || g || '@bench.org', 'Vol ' || g, 'volunteer', (SELECT id FROM organizations ORDER BY name OFFSET (g % ${ORGS}) LIMIT 1)
    FROM generate_series(1, ${VOLUNTEERS}) g`);
  await c.query(`
    INSERT INTO volunteer_profiles (user_id, org_id, first_name, last_name, email)
    SELECT id, org_id, 'Vol', split_part(email, '@', 1), email FROM users WHERE role = 'volunteer'`);
  await c.query(`
    INSERT INTO opportunities (org_id, title, start_datetime, end_datetime, status, labor_type)
    SELECT o.id, 'Shift ' || g, now() - (g || ' days')::interval, now() - (g || ' days')::interval + interval '3 hours', 'completed',
           (ARRAY['service','physical','education','outreach']::"LaborType"[])[1 + g % 4]
    FROM organizations o, generate_series(1, 50) g`);
  // Entries spread over ~3 years, a mix of statuses, most of them on an opportunity of the volunteer's org.
  await c.query(`
    WITH v AS (SELECT id, org_id, row_number() OVER (ORDER BY id) AS n FROM volunteer_profiles),
         o AS (SELECT id, org_id, row_number() OVER (PARTITION BY org_id ORDER BY id) AS n FROM opportunities)
    INSERT INTO hours_entries (volunteer_id, org_id, opportunity_id, hours_worked, date_worked, labor_type, status, submitted_at, approved_at)
    SELECT v.id, v.org_id, CASE WHEN g % 5 = 0 THEN NULL ELSE o.id END,
           (1 + (g % 32) * 0.25)::numeric(6,2), current_date - (g % 1100),
           (ARRAY['service','physical','education','outreach','skilled']::"LaborType"[])[1 + g % 5],
           (ARRAY['approved','approved','auto_approved','pending','rejected']::"HoursStatus"[])[1 + (g / 7) % 5],
           now() - ((g % 1100) || ' days')::interval, now() - ((g % 1100) || ' days')::interval
    FROM generate_series(1, ${ENTRIES}) g
    JOIN v ON v.n = 1 + g % ${VOLUNTEERS}
    LEFT JOIN o ON o.org_id = v.org_id AND o.n = 1 + g % 50`);
  await c.query("VACUUM ANALYZE"); // as autovacuum would after a bulk load: statistics and the visibility map (index-only scans)
  const { rows } = await c.query("SELECT count(*)::int AS n FROM hours_entries");
  console.log(`seeded ${rows[0].n} hours entries, ${VOLUNTEERS} volunteers in ${Date.now() - t0} ms into ${URL_}`);
  await c.end();
  await db.$disconnect();
}

async function measure(label: string, urls: string[], token: string, n = 200) {
  for (const u of urls.slice(0, 10)) await fetch(u, { headers: { authorization: `Bearer ${token}` } }); // warm-up
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(urls[i % urls.length], { headers: { authorization: `Bearer ${token}` } });
    await res.text();
    if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1);
  console.log(`${label.padEnd(48)} n=${n} p50=${f(percentile(times, 50))} ms p90=${f(percentile(times, 90))} ms p99=${f(percentile(times, 99))} ms max=${f(times[times.length - 1])} ms`);
}

async function run() {
  const base = process.env.BENCH_URL ?? "http://localhost:3100";
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("Set NEXTAUTH_SECRET to the server's secret");
  const db = createDb(URL_, 2);
  const rec = await ensureUser(db, { email: "rec0@bench.org", role: "recruiter", org: "Bench Org 0" });
  const adminUser = await ensureUser(db, { email: "admin@bench.org", role: "admin" });
  const recToken = await issueToken(rec, secret, 1);
  const adminToken = await issueToken(adminUser, secret, 1);
  const vols = await db.volunteerProfile.findMany({ where: { orgId: rec.orgId ?? undefined }, select: { id: true }, take: 50 });
  const opps = await db.opportunity.findMany({ where: { orgId: rec.orgId ?? undefined }, select: { id: true }, take: 20 });
  await db.$disconnect();
  const h = `${base}/api/corps/hours`;
  await measure("GET /hours (recruiter, org scope, page 1)", [`${h}`, `${h}?page=5`], recToken);
  await measure("GET /hours status+date range (recruiter)", ["approved", "pending", "auto_approved"].map((s) => `${h}?status=${s}&date_from=2026-01-01&date_to=2026-06-30`), recToken);
  await measure("GET /hours volunteer_id (recruiter)", vols.map((v) => `${h}?volunteer_id=${v.id}`), recToken);
  await measure("GET /hours opportunity_id+labor_type (recruiter)", opps.map((o) => `${h}?opportunity_id=${o.id}&labor_type=service`), recToken);
  await measure("GET /hours all orgs (admin, 200k rows)", [`${h}`, `${h}?status=approved`], adminToken);
  await measure("GET /hours/pending (recruiter)", [`${h}/pending`], recToken);
  await measure("GET /volunteers/{id} profile stats (recruiter)", vols.map((v) => `${base}/api/corps/volunteers/${v.id}`), recToken);
}

const cmd = process.argv[2];
(cmd === "seed" ? seed() : cmd === "run" ? run() : Promise.reject(new Error("usage: tsx bench/hours.ts seed|run"))).catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
