// Page speed of the signed-in web app (issue 9), run by hand after `npm run build`:
//   npx tsx bench/page-speed.ts            (embedded database; TEST_DATABASE_URL=... for PostgreSQL)
// 1. First-load JS per page from the build's manifests: the root chunks every page loads plus the
//    chunks of the page's own entries (layouts, page, error and not-found boundaries), gzip -9.
// 2. Server render time of each dashboard on `next start` over the seeded demo data: TTFB (first
//    byte of the body) and the whole response, signed in with a session cookie of the demo user.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { startTestStack } from "../tests/support/test-stack";
import { percentile } from "./support/percentiles";

const NEXT_DIR = path.join(process.cwd(), ".next");

interface RscManifest {
  entryJSFiles: Record<string, string[]>;
}

function manifests(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) manifests(full, out);
    else if (name === "page_client-reference-manifest.js") out.push(full);
  }
  return out;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let n = gzipCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(path.join(NEXT_DIR, file)), { level: 9 }).length;
    gzipCache.set(file, n);
  }
  return n;
}

function firstLoadJs(): { page: string; kb: number }[] {
  const build = JSON.parse(readFileSync(path.join(NEXT_DIR, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const g = globalThis as unknown as { __RSC_MANIFEST?: Record<string, RscManifest>; self?: unknown };
  g.self = g;
  const rows: { page: string; kb: number }[] = [];
  for (const file of manifests(path.join(NEXT_DIR, "server", "app"))) {
    g.__RSC_MANIFEST = {};
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
    new Function(readFileSync(file, "utf8"))();
    for (const [route, m] of Object.entries(g.__RSC_MANIFEST)) {
      const files = new Set<string>(build.rootMainFiles);
      for (const list of Object.values(m.entryJSFiles)) for (const f of list) files.add(f);
      const bytes = [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
      const page = route.replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "") || "/";
      rows.push({ page, kb: bytes / 1024 });
    }
  }
  return rows.sort((a, b) => b.kb - a.kb);
}

async function timePage(base: string, pagePath: string, cookie: string, n: number) {
  const ttfb: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < n + 3; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${pagePath}`, { headers: { cookie }, redirect: "manual" });
    if (res.status !== 200) throw new Error(`${pagePath}: HTTP ${res.status}`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    const t1 = performance.now();
    if (!first.done) while (!(await reader.read()).done);
    const t2 = performance.now();
    if (i >= 3) {
      ttfb.push(t1 - t0);
      total.push(t2 - t0);
    }
  }
  ttfb.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  console.log(
    `${pagePath.padEnd(12)} TTFB p50 ${percentile(ttfb, 50).toFixed(1)} ms  p95 ${percentile(ttfb, 95).toFixed(1)} ms   whole page p50 ${percentile(total, 50).toFixed(1)} ms  p95 ${percentile(total, 95).toFixed(1)} ms  (n=${n})`,
  );
}

async function main() {
  console.log("First-load JS per page (gzip -9), largest first:");
  for (const r of firstLoadJs()) console.log(`  ${r.kb.toFixed(1).padStart(7)} kB  ${r.page}`);

  const stack = await startTestStack();
  try {
    const db = createDb(stack.databaseUrl, 1);
    const cases: [string, string][] = [
      ["/volunteer", "volunteer@demo.org"],
      ["/recruiter", "recruiter@demo.org"],
      ["/admin", "corps.admin@demo.org"],
    ];
    console.log(`\nDashboards on next start (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "embedded database"}, seeded demo data):`);
    for (const [pagePath, email] of cases) {
      const user = await db.user.findUniqueOrThrow({ where: { email } });
      const token = await issueToken(user, stack.secret, 1);
      await timePage(stack.baseUrl, pagePath, `next-auth.session-token=${token}`, Number(process.env.N ?? 50));
    }
    await db.$disconnect();
  } finally {
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
