// The embedded default under load (issue 32, docs/decisions/046): the built app (`npm start`)
// serves waves of 200 parallel reads while `npm run token` runs 12 at a time for ROUND_MS and two
// CPU burners keep both cores busy. Afterwards every token command has succeeded, psql connects
// with the URL .data/postgres.json records, and the users table holds exactly one row per
// command. Three rounds; the app is stopped and started again between them, while the token
// commands of the next round already start (and round 1 starts on no cluster at all), so starts,
// stops and first-time set-up all race the token commands. Its own state (CORPS_DATA_DIR).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { localInstall, type LocalInstall } from "../support/local-install";
import { processTree, running } from "../support/process-tree";

const ROUNDS = 3;
const ROUND_MS = Number(process.env.STRESS_ROUND_MS ?? 60_000);
const CONCURRENCY = 12;
const WAVE = 200;
/** Waves each round serves at least: reads go on past ROUND_MS until then (the app starts under the load). */
const MIN_WAVES = 3;
/** How long past ROUND_MS a round may go on for them. */
const GRACE_MS = 60_000;

interface TokenRun {
  email: string;
  code: number | null;
  token: string;
  stderr: string;
}

function runToken(install: LocalInstall, email: string): Promise<TokenRun> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", "token", "--", "--email", email, "--role", "recruiter", "--org", "Stress Org"], { env: install.env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ email, code, token: stdout.trim().split("\n").at(-1) ?? "", stderr }));
  });
}

function burnCpu(): ChildProcess[] {
  return [0, 1].map(() => spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }));
}

function startApp(install: LocalInstall, port: number, logs: string[]): ChildProcess {
  const child = spawn("npm", ["start", "--", "-p", String(port), "-H", "127.0.0.1"], { env: { ...install.env, PORT: String(port) }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
  return child;
}

async function stopApp(app: ChildProcess): Promise<void> {
  if (app.exitCode !== null) return;
  const exited = new Promise((resolve) => app.once("exit", resolve));
  app.kill("SIGTERM");
  await exited;
}

const children: ChildProcess[] = [];
let install: LocalInstall;
afterAll(() => {
  for (const child of children) for (const pid of child.pid ? processTree(child.pid) : []) if (running(pid)) process.kill(pid, "SIGKILL");
  install?.remove();
});

describe("the embedded default under load", () => {
  it(`keeps its credentials: ${ROUNDS} rounds of ${ROUND_MS / 1000} s of token commands (${CONCURRENCY} at a time) beside waves of ${WAVE} reads, both cores busy`, async () => {
    install = localInstall("stress");
    const port = 4300 + Math.floor(Math.random() * 500);
    const base = `http://127.0.0.1:${port}`;
    const report: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const burners = burnCpu();
      children.push(...burners);
      const runs: TokenRun[] = [];
      const until = Date.now() + ROUND_MS;
      let n = 0;
      const worker = async () => {
        while (Date.now() < until) runs.push(await runToken(install, `stress-r${round}-${++n}-${process.pid}@test.org`));
      };
      const workers = Array.from({ length: CONCURRENCY }, worker);
      // The app starts together with the token commands (round 1: on no cluster yet).
      const appLogs: string[] = [];
      const roundStart = Date.now();
      let upAfter = -1;
      const app = startApp(install, port, appLogs);
      children.push(app);
      const statuses = new Map<number, number>();
      // Why a read got no answer (status 0), by the socket error's code, so a failure says which.
      const refusals = new Map<string, number>();
      const noAnswer = (err: unknown) => {
        const cause = (err as { cause?: { code?: string; message?: string } }).cause;
        const why = cause?.code ?? cause?.message ?? String(err);
        refusals.set(why, (refusals.get(why) ?? 0) + 1);
        return 0;
      };
      let waves = 0;
      const reads = (async () => {
        while (Date.now() < until || (waves < MIN_WAVES && Date.now() < until + GRACE_MS)) {
          const token = runs.find((r) => r.code === 0)?.token;
          const up = token && (await fetch(`${base}/api/openapi.json`).then((r) => r.ok, () => false));
          if (!up) {
            await new Promise((r) => setTimeout(r, 500));
            continue;
          }
          if (upAfter < 0) upAfter = Date.now() - roundStart;
          const wave = await Promise.all(
            Array.from({ length: WAVE }, () => fetch(`${base}/api/corps/opportunities?status=published&limit=20`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status, noAnswer)),
          );
          for (const status of wave) statuses.set(status, (statuses.get(status) ?? 0) + 1);
          waves++;
        }
      })();
      // The CPU stays busy until the reads are done too.
      await Promise.all([...workers, reads]);
      for (const burner of burners) burner.kill("SIGKILL");

      const failed = runs.filter((r) => r.code !== 0 || !r.token.startsWith("ey"));
      const url = install.recordedUrl();
      const psql = spawnSync("psql", [url, "-tAc", `SELECT count(*) FROM users WHERE email LIKE 'stress-r${round}-%'`], { encoding: "utf8" });
      report.push(
        `round ${round}: ${runs.length} token commands, ${failed.length} failed; app answering after ${upAfter} ms, ${waves} waves, statuses ${JSON.stringify(Object.fromEntries(statuses))}${refusals.size > 0 ? ` (no answer: ${JSON.stringify(Object.fromEntries(refusals))})` : ""}; psql exit ${psql.status}`,
      );
      if (waves === 0) report.push(appLogs.join("").slice(-3000));
      expect(failed.map((r) => `${r.email}: exit ${r.code}: ${r.stderr.trim().split("\n").at(-1)}`), report.join("\n")).toEqual([]);
      expect(runs.length).toBeGreaterThanOrEqual(CONCURRENCY);
      expect(psql.status, psql.stderr).toBe(0);
      expect(Number(psql.stdout.trim())).toBe(runs.length);
      expect(waves, report.join("\n")).toBeGreaterThanOrEqual(MIN_WAVES);
      expect([...statuses.keys()], report.join("\n")).toEqual([200]);
      await stopApp(app);
    }
    console.log(report.join("\n"));
  }, 330_000);
});
