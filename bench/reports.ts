// Benchmark of the reports, dashboards and CSV export against a running app (run by hand).
//   1. createdb corps_bench (real PostgreSQL, never the demo database)
//   2. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/corps_bench npx tsx bench/reports.ts seed
//   3. DATABASE_URL=$BENCH_DATABASE_URL NEXTAUTH_SECRET=bench npm start   (after npm run build)
//   4. BENCH_DATABASE_URL=... NEXTAUTH_SECRET=bench BENCH_BASE_URL=http://localhost:3000 BENCH_SERVER_PID=<pid of next-server> \
//      npx tsx bench/reports.ts run
// Prints p50/p99 per endpoint and the server's peak RSS rise during a 200,000-row CSV export.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/scripts/db/migrate";
import { percentile } from "./support/percentiles";

const url = process.env.BENCH_DATABASE_URL;
if (!url || !/bench/.test(url)) throw new Error("BENCH_DATABASE_URL must name a benchmark database (its name contains 'bench')");
const ORG = "Bench Org";
const VOLUNTEERS = 20_000;
const HOURS = 200_000;

async function seed() {
  await migrate(url as string);
  const db = createDb(url as string, 2);
  const admin = await ensureUser(db, { email: "bench-admin@bench.org", role: "corps_admin", org: ORG, name: "Bench Admin" });
  const orgId = admin.orgId as string;
  await db.$executeRawUnsafe(`DELETE FROM hours_entries WHERE org_id = '${orgId}'`);
  await db.$executeRawUnsafe(`DELETE FROM opportunities WHERE org_id = '${orgId}'`);
  await db.$executeRawUnsafe(`DELETE FROM volunteer_profiles WHERE org_id = '${orgId}'`);
  await db.$executeRawUnsafe(`DELETE FROM users WHERE email LIKE 'bench-v%@bench.org'`);
  await db.$executeRawUnsafe(`
    INSERT INTO users (email, name, role, org_id)
    SELECT 'bench-v' || i || '@bench.org', 'Vol ' || i, 'volunteer', '${orgId}' FROM generate_series(1, ${VOLUNTEERS}) i`);
  await db.$executeRawUnsafe(`
    INSERT INTO volunteer_profiles (user_id, org_id, first_name, last_name, email, skills, zip_code, latitude, longitude, max_travel_miles, created_at)
    SELECT u.id, u.org_id, 'Vol', split_part(u.email, '@', 1), u.email, ARRAY['Cooking'], '97214', 45.5 + random() / 10, -122.6 - random() / 10, 20,
           now() - (random() * 400 || ' days')::interval
    FROM users u WHERE u.email LIKE 'bench-v%@bench.org'`);
  await db.$executeRawUnsafe(`
    INSERT INTO opportunities (org_id, title, start_datetime, end_datetime, status, max_volunteers, min_volunteers, skills_needed, latitude, longitude, labor_type)
    SELECT '${orgId}', 'Bench event ' || i, now() + ((i - 1500) || ' days')::interval, now() + ((i - 1500) || ' days')::interval + interval '3 hours',
           (CASE WHEN i < 1500 THEN 'completed' ELSE 'published' END)::"OpportunityStatus", 20, 5, ARRAY['Cooking'], 45.52, -122.65,
           (ARRAY['service','physical','education','outreach'])[1 + i % 4]::"LaborType"
    FROM generate_series(1, 2000) i`);
  await db.$executeRawUnsafe(`
    WITH v AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM volunteer_profiles WHERE org_id = '${orgId}')
    INSERT INTO hours_entries (volunteer_id, org_id, hours_worked, date_worked, labor_type, status, description)
    SELECT v.id, '${orgId}', (1 + (i % 8)) / 2.0, current_date - (i % 400), (ARRAY['service','physical','education','outreach'])[1 + i % 4]::"LaborType",
           (CASE WHEN i % 10 = 0 THEN 'pending' ELSE 'approved' END)::"HoursStatus", 'Shift, "bench" ' || i
    FROM generate_series(1, ${HOURS}) i JOIN v ON v.n = 1 + i % ${VOLUNTEERS}`);
  await db.$executeRawUnsafe(`
    INSERT INTO signups (opportunity_id, volunteer_id, status)
    SELECT o.id, v.id, (ARRAY['completed','completed','no_show','confirmed','pending'])[1 + (abs(hashtext(o.id::text || v.id::text)) % 5)]::"SignupStatus"
    FROM (SELECT id FROM opportunities WHERE org_id = '${orgId}' ORDER BY start_datetime LIMIT 2000) o
    CROSS JOIN LATERAL (SELECT id FROM volunteer_profiles WHERE org_id = '${orgId}' ORDER BY random() LIMIT 10) v
    ON CONFLICT DO NOTHING`);
  await db.$executeRawUnsafe("VACUUM ANALYZE"); // as autovacuum would after a bulk load: statistics and the visibility map (index-only scans)
  console.log(`Seeded ${VOLUNTEERS} volunteers, ${HOURS} hours entries, 2000 opportunities, ~20000 signups in ${ORG}.`);
  await db.$disconnect();
}

