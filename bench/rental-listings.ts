// Benchmark of GET /api/rental-listings end to end on `next start` (run by hand, see
// docs/benchmarks.md): seeds 5,000 then 50,000 priced properties by bulk SQL into a fresh
// database on the real PostgreSQL, and prints latency percentiles with and without
// `accept-encoding: gzip`, the server's memory growth and the ratio to reading the same rows with
// one raw SQL query (and with reading the stored listing text in one query), and the gzip answer
// right after every row changed (no kept compressed batch); then GET /api/rental-market over the
// same 50,000 listings.
//
//   npm run build
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/rental-listings.ts
//
// To see where the server's time goes, add TEST_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=<dir>":
// the server writes a CPU profile there when the bench stops it.
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { listeningPid } from "@/tests/support/process-tree";
import { startTestStack } from "@/tests/support/test-stack";
import { LISTINGS_SQL, LISTINGS_SQL_STORED, LISTINGS_SQL_WITH_TEXTS, seedListings } from "./listing-seed";
import { percentile } from "./support/percentiles";

if (!process.env.TEST_DATABASE_URL) {
  console.error("Set TEST_DATABASE_URL to the real PostgreSQL server (the embedded one serializes and is not what production runs).");
  process.exit(1);
}

function summary(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), max: s[s.length - 1] };
}

const fmt = (v: number) => v.toFixed(1);

function memKb(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
}

