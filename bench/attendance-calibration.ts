// Calibration of the reliability model (issue 28): replays an organization's past shifts in
// time order, scores every confirmed party with what was known at the shift's start
// (reliabilityOf(..., asOf)), and compares the scores with what happened (checked in = 1,
// no-show = 0). Prints the Brier score (against a constant-prior and a base-rate baseline), a
// calibration table by score band, and the time of the grouped scoring query. Run by hand:
//
//   npx tsx bench/attendance-calibration.ts seed      synthetic history in database corps_bench_attendance on BENCH_PG
//   npx tsx bench/attendance-calibration.ts run [org name]   replay (default: the seeded org)
//
// BENCH_PG defaults to postgres://postgres@127.0.0.1:5432/postgres. To replay a real
// organization, point BENCH_DB_URL at its database and name the organization.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { reliabilityOf } from "@/lib/corps/attendance/reliability";
import { PRIOR } from "@/lib/corps/attendance/reliability-model";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/scripts/db/migrate";
import { percentile } from "./support/percentiles";

const SERVER = process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = "corps_bench_attendance";
const DB_URL = process.env.BENCH_DB_URL ?? SERVER.replace(/\/[^/]*$/, `/${NAME}`);
const ORG = "Calibration Org";
const VOLUNTEERS = 300;
const SHIFTS = 420;
const PARTIES_PER_SHIFT = 8;
const DAYS = 520;
const DAY = 86_400_000;

