// Read replicas against a real streaming replica (scripts/test-replica.sh; .ci/run makes one):
// which reads reach the replica, reading one's own write back from the primary, falling back to
// the primary when the replica lags too far or stops, and /api/health meanwhile.
// Without a replica configured this suite is skipped with the reason (in CI it must run, in one
// lane of npm test).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb, type Db } from "@/lib/db/client";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "@/scripts/db/database-admin";
import { migrate } from "@/scripts/db/migrate";
import { startAppServer, type AppServer } from "../support/app-server";
import { replicaMissingReason, testReplica, type TestReplica } from "../support/test-replica";

// npm test's lanes (scripts/test-suites.ts) give the replica to one lane; the other is told whose it is.
const otherLane = process.env.TEST_REPLICA_IN_OTHER_LANE;
const missing = otherLane ? `the replica belongs to the ${otherLane} lane of npm test` : replicaMissingReason();
if (missing && process.env.CI && !otherLane) throw new Error(`read-replica tests must run in CI: ${missing}`);
if (missing) console.warn(`read-replicas.test.ts skipped: ${missing}`);

type Health = { status: string; database: { primary: { ok: boolean; latency_ms: number | null }; replicas: { ok: boolean; lag_s: number | null }[] }; version: string };
type Dashboard = { upcoming_shifts: { opportunity_id: string; status: string }[] };

const MAX_LAG_S = 2;
/** Part of one of the participation report's statements (pg_stat_activity keeps the first 1 kB of each). */
const REPORT_SQL = "AS attendees";