async function main() {
  // The bench sends ~200 listing requests in minutes: more than a client may (RATE_LIMIT_LISTINGS).
  const stack = await startTestStack({ extraEnv: { RATE_LIMIT_LISTINGS: "100000" } });
  const port = new URL(stack.baseUrl).port;
  const pid = listeningPid(port);
  const db = createDb(stack.databaseUrl, 2);
  const user = await ensureUser(db, { email: "bench-recruiter@test.org", role: "recruiter", org: "Bench Org" });
  const token = await issueToken(user, stack.secret, 1);
  await db.$disconnect();
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  await client.query("DELETE FROM properties");

  const url = `${stack.baseUrl}/api/rental-listings`;
  type Encoding = "identity" | "gzip";
  async function timedGet(encoding: Encoding, path = url): Promise<{ ms: number; count: number; bytes: number; encoded: string | null }> {
    const t0 = performance.now();
    // fetch (undici) decompresses gzip itself, as a browser does: the time includes it.
    const res = await fetch(path, { headers: { authorization: `Bearer ${token}`, "accept-encoding": encoding } });
    const text = await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`status ${res.status}: ${text.slice(0, 200)}`);
    return { ms, count: (JSON.parse(text) as { count: number }).count, bytes: text.length, encoded: res.headers.get("content-encoding") };
  }
  /** Time to the last byte as sent, without decoding it (node:http does not decompress): the server's share. */
  function timedRawGet(encoding: Encoding): Promise<number> {
    const t0 = performance.now();
    return new Promise((resolve, reject) => {
      http
        .get(url, { headers: { authorization: `Bearer ${token}`, "accept-encoding": encoding } }, (res) => {
          res.on("data", () => undefined);
          res.on("end", () => resolve(performance.now() - t0));
          res.on("error", reject);
        })
        .on("error", reject);
    });
  }
  async function rawSql(sql: string): Promise<number> {
    const t0 = performance.now();
    await client.query(sql);
    return performance.now() - t0;
  }

  // Warm the route (first hit compiles nothing on next start, but loads modules and the pool).
  for (let i = 0; i < 3; i++) await timedGet("gzip");
  const idle = memKb(pid);
  console.log(`server pid ${pid}: idle VmRSS ${(idle.rss / 1024).toFixed(1)} MB, VmHWM ${(idle.hwm / 1024).toFixed(1)} MB`);

  let seeded = 0;
  for (const [size, runs] of [
    [5_000, 30],
    [50_000, 15],
  ] as const) {
    await seedListings(client, seeded + 1, size);
    seeded = size;
    // The first read after a bulk load builds every listing and stores the text in the background
    // (lib/properties/listings/listing-json.ts); wait until it is stored, as it is after any first read.
    const cold = await timedGet("identity");
    const t0 = performance.now();
    for (;;) {
      const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM properties WHERE price > 0 AND listing_json IS NULL");
      if (Number(rows[0].n) === 0) break;
      if (performance.now() - t0 > 120_000) throw new Error(`listings still not stored after 120 s: ${rows[0].n}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`${size} listings: first read (builds and stores the listing text) ${fmt(cold.ms)} ms, all stored ${fmt(cold.ms + performance.now() - t0)} ms after it started`);
    await client.query("VACUUM ANALYZE properties"); // as autovacuum would after the rewrite
    for (let i = 0; i < 2; i++) await timedGet("gzip");
    const sql: number[] = [];
    const sqlStored: number[] = [];
    const sqlOld: number[] = [];
    for (let i = 0; i < Math.min(runs, 10); i++) {
      sql.push(await rawSql(LISTINGS_SQL));
      sqlStored.push(await rawSql(LISTINGS_SQL_STORED));
      sqlOld.push(await rawSql(LISTINGS_SQL_WITH_TEXTS));
    }
    const s = summary(sql);
    const sStored = summary(sqlStored);
    const sOld = summary(sqlOld);
    console.log(
      `${size} listings: raw SQL p50 ${fmt(s.p50)} ms (the listing columns: the floor), ${fmt(sStored.p50)} ms (the stored listing text), ` +
        `${fmt(sOld.p50)} ms (with both description texts, the floor before issue 17)`,
    );
    const before = memKb(pid);
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memKb(pid).rss);
    }, 10);
    for (const encoding of ["identity", "gzip"] as const) {
      const api: number[] = [];
      let last = { count: 0, bytes: 0, encoded: null as string | null };
      for (let i = 0; i < runs; i++) {
        const r = await timedGet(encoding);
        api.push(r.ms);
        last = r;
      }
      const a = summary(api);
      console.log(
        `  accept-encoding ${encoding.padEnd(8)} (answered ${last.encoded ?? "identity"}, count ${last.count}, ${(last.bytes / 1e6).toFixed(1)} MB JSON): ` +
          `API p50 ${fmt(a.p50)} ms, p95 ${fmt(a.p95)} ms, p99 ${fmt(a.p99)} ms, max ${fmt(a.max)} ms (n=${a.n}); ratio API/SQL ${(a.p50 / s.p50).toFixed(2)} (over the stored text's read ${(a.p50 / sStored.p50).toFixed(2)})`,
      );
      const raw: number[] = [];
      for (let i = 0; i < runs; i++) raw.push(await timedRawGet(encoding));
      const r = summary(raw);
      console.log(`    the same, last byte as sent (not decoded): p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms (n=${r.n}); ratio ${(r.p50 / s.p50).toFixed(2)}`);
    }
    clearInterval(sampler);
    const after = memKb(pid);
    console.log(
      `  memory: VmRSS before ${(before.rss / 1024).toFixed(1)} MB, sampled peak ${(peak / 1024).toFixed(1)} MB (growth ${((peak - before.rss) / 1024).toFixed(1)} MB), ` +
        `VmHWM ${(before.hwm / 1024).toFixed(1)} -> ${(after.hwm / 1024).toFixed(1)} MB; growth over idle ${((peak - idle.rss) / 1024).toFixed(1)} MB`,
    );
    // The gzip answer right after every row got a new version (a sync that touched them all): no
    // kept compressed batch matches, so each is read with its texts and compressed anew.
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      await client.query("UPDATE properties SET updated_at = updated_at"); // new row versions, same listing text
      await client.query("VACUUM ANALYZE properties");
      fresh.push((await timedGet("gzip")).ms);
    }
    const f = summary(fresh);
    console.log(`  gzip right after every row changed (batches compressed anew): p50 ${fmt(f.p50)} ms, max ${fmt(f.max)} ms (n=${f.n}); ratio ${(f.p50 / s.p50).toFixed(2)}`);
  }

  // GET /api/rental-market over the same 50,000 listings (the demo seed's benchmark set).
  const market: number[] = [];
  for (let i = 0; i < 33; i++) {
    const r = await timedGet("gzip", `${stack.baseUrl}/api/rental-market`);
    if (i >= 3) market.push(r.ms);
  }
  const m = summary(market);
  console.log(`GET /api/rental-market over ${seeded} listings: p50 ${fmt(m.p50)} ms, p95 ${fmt(m.p95)} ms, max ${fmt(m.max)} ms (n=${m.n})`);
  await client.end();
  await stack.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