/** A small deterministic generator, so every run seeds the same history. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(): Promise<void> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  await migrate(DB_URL);
  const db = createDb(DB_URL, 2);
  const rnd = rng(28);
  const org = await db.organization.create({ data: { name: ORG } });
  // Latent show-up rates: most volunteers reliable, some middling, a few flaky; a fifth of them
  // change halfway (new job, moved away), which the recency weighting is meant to follow.
  const people = [];
  for (let i = 0; i < VOLUNTEERS; i++) {
    const u = rnd();
    const base = u < 0.7 ? 0.88 + rnd() * 0.11 : u < 0.9 ? 0.65 + rnd() * 0.2 : 0.3 + rnd() * 0.3;
    const later = rnd() < 0.2 ? Math.max(0.2, Math.min(0.99, base + (rnd() < 0.5 ? -0.35 : 0.25))) : base;
    const user = await db.user.create({ data: { email: `cal-${i}@bench.org`, name: `Cal ${i}`, role: "volunteer", orgId: org.id } });
    const profile = await db.volunteerProfile.create({ data: { userId: user.id, orgId: org.id, firstName: "Cal", lastName: String(i), email: user.email } });
    people.push({ id: profile.id, base, later });
  }
  const now = Date.now();
  const rows = [];
  for (let k = 0; k < SHIFTS; k++) {
    const start = new Date(now - DAYS * DAY + Math.floor(((k + rnd()) / SHIFTS) * (DAYS - 2) * DAY));
    const opp = await db.opportunity.create({
      data: { orgId: org.id, title: `Shift ${k}`, startDatetime: start, endDatetime: new Date(start.getTime() + 3 * 3_600_000), status: "completed", maxVolunteers: 20 },
    });
    const chosen = new Set<number>();
    while (chosen.size < PARTIES_PER_SHIFT) chosen.add(Math.floor(rnd() * VOLUNTEERS));
    for (const i of chosen) {
      const p = people[i];
      const rate = start.getTime() < now - (DAYS / 2) * DAY ? p.base : p.later;
      const size = rnd() < 0.8 ? 1 : 2 + Math.floor(rnd() * 2);
      const r = rnd();
      const lateCancel = r < (1 - rate) * 0.25;
      const came = !lateCancel && rnd() < rate / (1 - (1 - rate) * 0.25);
      rows.push({
        opportunityId: opp.id,
        volunteerId: p.id,
        partySize: size,
        guests: Array.from({ length: size - 1 }, (_, g) => ({ name: `Guest ${g + 1}` })),
        status: lateCancel ? ("cancelled" as const) : came ? ("completed" as const) : ("no_show" as const),
        signedUpAt: new Date(start.getTime() - 7 * DAY),
        confirmedAt: new Date(start.getTime() - 7 * DAY),
        checkInAt: came ? start : null,
        checkOutAt: came ? new Date(start.getTime() + 3 * 3_600_000) : null,
        cancelledAt: lateCancel ? new Date(start.getTime() - 6 * 3_600_000) : null,
      });
    }
  }
  await db.signup.createMany({ data: rows });
  console.log(`seeded ${VOLUNTEERS} volunteers, ${SHIFTS} shifts over ${DAYS} days, ${rows.length} signups in ${NAME}`);
  await db.$disconnect();
}

interface Outcome {
  p: number;
  y: number;
}

async function run(orgName: string): Promise<void> {
  const db = createDb(DB_URL, 2);
  const org = await db.organization.findUniqueOrThrow({ where: { name: orgName } });
  const shifts = await db.opportunity.findMany({
    where: { orgId: org.id, startDatetime: { lt: new Date() }, status: "completed" },
    orderBy: { startDatetime: "asc" },
    select: { id: true, startDatetime: true },
  });
  const outcomes: Outcome[] = [];
  const timings: number[] = [];
  let parties = 0;
  for (const shift of shifts) {
    const signups = await db.signup.findMany({
      where: { opportunityId: shift.id, OR: [{ checkInAt: { not: null } }, { status: "no_show" }] },
      select: { volunteerId: true, checkInAt: true },
    });
    if (signups.length === 0) continue;
    const t0 = performance.now();
    const scores = await reliabilityOf(db, signups.map((s) => s.volunteerId), shift.startDatetime);
    timings.push(performance.now() - t0);
    parties += signups.length;
    for (const s of signups) outcomes.push({ p: scores.get(s.volunteerId)?.score ?? PRIOR, y: s.checkInAt ? 1 : 0 });
  }
  const brier = (f: (o: Outcome) => number) => outcomes.reduce((n, o) => n + (f(o) - o.y) ** 2, 0) / outcomes.length;
  const baseRate = outcomes.reduce((n, o) => n + o.y, 0) / outcomes.length;
  console.log(`organization: ${orgName}; ${shifts.length} past shifts, ${parties} parties with an outcome; base rate (attended) ${baseRate.toFixed(3)}`);
  console.log(`Brier score: model ${brier((o) => o.p).toFixed(4)}, constant prior ${PRIOR.toFixed(2)} ${brier(() => PRIOR).toFixed(4)}, base rate ${brier(() => baseRate).toFixed(4)} (hindsight)`);
  const bands = [0, 0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0001];
  console.log("\n| score band | parties | mean score | attended |");
  console.log("|---|---:|---:|---:|");
  for (let b = 0; b < bands.length - 1; b++) {
    const inBand = outcomes.filter((o) => o.p >= bands[b] && o.p < bands[b + 1]);
    if (inBand.length === 0) continue;
    const mean = inBand.reduce((n, o) => n + o.p, 0) / inBand.length;
    const rate = inBand.reduce((n, o) => n + o.y, 0) / inBand.length;
    console.log(`| ${bands[b].toFixed(2)}–${Math.min(1, bands[b + 1]).toFixed(2)} | ${inBand.length} | ${mean.toFixed(3)} | ${rate.toFixed(3)} |`);
  }
  timings.sort((a, b) => a - b);
  console.log(`\ngrouped scoring query (${PARTIES_PER_SHIFT}-ish volunteers per shift): median ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms over ${timings.length} shifts`);
  const all = await db.volunteerProfile.findMany({ where: { orgId: org.id }, select: { id: true } });
  const t1 = performance.now();
  await reliabilityOf(db, all.map((v) => v.id));
  console.log(`every volunteer of the organization at once (${all.length}): ${(performance.now() - t1).toFixed(1)} ms`);
  await db.$disconnect();
}

const [cmd, org] = process.argv.slice(2);
if (cmd === "seed") await seed();
else if (cmd === "run") await run(org ?? ORG);
else {
  console.error("usage: npx tsx bench/attendance-calibration.ts seed | run [organization name]");
  process.exit(1);
}
