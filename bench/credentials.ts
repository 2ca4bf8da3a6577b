// Benchmark of verifiable credentials: issuing (the service as POST /api/corps/credentials runs
// it: hours total in SQL, a status list index, both proofs, the row and its event) and verifying
// (as POST /api/credentials/verify runs it), with keys and contexts warm. Run by hand, never in tests:
//   npx tsx bench/credentials.ts            (creates database corps_credentials_bench on BENCH_PG)
// BENCH_PG defaults to postgres://postgres@127.0.0.1:5432/postgres; ROUNDS to 300.
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";

const SERVER = process.env.BENCH_PG ?? "postgres://postgres@127.0.0.1:5432/postgres";
const NAME = "corps_credentials_bench";
const URL_ = SERVER.replace(/\/[^/]*$/, `/${NAME}`);
const ROUNDS = Number(process.env.ROUNDS ?? 300);
const WARMUP = 20;

// Settings are read once (lib/env.ts): set them before any app module is imported.
process.env.CREDENTIALS_SECRET ??= "bench-credentials-secret-0123456789";
process.env.APP_URL ??= "http://localhost:3000";
process.env.LOG_LEVEL ??= "warn";

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { n: s.length, p50: at(0.5), p95: at(0.95), max: s[s.length - 1], mean, perSecond: 1000 / mean };
}

async function time(rounds: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

function row(label: string, samples: number[]) {
  const r = stats(samples);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(`| ${label.padEnd(44)} | ${String(r.n).padStart(4)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.max)} | ${r.perSecond.toFixed(0).padStart(6)} |`);
}

async function main() {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();

  const { migrate } = await import("@/scripts/db/migrate");
  const { createDb } = await import("@/lib/db/client");
  const { seedCatalogue } = await import("@/prisma/seed");
  const { ensureUser } = await import("@/lib/sign-in/ensure-user");
  const { issueCredential } = await import("@/lib/corps/credentials/credentials");
  const { verifyCredential } = await import("@/lib/corps/credentials/verify-credential");
  const { currentSigningKey } = await import("@/lib/corps/credentials/issuer-keys");
  const { signJsonWith, signJwtWith } = await import("@/lib/corps/credentials/sign-credential");

  await migrate(URL_);
  const db = createDb(URL_, 4);
  await seedCatalogue(db);
  const user = await ensureUser(db, { email: "vol@bench.org", role: "volunteer", org: "Bench Org", name: "Bench Volunteer" });
  const orgId = user.orgId as string;
  const volunteer = await db.volunteerProfile.create({ data: { userId: user.id, orgId, firstName: "Bench", lastName: "Volunteer", email: user.email } });
  // A year of hours (a third pending or rejected), so the total is a real aggregate.
  await db.$executeRaw`
    INSERT INTO hours_entries (volunteer_id, org_id, hours_worked, date_worked, status)
    SELECT ${volunteer.id}::uuid, ${orgId}::uuid, 1 + (g % 8) * 0.25, current_date - g,
           (ARRAY['approved','auto_approved','pending','approved','rejected','approved']::"HoursStatus"[])[1 + g % 6]
      FROM generate_series(1, 365) g`;
  const caller = { id: user.id, email: user.email, name: user.name, role: user.role, orgId, volunteerId: volunteer.id };
  const ctx = { caller, db };
  const today = new Date().toISOString().slice(0, 10);
  const from = (i: number) => new Date(Date.now() - (30 + (i % 300)) * 86_400_000).toISOString().slice(0, 10);
  const issue = (i: number) => issueCredential(ctx, { kind: "hours", volunteer_id: volunteer.id, date_from: from(i), date_to: today });

  // Warm: the key opened, the contexts parsed, the JIT and the pool ready.
  const warm: Record<string, unknown>[] = [];
  for (let i = 0; i < WARMUP; i++) warm.push((await issue(i)).credential);
  const issued: Record<string, unknown>[] = [];
  const issueTimes = await time(ROUNDS, async (i) => issued.push((await issue(i)).credential));
  const jwts = await db.verifiableCredential.findMany({ select: { jwt: true }, take: ROUNDS });
  for (let i = 0; i < WARMUP; i++) await verifyCredential(db, { credential: warm[i] });
  const verifyJsonTimes = await time(ROUNDS, (i) => verifyCredential(db, { credential: issued[i] }));
  const verifyJwtTimes = await time(ROUNDS, (i) => verifyCredential(db, { jwt: jwts[i % jwts.length].jwt }));
  const key = await currentSigningKey(db, orgId);
  const unsigned = Object.fromEntries(Object.entries(issued[0]).filter(([k]) => k !== "proof"));
  const signJsonTimes = await time(ROUNDS, () => signJsonWith(key, unsigned));
  const signJwtTimes = await time(ROUNDS, () => signJwtWith(key, unsigned));

  const allVerified = (await Promise.all(issued.slice(0, 20).map((c) => verifyCredential(db, { credential: c })))).every((r) => r.verified);
  console.log(`\nCredentials bench: ${ROUNDS} rounds after ${WARMUP} warm-up, PostgreSQL at ${new URL(SERVER).host}`);
  console.log(`Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? "cpu"}, load ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}, Node ${process.version}`);
  console.log(`Sample of issued credentials verifies: ${allVerified}\n`);
  console.log("| operation                                    |    n |  p50 ms |  p95 ms |  max ms |  ops/s |");
  console.log("|----------------------------------------------|------|---------|---------|---------|--------|");
  row("issue hours credential (service, both forms)", issueTimes);
  row("verify JSON form (eddsa-rdfc-2022 + status)", verifyJsonTimes);
  row("verify JWT form (EdDSA + status)", verifyJwtTimes);
  row("sign JSON form only (Data Integrity proof)", signJsonTimes);
  row("sign JWT form only (compact JWS)", signJwtTimes);
  const p50Issue = stats(issueTimes).p50;
  const p50Verify = Math.max(stats(verifyJsonTimes).p50, stats(verifyJwtTimes).p50);
  console.log(`\nTargets: issue p50 < 50 ms: ${p50Issue < 50 ? "met" : "MISSED"} (${p50Issue.toFixed(1)} ms); verify p50 < 30 ms: ${p50Verify < 30 ? "met" : "MISSED"} (${p50Verify.toFixed(1)} ms)`);
  await db.$disconnect();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
