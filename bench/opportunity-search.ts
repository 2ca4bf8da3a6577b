// Benchmark of GET /api/corps/opportunities (text + skills + radius, 25 per page) at 20
// concurrent clients.
//
//   npm run build
//   npx tsx bench/opportunity-search.ts seed     # database corps_bench on the embedded PostgreSQL
//   npx tsx bench/opportunity-search.ts run      # starts `next start` on it, measures, stops it
//
// or on another server: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/corps_bench before
// both commands. With BENCH_BASE_URL set, `run` measures that running app instead of starting one.
//
// seed creates the database when missing, migrates it and bulk-inserts 10,000 opportunities
// and 100,000 signups in SQL. The database name must contain "bench", so the demo data can
// never be used by accident.
import { spawn } from "node:child_process";
import zipcodes from "zipcodes";
import { createDb } from "@/lib/db/client";
import { issueToken } from "@/lib/sign-in/tokens";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { createDatabaseIfMissing } from "@/scripts/db/database-admin";
import { ensureEmbeddedServer } from "@/scripts/db/embedded";
import { migrate } from "@/scripts/db/migrate";
import { env } from "@/lib/env";
import { authSecret } from "@/scripts/local-env";
import { nextProcessArgs } from "@/scripts/next-process";

const OPPORTUNITIES = 10_000;
const SIGNUPS = 100_000;
const VOLUNTEERS = 5_000;
const CLIENTS = 20;
const REQUESTS = 4_000;
const WARMUP = 100;
// Metro ZIPs the opportunities cluster around, and the searches start from.
const CENTERS = ["97214", "10001", "60614", "94110", "78701", "30303", "98101", "80202", "02139", "33101", "85004", "55401"];
const SKILLS = ["Gardening", "Carpentry", "Cooking", "Tutoring", "First Aid", "Driving", "Painting", "Translation", "Lifting", "IT Support", "Event Setup", "Fundraising"];

/** The benchmark database: BENCH_DATABASE_URL, or corps_bench on the embedded PostgreSQL. */
async function benchDatabase(): Promise<{ url: string; where: string; release(): void }> {
  const configured = env().BENCH_DATABASE_URL;
  if (!configured) {
    const server = await ensureEmbeddedServer();
    return { url: server.url("corps_bench"), where: "embedded PostgreSQL 18", release: server.release };
  }
  const name = new URL(configured).pathname.slice(1);
  if (!/bench/i.test(name)) throw new Error(`Refusing database "${name}": its name must contain "bench"`);
  return { url: configured, where: new URL(configured).host, release: () => undefined };
}

