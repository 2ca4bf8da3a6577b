// The HUD rent benchmarks import at full size (issue 17: a 40,000-row SAFMR file in under 10 s),
// run by hand against the built app (`npm run build` first):
//   npx tsx bench/rent-benchmarks-import.ts                 (embedded PostgreSQL)
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/rent-benchmarks-import.ts
// Starts the app on a fresh database, then POSTs the same 8 MB file RUNS times (ROWS rows, HUD's
// wrapped headers and money formats) as a corps admin: the first into an empty year, the others
// replacing it, which is what an operator does each fiscal year. Prints p50/max over HTTP and
// the rows per second. The integration suite imports the file once and checks what was written;
// the time is measured here, not asserted there (a loaded CI machine is not a regression).
import { performance } from "node:perf_hooks";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { hudCsv, metroRows } from "@/tests/support/hud-csv";
import { startTestStack } from "@/tests/support/test-stack";
import { latencyLine, percentile, sortedSamples } from "./support/percentiles";

const RUNS = Number(process.env.RUNS ?? 5);
const ROWS = Number(process.env.ROWS ?? 40_000);
const YEAR = 2097;

async function main() {
  const stack = await startTestStack({ extraEnv: { RATE_LIMIT_FAILED_AUTH: "0" } });
  const db = createDb(stack.databaseUrl, 2);
  try {
    const admin = await ensureUser(db, { email: `bench-hud-${Date.now()}@example.org`, role: "corps_admin", org: `HUD bench ${Date.now()}`, name: "Bench Admin" });
    const token = await issueToken(admin, stack.secret, 1);
    const csv = hudCsv(metroRows(ROWS));
    const ms: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      const res = await fetch(`${stack.baseUrl}/api/rent-benchmarks?year=${YEAR}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" }, body: csv });
      const body = (await res.json()) as { imported?: number };
      ms.push(performance.now() - t0);
      if (res.status !== 200 || body.imported !== ROWS) throw new Error(`import ${run + 1}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
    const p50 = percentile(sortedSamples(ms), 50);
    console.log(`database: ${process.env.TEST_DATABASE_URL ? "TEST_DATABASE_URL" : "embedded PostgreSQL"}; file ${(csv.length / 1e6).toFixed(1)} MB, ${ROWS} rows; first into an empty year, then replacing it`);
    console.log(latencyLine(`POST /api/rent-benchmarks (${RUNS} imports)`, ms, { width: 40, digits: 0, p99: false }));
    console.log(`each import: ${ms.map((m) => m.toFixed(0)).join(", ")} ms; p50 ${Math.round(ROWS / (p50 / 1000)).toLocaleString("en-US")} rows/s (target: ${ROWS} rows in < 10,000 ms)`);
  } finally {
    await db.$disconnect();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
