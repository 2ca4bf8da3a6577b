// Benchmark of GET /api/rental-listings end to end on `next start` (run by hand, see
// docs/benchmarks.md): seeds 5,000 then 50,000 priced properties by bulk SQL into a fresh
// database on the real PostgreSQL, and prints latency percentiles, the server's memory growth
// and the ratio to reading the same rows with one raw SQL query.
//
//   npm run build
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/rental-listings.ts
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";
import { ensureUser } from "@/lib/auth/ensure-user";
import { issueToken } from "@/lib/auth/tokens";
import { createDb } from "@/lib/db/client";
import { startTestStack } from "@/tests/support/test-stack";

if (!process.env.TEST_DATABASE_URL) {
  console.error("Set TEST_DATABASE_URL to the real PostgreSQL server (the embedded one serializes and is not what production runs).");
  process.exit(1);
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

function summary(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), p99: pct(s, 0.99), max: s[s.length - 1] };
}

const fmt = (v: number) => v.toFixed(1);

/** The pid listening on the port: the next-server process itself, not a wrapper. */
function serverPid(port: string): number {
  const out = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" });
  const m = /pid=(\d+)/.exec(out);
  if (!m) throw new Error(`no process listens on ${port}: ${out}`);
  return Number(m[1]);
}

function memKb(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

async function seed(client: pg.Client, from: number, to: number) {
  // Realistic widths: addresses, managers, availability as text or JSON, descriptions (some
  // mentioning vouchers) and a few rows without beds, city or ZIP.
  await client.query(
    `INSERT INTO properties (address, city, state, zip_code, price, beds, baths, sqft, description, full_description,
                             property_manager, availability, accepts_voucher, created_at, updated_at)
     SELECT g || ' SE Hawthorne Blvd Unit ' || (g % 40),
            CASE WHEN g % 97 = 0 THEN NULL ELSE (ARRAY['Portland','Eugene','Salem','Bend','Beaverton','Gresham'])[1 + g % 6] END,
            'OR',
            CASE WHEN g % 89 = 0 THEN NULL ELSE (ARRAY['97214','97202','97401','97301','97701','97005','97030'])[1 + g % 7] END,
            900 + (g * 37) % 2600,
            CASE WHEN g % 53 = 0 THEN NULL ELSE g % 6 END,
            1 + g % 3, 450 + g % 1800,
            'Bright apartment near transit' || CASE WHEN g % 9 = 0 THEN ' - Section 8 welcome.' ELSE '' END,
            'Bright apartment with about 800 sq ft. Features in-unit laundry, dishwasher, balcony. Cats OK. Off-street parking.'
              || CASE WHEN g % 11 = 0 THEN ' Housing choice vouchers accepted.' ELSE '' END || ' Contact Cascade Property Management to schedule a tour.',
            (ARRAY['Cascade Property Management','Rose City Rentals','Bridgetown Property Group'])[1 + g % 3],
            CASE WHEN g % 4 = 0 THEN jsonb_build_object('available_date', '2026-12-01', 'lease_term', '12 months') ELSE to_jsonb('Available now'::text) END,
            CASE WHEN g % 5 = 0 THEN (g % 2 = 0) ELSE NULL END,
            timestamptz '2026-11-01' - (g || ' minutes')::interval, now()
       FROM generate_series($1::int, $2::int) g`,
    [from, to],
  );
  await client.query("VACUUM ANALYZE properties"); // as autovacuum would after a bulk load
}

async function main() {
  const stack = await startTestStack();
  const port = new URL(stack.baseUrl).port;
  const pid = serverPid(port);
  const db = createDb(stack.databaseUrl, 2);
  const user = await ensureUser(db, { email: "bench-recruiter@test.org", role: "recruiter", org: "Bench Org" });
  const token = await issueToken(user, stack.secret, 1);
  await db.$disconnect();
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  await client.query("DELETE FROM properties");

  const url = `${stack.baseUrl}/api/rental-listings`;
  async function timedGet(): Promise<{ ms: number; count: number; bytes: number }> {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...(process.env.BENCH_ENCODING ? { "accept-encoding": process.env.BENCH_ENCODING } : {}) } });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`status ${res.status}: ${text.slice(0, 200)}`);
    return { ms, count: (JSON.parse(text) as { count: number }).count, bytes: text.length };
  }
  async function rawSql(): Promise<number> {
    const t0 = performance.now();
    await client.query(
      `SELECT id, created_at, beds, price::float8, zip_code, city, address, property_manager, availability, accepts_voucher, description, full_description
         FROM properties WHERE price IS NOT NULL AND price > 0 AND state = 'OR' AND price >= 0 ORDER BY created_at DESC, id DESC`,
    );
    return performance.now() - t0;
  }

  // Warm the route (first hit compiles nothing on next start, but loads modules and the pool).
  for (let i = 0; i < 3; i++) await timedGet();
  const idle = memKb(pid);
  console.log(`server pid ${pid}: idle VmRSS ${(idle.rss / 1024).toFixed(1)} MB, VmHWM ${(idle.hwm / 1024).toFixed(1)} MB`);

  let seeded = 0;
  for (const [size, runs] of [
    [5_000, 30],
    [50_000, 15],
  ] as const) {
    await seed(client, seeded + 1, size);
    seeded = size;
    for (let i = 0; i < 2; i++) await timedGet();
    const before = memKb(pid);
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memKb(pid).rss);
    }, 10);
    const api: number[] = [];
    let last = { count: 0, bytes: 0 };
    for (let i = 0; i < runs; i++) {
      const r = await timedGet();
      api.push(r.ms);
      last = r;
    }
    clearInterval(sampler);
    const after = memKb(pid);
    const sql: number[] = [];
    for (let i = 0; i < Math.min(runs, 10); i++) sql.push(await rawSql());
    const a = summary(api);
    const s = summary(sql);
    const line =
      `${size} listings (count ${last.count}, ${(last.bytes / 1e6).toFixed(1)} MB JSON): API p50 ${fmt(a.p50)} ms, p95 ${fmt(a.p95)} ms, ` +
      `p99 ${fmt(a.p99)} ms, max ${fmt(a.max)} ms (n=${a.n}); raw SQL p50 ${fmt(s.p50)} ms (n=${s.n}); ratio API/SQL ${(a.p50 / s.p50).toFixed(2)}; ` +
      `VmRSS before ${(before.rss / 1024).toFixed(1)} MB, sampled peak ${(peak / 1024).toFixed(1)} MB (growth ${((peak - before.rss) / 1024).toFixed(1)} MB), ` +
      `VmHWM ${(before.hwm / 1024).toFixed(1)} -> ${(after.hwm / 1024).toFixed(1)} MB; growth over idle ${((peak - idle.rss) / 1024).toFixed(1)} MB`;
    console.log(line);
  }
  await client.end();
  await stack.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
