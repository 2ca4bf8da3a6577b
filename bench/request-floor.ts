// The machine's floor for the latency targets of issues 27 and 33 (run by hand, see
// docs/benchmarks.md): how fast this server answers requests that do next to nothing, with the
// same closed-loop clients the targets name (20 for the scale profile, 50 for accept-offer).
//
//   npm run build
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/request-floor.ts
//
// Four requests, from the cheapest up, each REQUESTS times per client count, ROUNDS rounds:
// - GET /robots.txt: a file of public/, served by Next.js without proxy.ts (its matcher skips it);
// - DELETE /api/health: answered 405 by proxy.ts alone (no route, no database);
// - GET /api/corps/notifications without credentials: proxy.ts, the route wrapper, 401 (no database:
//   the failed-credentials limit, which counts in PostgreSQL, is off here);
// - GET /api/health: all of the above and one `SELECT 1` on the primary.
// Every client waits for its answer before it sends the next request, as in bench/scale.ts and
// bench/fair-seats.ts. No request may be under a target its cheapest neighbour misses.
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { startTestStack } from "@/tests/support/test-stack";
import { percentile } from "./support/percentiles";

const CLIENT_COUNTS = (process.env.CLIENTS ?? "20,50").split(",").map(Number);
const REQUESTS = Number(process.env.REQUESTS ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
/** Only the requests whose label contains this text (all when unset). */
const ONLY = process.env.ONLY ?? "";

interface Probe {
  label: string;
  path: string;
  method: string;
  status: number;
}

const PROBES: Probe[] = [
  { label: "GET /robots.txt (static, no proxy)", path: "/robots.txt", method: "GET", status: 200 },
  { label: "DELETE /api/health (proxy's 405)", path: "/api/health", method: "DELETE", status: 405 },
  { label: "GET /api/corps/notifications, anonymous (401)", path: "/api/corps/notifications", method: "GET", status: 401 },
  { label: "GET /api/health (SELECT 1)", path: "/api/health", method: "GET", status: 200 },
];

async function measure(baseUrl: string, probe: Probe, clients: number): Promise<string> {
  const ms: number[] = [];
  let left = REQUESTS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (left-- > 0) {
        const t = performance.now();
        const res = await fetch(baseUrl + probe.path, { method: probe.method });
        await res.arrayBuffer();
        if (res.status !== probe.status) throw new Error(`${probe.label}: ${res.status}, expected ${probe.status}`);
        ms.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  ms.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(0).padStart(4);
  return `${probe.label.padEnd(46)} ${String(clients).padStart(3)} clients  p50 ${f(percentile(ms, 50))}  p95 ${f(percentile(ms, 95))}  p99 ${f(percentile(ms, 99))} ms  ${f(ms.length / seconds)}/s`;
}

async function main() {
  const stack = await startTestStack({ extraEnv: { LOG_LEVEL: "error", RATE_LIMIT_FAILED_AUTH: "0" } });
  try {
    console.log(`App at ${stack.baseUrl}; ${cpus().length} cores; ${REQUESTS} requests per line`);
    // Warm-up: the first requests compile and load each route.
    for (const probe of PROBES) for (let i = 0; i < 20; i++) await (await fetch(stack.baseUrl + probe.path, { method: probe.method })).arrayBuffer();
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`round ${round} (load average ${loadavg()[0].toFixed(1)})`);
      for (const clients of CLIENT_COUNTS) for (const probe of PROBES.filter((p) => p.label.includes(ONLY))) console.log(await measure(stack.baseUrl, probe, clients));
    }
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