async function time(base: string, path: string, token: string, n: number) {
  const samples: number[] = [];
  for (let i = 0; i < n + 2; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    if (i >= 2) samples.push(performance.now() - t0); // two warm-up calls
  }
  samples.sort((a, b) => a - b);
  console.log(`${path.padEnd(70)} p50 ${percentile(samples, 50).toFixed(1)} ms  p99 ${percentile(samples, 99).toFixed(1)} ms  (n=${n})`);
}

function rssMb(pid: string): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function run() {
  const base = process.env.BENCH_BASE_URL ?? "http://localhost:3000";
  const secret = process.env.NEXTAUTH_SECRET;
  if (!secret) throw new Error("NEXTAUTH_SECRET must match the server's");
  const db = createDb(url as string, 2);
  const admin = await ensureUser(db, { email: "bench-admin@bench.org", role: "corps_admin", org: ORG, name: "Bench Admin" });
  const vol = await db.volunteerProfile.findFirstOrThrow({ where: { orgId: admin.orgId as string }, include: { user: true } });
  const adminToken = await issueToken(admin, secret, 1);
  const volToken = await issueToken(vol.user, secret, 1);
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  await time(base, `/api/corps/reports/hours-summary?group_by=week&date_from=${from}&date_to=${to}`, adminToken, 30);
  await time(base, `/api/corps/reports/participation?date_from=${from}&date_to=${to}`, adminToken, 20);
  await time(base, `/api/corps/reports/opportunities?date_from=${from}&date_to=${to}`, adminToken, 20);
  await time(base, "/api/corps/dashboard/volunteer", volToken, 30);
  await time(base, "/api/corps/dashboard/recruiter", adminToken, 30);
  await time(base, "/api/corps/dashboard/admin", adminToken, 30);

  const pid = process.env.BENCH_SERVER_PID;
  const before = pid ? rssMb(pid) : NaN;
  let peak = before;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25) : undefined;
  const t0 = performance.now();
  const res = await fetch(`${base}/api/corps/reports/export?report_type=hours&format=csv&date_from=2020-01-01&date_to=${to}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  let bytes = 0;
  let lines = 0;
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const b of value) if (b === 10) lines++;
  }
  if (sampler) clearInterval(sampler);
  console.log(
    `CSV export: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      (pid ? `server RSS ${before.toFixed(0)} MB -> peak ${peak.toFixed(0)} MB (rise ${(peak - before).toFixed(0)} MB)` : "set BENCH_SERVER_PID to measure RSS"),
  );
  await db.$disconnect();
}

const mode = process.argv[2];
(mode === "seed" ? seed() : mode === "run" ? run() : Promise.reject(new Error("usage: bench/reports.ts seed|run"))).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
