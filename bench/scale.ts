// The scale profile's measurement (issue 33): p50 and p99 of the app's main reads with 20
// concurrent clients over real HTTP against the built app (`next start`, started here), on the
// data of bench/scale-seed.ts. Run by hand, after `npm run build`:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/corps_scale_bench npx tsx bench/scale.ts --out full-pg15.json
//   npx tsx bench/scale.ts --compare tenth.json full.json     (the table of both sizes with the growth)
// Options: --requests N per read (default 200), --concurrency N (default 20), --only TEXT[,TEXT...]
// (the reads whose name contains one of the TEXTs; their results replace those in an existing --out file),
// --writes-per-s R (a change to the organization's data R times a second while each read is
// measured, so kept aggregates are recomputed as they would be in use: decision 112).
// TEST_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" profiles the server (written when it stops),
// as under every bench that starts one (scripts/next-process.ts; BENCH_SERVER_NODE_ARGS still works).
// The export is measured apart (one at a time, 3 runs): its time, rows, and the server's RSS rise.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { encode } from "next-auth/jwt";
import pg from "pg";
import { issueToken } from "@/lib/sign-in/tokens";
import type { Role } from "@/lib/auth/roles";
import { env } from "@/lib/env";
import { nextProcessArgs, serverNodeArgsFromEnv } from "@/scripts/next-process";
import { freePort } from "@/tests/support/test-stack";
import { percentile } from "./support/percentiles";

interface Result {
  read: string;
  p50: number;
  p99: number;
  n: number;
  failures: number;
  note?: string;
}

interface RunFile {
  label: string;
  counts: Record<string, number>;
  results: Result[];
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** RSS of a process and its descendants, in MB. */
function treeRssMb(root: number): number {
  const children = new Map<number, number[]>();
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop() as number;
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      total += m ? Number(m[1]) / 1024 : 0;
    } catch {
      // gone meanwhile
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function startApp(databaseUrl: string, secret: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, nextProcessArgs("start", ["-p", String(port), "-H", "127.0.0.1"], serverNodeArgsFromEnv()), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      NEXTAUTH_SECRET: secret,
      NEXTAUTH_URL: base,
      // The bench calls reports and exports far more often than a person may.
      RATE_LIMIT_EXPENSIVE: "0",
      RATE_LIMIT_LISTINGS: "0",
      RATE_LIMIT_FAILED_AUTH: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return { base, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error("the app did not start (run `npm run build` first)");
}

type Caller = { token: string; cookie: string };

async function callers(client: pg.Client, secret: string, where: string, limit: number): Promise<Caller[]> {
  const { rows } = await client.query<{ id: string; email: string; name: string | null; role: Role }>(
    `SELECT id, email, name, role FROM users WHERE ${where} ORDER BY email LIMIT ${limit}`,
  );
  if (rows.length === 0) throw new Error(`no user matches ${where}: seed with bench/scale-seed.ts first`);
  return Promise.all(
    rows.map(async (u) => ({
      token: await issueToken(u, secret, 1),
      cookie: `next-auth.session-token=${await encode({ token: { sub: u.id }, secret, maxAge: 3600 })}`,
    })),
  );
}

/** `requests` calls of `path(i)` by `concurrency` clients at once, after a warm-up round. */
async function measure(
  base: string,
  read: string,
  make: (i: number) => { path: string; caller: Caller; page?: boolean; method?: string; ok?: number[] },
  requests: number,
  concurrency: number,
): Promise<Result> {
  const once = async (i: number): Promise<{ ms: number; ok: boolean }> => {
    const { path, caller, page, method, ok } = make(i);
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, {
      method: method ?? "GET",
      headers: page ? { cookie: caller.cookie } : { authorization: `Bearer ${caller.token}`, ...(method === "POST" ? { "content-type": "application/json" } : {}) },
      body: method === "POST" ? "{}" : undefined,
      redirect: "manual",
    });
    await res.arrayBuffer();
    return { ms: performance.now() - t0, ok: (ok ?? [200]).includes(res.status) };
  };
  for (let i = 0; i < concurrency; i++) await once(requests + i); // warm-up: compiled routes, caches, plans
  const samples: number[] = [];
  let failures = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const r = await once(next++);
        samples.push(r.ms);
        if (!r.ok) failures++;
      }
    }),
  );
  samples.sort((a, b) => a - b);
  const result = { read, p50: Math.round(percentile(samples, 50)), p99: Math.round(percentile(samples, 99)), n: samples.length, failures };
  console.log(`${read.padEnd(48)} p50 ${String(result.p50).padStart(5)} ms  p99 ${String(result.p99).padStart(5)} ms  n=${result.n}${failures ? `  FAILURES ${failures}` : ""}`);
  return result;
}

