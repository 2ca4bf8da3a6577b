// The suites of `npm test` that run against the build: integration, stress and browser tests, on
// the embedded default (or TEST_DATABASE_URL's server).
//
// TEST_SECOND_DATABASE_URL (CI sets it to the PostgreSQL 15 server) adds a second lane that runs
// the database-dependent suites (integration, browser) again against that server, beside the
// first lane instead of after it: a suite keeps about one core busy (one test file at a time,
// the app server and the database), so on two cores two lanes take about half again as long as
// one rather than twice (docs/decisions/113-test-lanes.md). The stress test runs alone, with
// both cores to itself: its load is the point. So the phases are: integration ∥ integration,
// stress, browser ∥ browser. Every phase runs to its end; the command fails if any suite failed.
import type { ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { spawnGroup, stopGroup } from "./process-group";

interface Suite {
  lane: string;
  script: "test:integration" | "test:stress" | "test:e2e";
  env: NodeJS.ProcessEnv;
}

const second = process.env.TEST_SECOND_DATABASE_URL;
const running = new Set<ChildProcess>();
const firstName = process.env.TEST_DATABASE_URL ? "database" : "embedded";
const secondName = second ? new URL(second).host : "";

// The read-replica suite pauses and stops the streaming replica of TEST_REPLICA_*: only one lane
// may have it, the one whose database is the replica's primary (the second, in CI). The first
// lane is told whose it is, so the suite skips there instead of failing for want of it.
const REPLICA_VARS = ["TEST_REPLICA_URL", "TEST_REPLICA_PRIMARY_URL", "TEST_REPLICA_DATA_DIR", "TEST_REPLICA_PG_CTL", "TEST_REPLICA_LOG"];
const first: NodeJS.ProcessEnv = { ...process.env };
if (second) {
  for (const name of REPLICA_VARS) delete first[name];
  first.TEST_REPLICA_IN_OTHER_LANE = secondName;
}
const e2ePort = Number(process.env.E2E_PORT ?? 3917);
const secondEnv: NodeJS.ProcessEnv | null = second
  ? {
      ...process.env,
      TEST_DATABASE_URL: second,
      // Its own browser-test ports, results folder and proxy log beside the first lane's.
      E2E_PORT: String(e2ePort + 100),
      E2E_OIDC_PORT: String(e2ePort + 101),
      E2E_OUTPUT_DIR: "test-results-second",
    }
  : null;

// A run's last screen is often all that is kept of it (a CI page shows the tail), so the command
// ends with a recap: each suite's result and the lines that named a failed test.
const FAILED_LINE = /(^|\s)(FAIL|×|✘)\s|[1-9]\d* (failed|flaky)\b|Error: (Timed out|Test timed out)/;
const RECAP_LINES = 40;
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
interface Result {
  label: string;
  passed: boolean;
  minutes: string;
  failures: string[];
}
const results: Result[] = [];

/** In Playwright's summary, the tests under "N failed" / "N flaky" are listed on the lines after it. */
function recapFilter(): (line: string) => boolean {
  let inList = false;
  return (line) => {
    if (/^\s+\d+ (failed|flaky)$/.test(line)) inList = true;
    else if (inList && !line.includes("›")) inList = false;
    return inList || FAILED_LINE.test(line);
  };
}

function run(suite: Suite): Promise<boolean> {
  const started = Date.now();
  const label = secondEnv ? `[${suite.lane}] ` : "";
  console.log(`${label}=== npm run ${suite.script} ===`);
  const child = spawnGroup("npm", ["run", "-s", suite.script], { env: suite.env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  const failures: string[] = [];
  // Each stream's last lines (a suite's summary) arrive after the exit: the result waits for
  // both streams to end, or 5 s after the exit when a straggler of the suite still holds them.
  const drained = [child.stdout, child.stderr].map((stream) => {
    if (!stream) return Promise.resolve();
    const out = stream === child.stderr ? process.stderr : process.stdout;
    const lines = createInterface({ input: stream });
    const isFailure = recapFilter();
    lines.on("line", (line) => {
      out.write(`${label}${line}\n`);
      const plain = line.replace(ANSI, "");
      if (isFailure(plain) && failures.length < RECAP_LINES) failures.push(plain.trim());
    });
    return new Promise<void>((done) => lines.once("close", () => done()));
  });
  return new Promise((resolve) => {
    child.on("exit", async (code, signal) => {
      await Promise.race([Promise.all(drained), new Promise((r) => setTimeout(r, 5_000).unref())]);
      running.delete(child);
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`${label}=== npm run ${suite.script}: ${code === 0 ? "passed" : `failed (${signal ?? code})`} in ${minutes} min ===`);
      results.push({ label: `${suite.lane} ${suite.script}`, passed: code === 0, minutes, failures });
      resolve(code === 0);
    });
  });
}

async function phase(suites: Suite[]): Promise<boolean> {
  const results = await Promise.all(suites.map(run));
  return results.every(Boolean);
}

function stopAll(signal: NodeJS.Signals): void {
  void Promise.all([...running].map((child) => stopGroup(child, signal, 10_000))).then(() => process.exit(1));
}
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));

const lanes = (script: Suite["script"]): Suite[] => [
  { lane: firstName, script, env: first },
  ...(secondEnv ? [{ lane: secondName, script, env: secondEnv }] : []),
];

const passed = [await phase(lanes("test:integration")), await phase([{ lane: firstName, script: "test:stress", env: first }]), await phase(lanes("test:e2e"))];
console.log("\n=== npm test: the suites after the build ===");
for (const r of results) {
  console.log(`${r.passed ? "passed" : "FAILED"}  ${r.label} (${r.minutes} min)`);
  // A passed suite's lines are its flaky tests (retried, then passed): worth seeing too.
  for (const line of [...new Set(r.failures)]) console.log(`    ${line}`);
}
process.exit(passed.every(Boolean) ? 0 : 1);