describe.skipIf(missing !== null)("read replicas", () => {
  let replica: TestReplica;
  let name: string;
  let primaryDb: Db;
  let replicaSql: pg.Client;
  let app: AppServer & { logs(): string };
  let base: string;
  const tokens: Record<"admin" | "writer" | "reader", string> = { admin: "", writer: "", reader: "" };
  let opportunityId: string;
  let readerVolunteerId: string;
  let orgId: string;

  async function call<T>(path: string, token?: string, init: RequestInit = {}): Promise<{ status: number; body: T; text: string }> {
    const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.body ? { "content-type": "application/json" } : {}) };
    const res = await fetch(`${base}${path}`, { ...init, headers });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, text };
  }

  /** The last statement of each idle or active connection of the app's replica pool, on the replica. */
  async function replicaStatements(): Promise<string[]> {
    const { rows } = await replicaSql.query<{ query: string }>(
      "SELECT query FROM pg_stat_activity WHERE datname = $1 AND application_name = 'corps-replica-1'",
      [name],
    );
    return rows.map((r) => r.query);
  }

  async function primaryStatements(): Promise<string[]> {
    return (await primaryDb.$queryRaw<{ query: string }[]>`SELECT query FROM pg_stat_activity WHERE datname = ${name} AND application_name = 'corps'`).map((r) => r.query);
  }

  async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${app?.logs().slice(-3000) ?? ""}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  async function health(): Promise<{ status: number; body: Health }> {
    return call<Health>("/api/health");
  }

  /** Whether the replica has replayed everything the primary wrote so far. */
  async function replicaCaughtUp(): Promise<boolean> {
    const [{ lsn }] = await primaryDb.$queryRaw<{ lsn: string }[]>`SELECT pg_current_wal_lsn()::text AS lsn`;
    const { rows } = await replicaSql.query<{ done: boolean }>("SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done", [lsn]);
    return rows[0].done;
  }

  beforeAll(async () => {
    replica = testReplica();
    name = `corps_test_${process.pid}_replica_${randomBytes(3).toString("hex")}`;
    await createDatabaseIfMissing(replica.primaryUrl, name);
    const primaryUrl = databaseUrl(replica.primaryUrl, name);
    await migrate(primaryUrl);
    primaryDb = createDb(primaryUrl, 2);

    // Arranged directly in the database: none of these users has written through the app.
    const org = `Replica Org ${randomBytes(3).toString("hex")}`;
    const admin = await ensureUser(primaryDb, { email: `admin-${name}@test.org`, role: "corps_admin", org, name: "Ada Admin" });
    const writer = await ensureUser(primaryDb, { email: `writer-${name}@test.org`, role: "volunteer", org, name: "Wes Writer" });
    const reader = await ensureUser(primaryDb, { email: `reader-${name}@test.org`, role: "volunteer", org, name: "Rae Reader" });
    for (const u of [writer, reader]) {
      await primaryDb.volunteerProfile.create({ data: { userId: u.id, orgId: u.orgId as string, firstName: u.name?.split(" ")[0] ?? "V", lastName: "Test", email: u.email } });
    }
    readerVolunteerId = (await primaryDb.volunteerProfile.findUniqueOrThrow({ where: { userId: reader.id } })).id;
    const start = new Date(Date.now() + 7 * 86_400_000);
    const opportunity = await primaryDb.opportunity.create({
      data: { orgId: admin.orgId as string, title: "Replica test shift", status: "published", startDatetime: start, endDatetime: new Date(start.getTime() + 3 * 3_600_000), autoApproveSignups: true },
    });
    opportunityId = opportunity.id;
    orgId = admin.orgId as string;

    const secret = randomBytes(32).toString("base64url");
    tokens.admin = await issueToken(admin, secret, 1);
    tokens.writer = await issueToken(writer, secret, 1);
    tokens.reader = await issueToken(reader, secret, 1);

    replicaSql = new pg.Client({ connectionString: databaseUrl(replica.url, "postgres") });
    await replicaSql.connect();
    await waitFor("the database on the replica", replicaCaughtUp);

    app = await startAppServer({
      DATABASE_URL: primaryUrl,
      DATABASE_REPLICA_URLS: databaseUrl(replica.url, name),
      DATABASE_REPLICA_MAX_LAG_S: String(MAX_LAG_S),
      NEXTAUTH_SECRET: secret,
      LOG_LEVEL: "warn",
    });
    base = app.baseUrl;
  }, 180_000);

  afterAll(async () => {
    // Leave the replica as the next run expects it: running and replaying.
    await replica?.start().catch(() => undefined);
    await replicaSql?.query("SELECT pg_wal_replay_resume()").catch(() => undefined);
    await replicaSql?.end().catch(() => undefined);
    await app?.stop();
    await primaryDb?.$disconnect();
    if (name) await dropDatabase(replica.primaryUrl, name).catch(() => undefined);
  });

  it("reports the replica in /api/health, caught up", async () => {
    await waitFor("a healthy replica", async () => (await health()).body.database.replicas[0]?.ok === true);
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe("ok");
    expect(body.database.primary.ok).toBe(true);
    expect(body.database.replicas).toHaveLength(1);
    expect(body.database.replicas[0].lag_s).toBeGreaterThanOrEqual(0);
    expect(body.database.replicas[0].lag_s).toBeLessThanOrEqual(MAX_LAG_S);
  });

  it("runs the participation report on the replica, not on the primary", async () => {
    const res = await call<{ active_volunteers: number }>("/api/corps/reports/participation", tokens.admin);
    expect(res.status, res.text).toBe(200);
    // Its statements are the last ones of the replica pool's connections (idle for 10 s).
    expect((await replicaStatements()).some((q) => q.includes(REPORT_SQL))).toBe(true);
    expect((await primaryStatements()).some((q) => q.includes(REPORT_SQL))).toBe(false);
  });

  it("keeps the report computed on the replica until the organization's data changes (decision 112)", async () => {
    const before = await call<{ active_volunteers: number }>("/api/corps/reports/participation", tokens.admin);
    expect(before.status, before.text).toBe(200);
    // Approved hours written behind the app's back: the kept report, computed in a snapshot the
    // replica took, must give way to one that counts them.
    await primaryDb.hoursEntry.create({
      data: { volunteerId: readerVolunteerId, orgId, hoursWorked: 2, dateWorked: new Date(new Date().toISOString().slice(0, 10)), status: "approved" },
    });
    await waitFor("the replica to catch up", replicaCaughtUp);
    const after = await call<{ active_volunteers: number }>("/api/corps/reports/participation", tokens.admin);
    expect(after.body.active_volunteers).toBe(before.body.active_volunteers + 1);
  });

  it("reads a caller's own signup back from the primary while the replica has not replayed it", async () => {
    // Replay stops: from now on the replica misses every write.
    await replicaSql.query("SELECT pg_wal_replay_pause()");
    try {
      const signup = await call<{ id: string; status: string }>(`/api/corps/opportunities/${opportunityId}/signup`, tokens.writer, { method: "POST", body: "{}" });
      expect(signup.status, signup.text).toBe(201);
      // The replica does not have it (so a read there would miss it)...
      const onReplica = await new pg.Client({ connectionString: databaseUrl(replica.url, name) });
      await onReplica.connect();
      const { rowCount } = await onReplica.query("SELECT 1 FROM signups WHERE id = $1", [signup.body.id]);
      await onReplica.end();
      expect(rowCount).toBe(0);
      // ...yet the writer sees it at once, on the opportunity and on their dashboard (a replica read).
      const opportunity = await call<{ user_signup_status: string | null }>(`/api/corps/opportunities/${opportunityId}`, tokens.writer);
      expect(opportunity.body.user_signup_status).toBe("confirmed");
      const dashboard = await call<Dashboard>("/api/corps/dashboard/volunteer", tokens.writer);
      expect(dashboard.status, dashboard.text).toBe(200);
      expect(dashboard.body.upcoming_shifts.map((s) => s.opportunity_id)).toContain(opportunityId);
    } finally {
      await replicaSql.query("SELECT pg_wal_replay_resume()");
    }
  });

  it("sends heavy reads to the primary while the replica lags more than DATABASE_REPLICA_MAX_LAG_S", async () => {
    await waitFor("the replica to catch up", replicaCaughtUp);
    await replicaSql.query("SELECT pg_wal_replay_pause()");
    try {
      // Written behind the app's back: the reader never wrote through it, so only the lag decides.
      await primaryDb.signup.create({ data: { opportunityId, volunteerId: readerVolunteerId, status: "confirmed" } });
      await waitFor("the lag to pass the limit", async () => {
        const h = await health();
        return h.status === 200 && h.body.status === "degraded" && (h.body.database.replicas[0].lag_s ?? 0) > MAX_LAG_S;
      });
      const dashboard = await call<Dashboard>("/api/corps/dashboard/volunteer", tokens.reader);
      expect(dashboard.status, dashboard.text).toBe(200);
      expect(dashboard.body.upcoming_shifts.map((s) => s.opportunity_id)).toContain(opportunityId);
      expect(app.logs()).toMatch(/replica lags too far behind/);
    } finally {
      await replicaSql.query("SELECT pg_wal_replay_resume()");
    }
    await waitFor("the replica to serve again", async () => (await health()).body.status === "ok");
  });

  it("answers from the primary, without an error, while the replica is stopped, and uses it again once it is back", async () => {
    await replicaSql.end();
    await replica.stop();
    try {
      for (const path of ["/api/corps/reports/participation", "/api/corps/dashboard/admin", "/api/corps/reports/hours-summary?group_by=month"]) {
        const res = await call(path, tokens.admin);
        expect(res.status, `${path}: ${res.text}`).toBe(200);
      }
      const h = await health();
      expect(h.status).toBe(200);
      expect(h.body.status).toBe("degraded");
      expect(h.body.database.replicas).toEqual([{ ok: false, lag_s: null }]);
      expect(app.logs()).toMatch(/"level":"warn".*replica/);
      // Nothing about where the replica lives leaks.
      expect(JSON.stringify(h.body)).not.toMatch(/5433|127\.0\.0\.1|postgres/);
    } finally {
      await replica.start();
    }
    replicaSql = new pg.Client({ connectionString: databaseUrl(replica.url, "postgres") });
    await replicaSql.connect();
    await waitFor("the replica to serve again", async () => (await health()).body.status === "ok");
    // A change to the organization's data, so the report computed on the primary meanwhile is
    // not served again from what this instance kept (decision 112).
    await primaryDb.volunteerProfile.update({ where: { id: readerVolunteerId }, data: { bio: "Back on the replica" } });
    await waitFor("the replica to catch up", replicaCaughtUp);
    const res = await call("/api/corps/reports/participation", tokens.admin);
    expect(res.status).toBe(200);
    expect((await replicaStatements()).some((q) => q.includes(REPORT_SQL))).toBe(true);
  });
});
