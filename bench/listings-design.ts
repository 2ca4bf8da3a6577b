// GET /api/rental-listings at 50,000 listings, cold and warm, on `next start` (run by hand, see
// docs/benchmarks.md and docs/decisions/036-listings-conditional-get.md): the numbers the listings
// wing's design is decided by. Run it against each design's build (the same script, the same
// machine, one after the other):
//
//   npm run build
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/listings-design.ts
//
// It prints, as p50 over n requests with the client decoding as a browser does (fetch), each
// beside the p50 of the floor measured between them (the same rows read by one raw SQL query), so
// the load of a shared machine hits both alike:
// - the very first read after a bulk load, when no listing text is stored yet (built on the way);
// - a cold gzip read: the first read after every row got a new version (a sync that touched them
//   all), so nothing an earlier answer kept in memory matches, as on a fresh serverless instance;
// - warm reads, gzip and identity: the same answer asked again by a client without a copy;
// - a conditional GET with the ETag of the answer before (If-None-Match), when the server sends one.
import { loadavg } from "node:os";
import pg from "pg";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { listingsETag } from "@/lib/properties/listings/listing-etag";
import { RentalListingsQuery } from "@/lib/properties/listings/rental-listing-schemas";
import { startTestStack } from "@/tests/support/test-stack";
import { LISTINGS_SQL, LISTINGS_SQL_STORED, seedListings } from "./listing-seed";

if (!process.env.TEST_DATABASE_URL) {
  console.error("Set TEST_DATABASE_URL to the real PostgreSQL server.");
  process.exit(1);
}

const SIZE = Number(process.env.BENCH_LISTINGS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const p50 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length / 2) - 1];
const fmt = (v: number) => `${v.toFixed(1)} ms`;

async function main() {
  const stack = await startTestStack({ extraEnv: { RATE_LIMIT_LISTINGS: "100000" } });
  const db = createDb(stack.databaseUrl, 2);
  const user = await ensureUser(db, { email: "bench-recruiter@test.org", role: "recruiter", org: "Bench Org" });
  const token = await issueToken(user, stack.secret, 1);
  await db.$disconnect();
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  await client.query("DELETE FROM properties");
  const url = `${stack.baseUrl}/api/rental-listings`;

  async function get(encoding: "gzip" | "identity", ifNoneMatch?: string) {
    const t0 = performance.now();
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, "accept-encoding": encoding };
    if (ifNoneMatch) headers["if-none-match"] = ifNoneMatch;
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200 && res.status !== 304) throw new Error(`status ${res.status}`);
    return { ms, status: res.status, bytes: body.byteLength, etag: res.headers.get("etag"), encoded: res.headers.get("content-encoding") ?? "identity" };
  }
  async function sql(text: string, n = 10): Promise<number> {
    const ms: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await client.query(text);
      ms.push(performance.now() - t0);
    }
    return p50(ms);
  }
  const settleStored = async () => {
    for (const t0 = performance.now(); ; ) {
      const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM properties WHERE price > 0 AND listing_json IS NULL");
      if (Number(rows[0].n) === 0) return;
      if (performance.now() - t0 > 120_000) throw new Error("listings still not stored after 120 s");
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** n API requests, each followed by the one-query read of the same rows: load hits both alike. */
  async function phase(n: number, request: () => Promise<{ ms: number }>, before?: () => Promise<void>) {
    const api: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < n; i++) {
      await before?.();
      api.push((await request()).ms);
      floor.push(await sql(LISTINGS_SQL, 1));
    }
    const a = p50(api);
    const f = p50(floor);
    return `p50 ${fmt(a)}, SQL p50 ${fmt(f)}: API/SQL ${(a / f).toFixed(2)} (n=${n})`;
  }

  for (let i = 0; i < 3; i++) await get("gzip"); // modules and pools loaded
  await seedListings(client, 1, SIZE);
  const t0 = performance.now();
  await get("gzip");
  const first = performance.now() - t0;
  await settleStored();
  await client.query("VACUUM ANALYZE properties");
  console.log(`${SIZE} listings; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  console.log(`raw SQL p50: listing columns ${fmt(await sql(LISTINGS_SQL))}, stored text ${fmt(await sql(LISTINGS_SQL_STORED))}`);
  console.log(`first read after the bulk load (no listing text stored yet, gzip): ${fmt(first)}`);
  const touchAll = async () => {
    await client.query("UPDATE properties SET updated_at = now()"); // new row versions, same listing text
    await client.query("VACUUM ANALYZE properties");
  };
  console.log(`cold gzip (first read after every row changed): ${await phase(5, () => get("gzip"), touchAll)}`);
  for (const encoding of ["gzip", "identity"] as const) {
    const last = await get(encoding);
    console.log(`warm ${encoding} (answered ${last.encoded}, ${(last.bytes / 1e6).toFixed(2)} MB of JSON): ${await phase(RUNS, () => get(encoding))}`);
  }
  const tagMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await listingsETag(client, RentalListingsQuery.parse({}));
    tagMs.push(performance.now() - t);
  }
  console.log(`the ETag's query alone (count, newest and sum of updated_at over the filter): p50 ${fmt(p50(tagMs))} (n=${RUNS})`);
  const { etag } = await get("gzip");
  if (!etag) console.log("conditional GET: the server sends no ETag");
  else {
    const probe = await get("gzip", etag);
    console.log(`conditional GET (If-None-Match: ${etag}): status ${probe.status}, body ${probe.bytes} bytes, ${await phase(RUNS, () => get("gzip", etag))}`);
  }
  await client.end();
  await stack.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
