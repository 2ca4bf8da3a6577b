// Benchmark of recurring series, run by hand:
//   npm run build
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/series.ts
// Starts the built app on a fresh database and prints measured latencies of creating a
// 52-occurrence weekly series (one INSERT for the occurrences) and of a volunteer's signup to
// every occurrence of such a series (52 signups through the single-opportunity rules, one
// transaction), plus reading the series and cancelling a series signup. RUNS=n changes the count.
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { startTestStack } from "@/tests/support/test-stack";
import { latencyLine } from "./support/percentiles";

const RUNS = Number(process.env.RUNS ?? 40);
const WEEKS = 52;
const DAY = 86_400_000;
const WEEKDAY = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

function report(label: string, ms: number[]) {
  console.log(latencyLine(label, ms, { width: 62 }));
}

/** A weekly body of WEEKS occurrences starting `daysAhead` days from now (the org runs in UTC). */
function weeklyBody(i: number, extra: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + (2 + (i % 5)) * DAY);
  start.setUTCHours(17, 0, 0, 0);
  return {
    title: `Bench pantry ${i}`,
    zip_code: "97214",
    status: "published",
    schedule_type: "recurring",
    auto_approve_signups: true,
    recurrence: { weekdays: [WEEKDAY[start.getUTCDay()]], until: new Date(start.getTime() + (WEEKS - 1) * 7 * DAY).toISOString().slice(0, 10) },
    start_datetime: start.toISOString(),
    end_datetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    ...extra,
  };
}

async function main() {
  const stack = await startTestStack({ extraEnv: { LOG_LEVEL: "error" } });
  const db = createDb(stack.databaseUrl, 4);
  try {
    const rec = await ensureUser(db, { email: "bench-rec@test.org", role: "recruiter", org: "Series Bench Org", name: "Rita" });
    const orgId = rec.orgId as string;
    await db.organization.update({ where: { id: orgId }, data: { timezone: "UTC" } });
    const recToken = await issueToken(rec, stack.secret, 1);
    const users = await db.user.createManyAndReturn({
      data: Array.from({ length: RUNS + 5 }, (_, i) => ({ email: `sv${i}@test.org`, name: `Vol ${i}`, role: "volunteer" as const, orgId })),
    });
    await db.volunteerProfile.createMany({ data: users.map((u, i) => ({ userId: u.id, orgId, firstName: "Vol", lastName: String(i), email: u.email })) });
    const volTokens = await Promise.all(users.map((u) => issueToken(u, stack.secret, 1)));

    const call = async (path: string, token: string, init: { method?: string; body?: unknown } = {}) => {
      const t = performance.now();
      const res = await fetch(`${stack.baseUrl}${path}`, {
        method: init.method ?? (init.body ? "POST" : "GET"),
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
      const text = await res.text();
      if (!res.ok && res.status !== 409) throw new Error(`${path}: ${res.status} ${text}`);
      return { ms: performance.now() - t, body: JSON.parse(text) as Record<string, unknown> };
    };
    console.log(`App at ${stack.baseUrl}; ${RUNS} runs of each, ${WEEKS} weekly occurrences per series`);

    // Warm-up: compile paths, prepare statements, fill caches.
    const warm = await call("/api/corps/opportunities", recToken, { body: weeklyBody(999) });
    const warmSeries = (warm.body.series as { id: string }).id;
    for (let i = 0; i < 3; i++) await call(`/api/corps/series/${warmSeries}/signup`, volTokens[RUNS + i], { body: {} });
    await call(`/api/corps/series/${warmSeries}/signup`, volTokens[RUNS], { method: "DELETE" });

    const create: number[] = [];
    const seriesIds: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await call("/api/corps/opportunities", recToken, { body: weeklyBody(i) });
      const series = r.body.series as { id: string; occurrences: unknown[] };
      if (series.occurrences.length !== WEEKS) throw new Error(`expected ${WEEKS} occurrences, got ${series.occurrences.length}`);
      seriesIds.push(series.id);
      create.push(r.ms);
    }
    report(`POST /opportunities recurring, ${WEEKS} occurrences`, create);

    // Each volunteer signs up for every date of one series: 52 confirmed signups per request.
    const target = seriesIds[0];
    const signup: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await call(`/api/corps/series/${target}/signup`, volTokens[i], { body: {} });
      const results = r.body.results as { status: string | null }[];
      if (results.length !== WEEKS || results.some((x) => x.status !== "confirmed")) throw new Error(`unexpected outcomes: ${JSON.stringify(results.slice(0, 3))}`);
      signup.push(r.ms);
    }
    report(`POST /series/{id}/signup, ${WEEKS} occurrences (all confirmed)`, signup);

    // For scale: one ordinary signup, the unit a series signup is made of (52 of them, 6 at a time).
    const single: number[] = [];
    const singles = (await db.opportunity.findMany({ where: { seriesId: seriesIds[1] }, select: { id: true } })).map((o) => o.id);
    for (let i = 0; i < RUNS; i++) single.push((await call(`/api/corps/opportunities/${singles[i % singles.length]}/signup`, volTokens[i], { body: {} })).ms);
    report("POST /opportunities/{id}/signup (one occurrence, for scale)", single);

    // Signups on different series, so each request starts from an empty roster.
    const spread: number[] = [];
    for (let i = 2; i < RUNS; i++) spread.push((await call(`/api/corps/series/${seriesIds[i]}/signup`, volTokens[RUNS + 4], { body: {} })).ms);
    report(`POST /series/{id}/signup, ${WEEKS} occurrences, fresh series each`, spread);

    const read: number[] = [];
    for (let i = 0; i < RUNS; i++) read.push((await call(`/api/corps/series/${target}`, volTokens[i])).ms);
    report(`GET /series/{id} (${WEEKS} occurrences, ${RUNS} volunteers each)`, read);

    const cancel: number[] = [];
    for (let i = 1; i < RUNS; i++) cancel.push((await call(`/api/corps/series/${target}/signup`, volTokens[i], { method: "DELETE" })).ms);
    report(`DELETE /series/{id}/signup, ${WEEKS} occurrences`, cancel);

    const patch: number[] = [];
    for (let i = 0; i < Math.min(RUNS, 10); i++) patch.push((await call(`/api/corps/series/${seriesIds[i + 1]}`, recToken, { method: "PATCH", body: { max_volunteers: 10 + i } })).ms);
    report(`PATCH /series/{id} max_volunteers, ${WEEKS} occurrences`, patch);
  } finally {
    await db.$disconnect();
    await stack.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