async function measureExport(base: string, admin: Caller, from: string, to: string, pid: number): Promise<Result> {
  const samples: number[] = [];
  let rise = 0;
  let rows = 0;
  for (let run = 0; run < 3; run++) {
    const before = treeRssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 20);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/corps/reports/export?report_type=hours&format=csv&date_from=${from}&date_to=${to}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    let lines = 0;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const b of value) if (b === 10) lines++;
    }
    samples.push(performance.now() - t0);
    clearInterval(sampler);
    rise = Math.max(rise, peak - before);
    rows = lines - 1;
  }
  samples.sort((a, b) => a - b);
  const result = { read: `CSV export (${rows.toLocaleString("en-US")} rows)`, p50: Math.round(percentile(samples, 50)), p99: Math.round(samples[samples.length - 1]), n: 3, failures: 0, note: `RSS +${Math.round(rise)} MB` };
  console.log(`${result.read.padEnd(48)} p50 ${result.p50} ms  max ${result.p99} ms  server RSS rise ${Math.round(rise)} MB`);
  return result;
}

async function run() {
  const url = env().BENCH_DATABASE_URL;
  if (!url || !/bench/.test(new URL(url).pathname)) throw new Error("BENCH_DATABASE_URL must name a benchmark database (its name contains 'bench')");
  const requests = Number(arg("--requests") ?? 200);
  const concurrency = Number(arg("--concurrency") ?? 20);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts: Record<string, number> = {};
  for (const t of ["volunteer_profiles", "opportunities", "signups", "hours_entries", "notifications", "properties"]) {
    counts[t] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${t}`)).rows[0].n);
  }
  const secret = randomBytes(32).toString("base64url");
  const { base, child } = await startApp(url, secret);
  try {
    const [org] = (await client.query<{ id: string }>("SELECT id FROM organizations ORDER BY name LIMIT 1")).rows;
    const admin = (await callers(client, secret, "email = 'scale-corps_admin-1@bench.org'", 1))[0];
    const recruiter = (await callers(client, secret, "email = 'scale-recruiter-1@bench.org'", 1))[0];
    const volunteers = await callers(client, secret, `role = 'volunteer' AND org_id = '${org.id}'`, 200);
    // Volunteers for the signups, never the readers above (different ORDER BY position).
    const joiners = await callers(client, secret, `role = 'volunteer' AND email LIKE 'scale-v%3@bench.org' AND org_id = '${org.id}'`, requests + concurrency);
    const future = (
      await client.query<{ id: string }>(
        `SELECT id FROM opportunities WHERE org_id = $1 AND status = 'published' AND start_datetime > now() + interval '1 day' ORDER BY start_datetime LIMIT 400`,
        [org.id],
      )
    ).rows.map((r) => r.id);
    const [{ hours_from: hoursFrom }] = (
      await client.query<{ hours_from: string }>(
        `SELECT coalesce(min(d), current_date - 730)::text AS hours_from FROM (
           SELECT date_worked AS d, sum(count(*)) OVER (ORDER BY date_worked DESC) AS running
           FROM hours_entries WHERE org_id = $1 GROUP BY date_worked) x WHERE running <= 125000`,
        [org.id],
      )
    ).rows;
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const month = today.slice(0, 7);
    const v = (i: number) => volunteers[i % volunteers.length];
    const opp = (i: number) => future[i % future.length];

    const results: Result[] = [];
    const only = arg("--only");
    const chosen = (read: string) => !only || only.split(",").some((o) => read.includes(o));
    // A volunteer profile of the organization touched R times a second: a change its kept
    // aggregates must see (decision 112); the cost of the write itself is not measured.
    const writesPerS = Number(arg("--writes-per-s") ?? 0);
    const m = async (read: string, make: Parameters<typeof measure>[2]) => {
      if (!chosen(read)) return;
      const writer = writesPerS
        ? setInterval(() => {
            void client.query("UPDATE volunteer_profiles SET updated_at = now() WHERE id = (SELECT id FROM volunteer_profiles WHERE org_id = $1 ORDER BY id LIMIT 1)", [org.id]);
          }, 1000 / writesPerS)
        : undefined;
      try {
        results.push(await measure(base, writesPerS ? `${read} [${writesPerS} writes/s]` : read, make, requests, concurrency));
      } finally {
        clearInterval(writer);
      }
    };
    await m("opportunity search: text", (i) => ({ path: `/api/corps/opportunities?search=${["cleanup", "food bank", "tutor", "shelter"][i % 4]}`, caller: v(i) }));
    await m("opportunity search: skills", (i) => ({ path: `/api/corps/opportunities?skills_needed=${["Cooking", "Tutoring", "Carpentry"][i % 3]}`, caller: v(i) }));
    await m("opportunity search: zip + radius 25 mi", (i) => ({ path: `/api/corps/opportunities?zip_code=${["97214", "97401", "97701"][i % 3]}&radius_miles=25`, caller: v(i) }));
    await m("one opportunity", (i) => ({ path: `/api/corps/opportunities/${opp(i)}`, caller: v(i) }));
    await m("its signups (roster)", (i) => ({ path: `/api/corps/opportunities/${opp(i)}/signups`, caller: recruiter }));
    await m("a signup (POST, seats counted)", (i) => ({
      path: `/api/corps/opportunities/${opp(i * 7)}/signup`,
      caller: joiners[i % joiners.length],
      method: "POST",
      // 409: already signed up (a warm-up pair) or full with a waitlist place: answered either way.
      ok: [201, 409],
    }));
    await m("volunteer list with search", (i) => ({ path: `/api/corps/volunteers?search=${["garcia", "ana", "nguyen", "smi"][i % 4]}`, caller: recruiter }));
    await m("hours list (organization)", (i) => ({ path: `/api/corps/hours?page=${1 + (i % 5)}`, caller: recruiter }));
    await m("hours-summary (a year by week)", () => ({ path: `/api/corps/reports/hours-summary?group_by=week&date_from=${yearAgo}&date_to=${today}`, caller: admin }));
    await m("participation report (90 days)", () => ({ path: "/api/corps/reports/participation", caller: admin }));
    await m("volunteer dashboard", (i) => ({ path: "/api/corps/dashboard/volunteer", caller: v(i) }));
    await m("recruiter dashboard", () => ({ path: "/api/corps/dashboard/recruiter", caller: recruiter }));
    await m("admin dashboard", () => ({ path: "/api/corps/dashboard/admin", caller: admin }));
    await m("notifications with unread count", (i) => ({ path: "/api/corps/notifications", caller: v(i) }));
    await m("board page /opportunities (HTML)", (i) => ({ path: "/opportunities", caller: v(i), page: true }));
    await m("recruiter calendar month (HTML)", () => ({ path: `/recruiter/calendar?view=month&date=${month}-15`, caller: recruiter, page: true }));
    if (!only || only.split(",").some((o) => "CSV export".includes(o))) results.push(await measureExport(base, admin, hoursFrom, today, child.pid as number));

    const label = arg("--label") ?? `${new URL(url).pathname.slice(1)} (${counts.signups.toLocaleString("en-US")} signups)`;
    const out = arg("--out");
    if (out && only && existsSync(out)) {
      // Replace the re-measured reads in the earlier run's file, keeping its order.
      const earlier = JSON.parse(readFileSync(out, "utf8")) as RunFile;
      const readKey = (r: Result) => r.read.replace(/\(.*rows\)/, "");
      const merged = earlier.results.map((r) => results.find((n) => readKey(n) === readKey(r)) ?? r);
      writeFileSync(out, JSON.stringify({ ...earlier, results: merged } satisfies RunFile, null, 2));
    } else if (out) writeFileSync(out, JSON.stringify({ label, counts, results } satisfies RunFile, null, 2));
  } finally {
    child.kill("SIGTERM");
    await client.end();
  }
}

/** The markdown table of two runs (1/10 and full size) with the growth between them. */
function compare(smallPath: string, fullPath: string) {
  const small = JSON.parse(readFileSync(smallPath, "utf8")) as RunFile;
  const full = JSON.parse(readFileSync(fullPath, "utf8")) as RunFile;
  console.log(`| Read | 1/10: p50 | 1/10: p99 | full: p50 | full: p99 | growth of p50 |`);
  console.log(`|---|---:|---:|---:|---:|---:|`);
  for (const f of full.results) {
    const s = small.results.find((r) => r.read.replace(/\(.*rows\)/, "") === f.read.replace(/\(.*rows\)/, ""));
    const growth = s ? (f.p50 / Math.max(1, s.p50)).toFixed(2) : "";
    const note = (r: Result | undefined) => (r?.note ? ` (${r.note})` : "");
    console.log(`| ${f.read} | ${s?.p50 ?? ""} | ${s ? `${s.p99}${note(s)}` : ""} | ${f.p50} | ${f.p99}${note(f)} | ${growth}× |`);
  }
}

const cmp = process.argv.indexOf("--compare");
(cmp > 0 ? Promise.resolve(compare(process.argv[cmp + 1], process.argv[cmp + 2])) : run()).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
