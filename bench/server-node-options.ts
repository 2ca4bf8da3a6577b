// A/B of two sets of Node options for the production server (run by hand, see docs/benchmarks.md
// and docs/decisions/028-server-semi-space-size.md): starts two `next start` servers on two fresh
// databases of the real PostgreSQL, loads 50,000 listings into each, then alternates
// GET /api/rental-listings between them (20 rounds, identity and gzip, the order flipped each
// round) so both see the same machine noise, and prints each one's p50 and its peak memory over idle.
//
//   npm run build
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/server-node-options.ts "" "--max-semi-space-size=8"
//
// Each argument is added after the server's own options (scripts/next-process.ts), so "" is the
// server as `npm start` runs it, and "--max-semi-space-size=0" is V8's own default.
import { readFileSync } from "node:fs";
import pg from "pg";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { listeningPid } from "@/tests/support/process-tree";
import { startTestStack, type TestStack } from "@/tests/support/test-stack";
import { seedListings } from "./listing-seed";

if (!process.env.TEST_DATABASE_URL) {
  console.error("Set TEST_DATABASE_URL to the real PostgreSQL server.");
  process.exit(1);
}

type Encoding = "identity" | "gzip";

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
}

interface Server {
  options: string;
  stack: TestStack;
  client: pg.Client;
  pid: number;
  idle: number;
  peak: number;
  ms: Record<Encoding, number[]>;
  get(encoding: Encoding): Promise<number>;
}

async function server(options: string): Promise<Server> {
  process.env.TEST_SERVER_NODE_ARGS = options;
  const stack = await startTestStack({ extraEnv: { RATE_LIMIT_LISTINGS: "100000" } });
  const pid = listeningPid(new URL(stack.baseUrl).port);
  const db = createDb(stack.databaseUrl, 2);
  const token = await issueToken(await ensureUser(db, { email: "bench-recruiter@test.org", role: "recruiter", org: "Bench Org" }), stack.secret, 1);
  await db.$disconnect();
  const client = new pg.Client({ connectionString: stack.databaseUrl });
  await client.connect();
  await client.query("DELETE FROM properties");
  const get = async (encoding: Encoding) => {
    const t0 = performance.now();
    const res = await fetch(`${stack.baseUrl}/api/rental-listings`, { headers: { authorization: `Bearer ${token}`, "accept-encoding": encoding } });
    await res.text();
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i++) await get("gzip");
  const idle = rssMb(pid);
  await seedListings(client, 1, 50_000);
  await get("identity"); // builds and stores every listing's text, in the background
  for (;;) {
    const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM properties WHERE listing_json IS NULL");
    if (Number(rows[0].n) === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await client.query("VACUUM ANALYZE properties");
  return { options, stack, client, pid, idle, peak: idle, ms: { identity: [], gzip: [] }, get };
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const a = await server(process.argv[2] ?? "");
  const b = await server(process.argv[3] ?? "--max-semi-space-size=0");
  const sampler = setInterval(() => {
    for (const s of [a, b]) s.peak = Math.max(s.peak, rssMb(s.pid));
  }, 10);
  for (const s of [a, b]) for (const e of ["identity", "gzip"] as const) await s.get(e);
  for (let round = 0; round < 20; round++) {
    for (const encoding of ["identity", "gzip"] as const) {
      for (const s of round % 2 ? [a, b] : [b, a]) s.ms[encoding].push(await s.get(encoding));
    }
  }
  clearInterval(sampler);
  for (const s of [a, b]) {
    console.log(
      `options ${JSON.stringify(s.options)}: 50,000 listings p50 identity ${p50(s.ms.identity).toFixed(1)} ms, gzip ${p50(s.ms.gzip).toFixed(1)} ms (n=20 each); ` +
        `VmRSS idle ${s.idle.toFixed(1)} MB, peak ${s.peak.toFixed(1)} MB (+${(s.peak - s.idle).toFixed(1)} MB)`,
    );
  }
  for (const s of [a, b]) {
    await s.client.end();
    await s.stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