/** `next start` of the built app on the benchmark database, on a fixed local port. */
async function startApp(url: string): Promise<{ base: string; stop(): void }> {
  const port = 3317;
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, nextProcessArgs("start", ["-p", String(port), "-H", "127.0.0.1"]), {
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: url, NEXTAUTH_SECRET: authSecret(), NEXTAUTH_URL: base, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error("next start exited; run `npm run build` first");
    const up = await fetch(`${base}/api/openapi.json`).then((r) => r.ok, () => false);
    if (up) return { base, stop: () => child.kill("SIGTERM") };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error("next start did not answer within 60 s");
}

async function seed(): Promise<void> {
  const database = await benchDatabase();
  const url = database.url;
  await createDatabaseIfMissing(url, new URL(url).pathname.slice(1));
  await migrate(url);
  const db = createDb(url, 2);
  const t0 = Date.now();
  const recruiter = await ensureUser(db, { email: "bench-recruiter@bench.test", role: "recruiter", org: "Bench Org", name: "Bench Recruiter" });
  const orgId = recruiter.orgId as string;
  const centers = CENTERS.map((z) => zipcodes.lookup(z)).filter((z) => z !== undefined);
  await db.$executeRawUnsafe(`DELETE FROM opportunities WHERE org_id = $1::uuid`, orgId);
  await db.$executeRawUnsafe(`DELETE FROM users WHERE email LIKE 'bench-vol-%@bench.test'`);
  await db.$executeRawUnsafe(
    `INSERT INTO users (email, name, role, org_id)
     SELECT 'bench-vol-' || g || '@bench.test', 'Bench Volunteer ' || g, 'volunteer', $1::uuid FROM generate_series(1, $2::int) g`,
    orgId,
    VOLUNTEERS,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO volunteer_profiles (user_id, org_id, first_name, last_name, email)
     SELECT id, org_id, 'Bench', split_part(email, '@', 1), email FROM users WHERE email LIKE 'bench-vol-%@bench.test'`,
  );
  // Opportunities scattered up to ~60 miles around the metro centers, a mix of statuses and types.
  await db.$executeRawUnsafe(
    `INSERT INTO opportunities (org_id, created_by, title, description, short_description, labor_type, skills_needed,
       max_volunteers, location_type, city, state, zip_code, latitude, longitude, start_datetime, end_datetime, status,
       auto_approve_signups, published_at)
     SELECT $1::uuid, $2::uuid,
       (ARRAY['Community garden','Food bank','Beach cleanup','Tutoring','Habitat build','Shelter meals','Park restoration','Clinic support'])[1 + g % 8] || ' #' || g,
       'Help with ' || (ARRAY['gardening and planting','sorting donations','trash pickup','homework help','framing walls','cooking dinner','trail work','patient intake'])[1 + (g * 7) % 8],
       'Volunteer shift',
       (ARRAY['service','administrative','skilled','physical','technical','outreach','education','other'])[1 + g % 8]::"LaborType",
       ARRAY[($3::text[])[1 + g % 12], ($3::text[])[1 + (g * 5) % 12]],
       10 + g % 20,
       (ARRAY['onsite','onsite','hybrid','remote'])[1 + g % 4]::"LocationType",
       'City', 'ST', c.zip,
       c.lat + (random() - 0.5) * 1.6, c.lng + (random() - 0.5) * 2.0,
       now() + (g % 180) * interval '1 day' + interval '1 day', now() + (g % 180) * interval '1 day' + interval '1 day 3 hours',
       (ARRAY['published','published','published','full','completed','draft','cancelled','published'])[1 + (g * 3) % 8]::"OpportunityStatus",
       g % 2 = 0, now()
     FROM generate_series(1, $4::int) g
     JOIN LATERAL (SELECT zip, lat, lng FROM unnest($5::text[], $6::float8[], $7::float8[]) WITH ORDINALITY AS t(zip, lat, lng, i)
                   WHERE i = 1 + g % $8::int) c ON true`,
    orgId,
    recruiter.id,
    SKILLS,
    OPPORTUNITIES,
    centers.map((c) => c.zip),
    centers.map((c) => c.latitude),
    centers.map((c) => c.longitude),
    centers.length,
  );
  // Ten signups per opportunity from distinct volunteers.
  await db.$executeRawUnsafe(
    `WITH o AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM opportunities WHERE org_id = $1::uuid),
          v AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM volunteer_profiles WHERE email LIKE 'bench-vol-%@bench.test')
     INSERT INTO signups (opportunity_id, volunteer_id, status, signed_up_at, confirmed_at)
     SELECT o.id, v.id,
       (ARRAY['confirmed','confirmed','pending','completed','cancelled'])[1 + (o.n + k) % 5]::"SignupStatus",
       now() - k * interval '1 hour', now()
     FROM o CROSS JOIN generate_series(0, $2::int - 1) k
     JOIN v ON v.n = 1 + ((o.n * 13 + k * 101) % $3::int)`,
    orgId,
    SIGNUPS / OPPORTUNITIES,
    VOLUNTEERS,
  );
  await db.$executeRawUnsafe("VACUUM ANALYZE"); // as autovacuum would after a bulk load: statistics and the visibility map (index-only scans)
  const [counts] = await db.$queryRawUnsafe<{ opps: number; signups: number }[]>(
    `SELECT (SELECT COUNT(*)::int FROM opportunities) AS opps, (SELECT COUNT(*)::int FROM signups) AS signups`,
  );
  console.log(`seeded ${counts.opps} opportunities and ${counts.signups} signups in ${((Date.now() - t0) / 1000).toFixed(1)} s (${database.where})`);
  await db.$disconnect();
  database.release();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(): Promise<void> {
  const database = await benchDatabase();
  const url = database.url;
  const app = env().BENCH_BASE_URL ? { base: env().BENCH_BASE_URL as string, stop: () => undefined } : await startApp(url);
  try {
    await measureAll(url, app.base, database.where);
  } finally {
    app.stop();
    database.release();
  }
}

async function measureAll(url: string, base: string, where: string): Promise<void> {
  const db = createDb(url, 2);
  const user = await ensureUser(db, { email: "bench-searcher@bench.test", role: "volunteer", org: "Bench Org", name: "Bench Searcher" });
  await db.$disconnect();
  const token = await issueToken(user, authSecret(), 1);
  const terms = ["garden", "food", "clean", "tutor", "build", "meal", "park", "clinic"];
  let i = 0;
  const nextPath = () => {
    const n = i++;
    const skills = `${SKILLS[n % 12]},${SKILLS[(n + 3) % 12]}`;
    return `/api/corps/opportunities?search=${terms[n % terms.length]}&skills_needed=${encodeURIComponent(skills)}&zip_code=${CENTERS[n % CENTERS.length]}&radius_miles=50&limit=25`;
  };
  const once = async (path: string): Promise<number> => {
    const t = performance.now();
    const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}`, ...(process.env.BENCH_ENCODING ? { "accept-encoding": process.env.BENCH_ENCODING } : {}) } });
    const body = (await res.json()) as unknown;
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${JSON.stringify(body)}`);
    return performance.now() - t;
  };
  // Same load on GET /api/corps/skills (auth + one small query): the floor this machine's
  // app server reaches, to read the search numbers against.
  const measure = async (label: string, path: () => string) => {
    for (let w = 0; w < WARMUP; w++) await once(path());
    const latencies: number[] = [];
    let sent = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (sent < REQUESTS) {
          sent++;
          latencies.push(await once(path()));
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `${label}: ${CLIENTS} clients, ${latencies.length} requests: p50 ${percentile(latencies, 50).toFixed(1)} ms  p90 ${percentile(latencies, 90).toFixed(1)} ms  ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms  max ${latencies[latencies.length - 1].toFixed(1)} ms  throughput ${(latencies.length / seconds).toFixed(0)} req/s`,
    );
  };
  const sample = await fetch(base + nextPath(), { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json() as Promise<{ total: number }>);
  console.log(`${where}; search = text + skills_needed (2) + zip_code radius 50 mi, limit 25; sample total matches: ${sample.total}`);
  await measure("search  GET /api/corps/opportunities", nextPath);
  if (process.env.BENCH_ONLY !== "search") await measure("floor   GET /api/corps/skills       ", () => "/api/corps/skills");
}

const mode = process.argv[2];
(mode === "seed" ? seed() : mode === "run" ? run() : Promise.reject(new Error("usage: opportunity-search.ts seed|run"))).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
