// Several processes writing to the embedded PostgreSQL while the app serves (issue 14's
// acceptance): against a running `npm run dev` / `npm start` on the embedded default,
//
//   npx tsx bench/concurrent-writers.ts [base URL, default http://127.0.0.1:3000]
//
// sends 150 parallel API reads and, at the same time, creates 16 volunteers at once, each with
// its own `npm run token` process (a second writer on the same server) followed by the profile
// POST. Prints every failure and the counts; exits 1 on any failure or 5xx.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";

const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const READS = 150;
const WRITERS = 16;

function token(email: string, role: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "--silent", "token", "--", "--email", email, "--role", role], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("close", (code) => {
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code === 0 && last) resolve(last);
      else reject(new Error(`token command exited ${code}: ${err.trim().split("\n").filter((l) => !l.startsWith("npm warn")).join(" ")}`));
    });
  });
}

async function main(): Promise<number> {
  const run = randomBytes(3).toString("hex");
  const reader = await token(`bench-reader-${run}@example.org`, "admin");
  const failures: string[] = [];
  const t0 = performance.now();
  const reads = Array.from({ length: READS }, async (_, i) => {
    const res = await fetch(`${base}/api/corps/opportunities?limit=25&page=${1 + (i % 3)}`, { headers: { authorization: `Bearer ${reader}` } });
    await res.arrayBuffer();
    if (res.status !== 200) failures.push(`read ${i}: HTTP ${res.status}`);
    return res.status;
  });
  const writes = Array.from({ length: WRITERS }, async (_, i) => {
    try {
      const t = await token(`bench-writer-${run}-${i}@example.org`, "volunteer");
      const res = await fetch(`${base}/api/corps/volunteers`, {
        method: "POST",
        headers: { authorization: `Bearer ${t}`, "content-type": "application/json" },
        body: JSON.stringify({ bio: `Concurrent writer ${i}`, skills: ["Cooking"] }),
      });
      const text = await res.text();
      if (res.status !== 201) failures.push(`profile ${i}: HTTP ${res.status} ${text.slice(0, 200)}`);
      return res.status;
    } catch (err) {
      failures.push(`token ${i}: ${(err as Error).message}`);
      return 0;
    }
  });
  const statuses = await Promise.all([...reads, ...writes]);
  const seconds = (performance.now() - t0) / 1000;
  const fiveXX = statuses.filter((s) => s >= 500).length;
  console.log(`${READS} reads + ${WRITERS} writers (token process + profile POST) in ${seconds.toFixed(1)} s against ${base}`);
  console.log(`failures: ${failures.length}, 5xx: ${fiveXX}`);
  for (const f of failures) console.log(`  ${f}`);
  return failures.length === 0 && fiveXX === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
