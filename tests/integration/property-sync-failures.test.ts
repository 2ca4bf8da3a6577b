// The property sync when things go wrong, over real HTTP against the Cosmos DB emulator behind a
// throttle proxy: a throttled source, one run at a time and crashed runs' locks, the cron route,
// the run history, database trouble, and that the source key never leaks, not even into the
// browser bundles.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SampleListing } from "@/lib/properties/sync/sample-listings";
import { expectSourceSecretsKept, inState, runSync, SAMPLE, startSyncSuite, TEXAS, type ErrorAnswer, type Result, type Run, type SyncAnswer, type SyncSuite } from "@/tests/helpers/property-sync";
import type { PropertySyncStack } from "@/tests/support/property-sync-stack";

let s: PropertySyncStack;
let admin: SyncSuite["admin"];
let recruiter: SyncSuite["recruiter"];
const sync = (body: Record<string, unknown>, token = admin.token) => runSync(s, body, token);

beforeAll(async () => {
  ({ s, admin, recruiter } = await startSyncSuite([...SAMPLE, ...TEXAS], { SYNC_STATES: "ID" }));
}, 240_000);

afterAll(async () => {
  await s?.stop();
});

describe("a throttled source", () => {
  it("stops with 'Request rate is large' once the SDK's retries run out, keeping the page already stored", async () => {
    // The first query page goes through; every later one is answered 429.
    s.proxy.configure({ throttleAfterQueries: s.proxy.stats.queriesForwarded + 1, retryAfterMs: 1 });
    const throttledBefore = s.proxy.stats.throttled;
    const res = await sync({ state: "TX" });
    s.proxy.configure({ throttleAfterQueries: undefined });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("RATE_LIMITED");
    expect(res.body.error.message).toContain("Request rate is large");
    expect(res.body.error.details?.result).toEqual({ total: 1000, created: 1000, updated: 0, autoLinked: 0, errors: 0 });
    // The SDK retried (9 times by default) before giving up.
    expect(s.proxy.stats.throttled - throttledBefore).toBe(10);

    const stored = await s.db.property.findMany({ where: { state: "TX" } });
    expect(stored).toHaveLength(1000);
    const byId = new Map(TEXAS.map((l) => [l.id, l]));
    for (const row of stored) {
      const listing = byId.get(row.sourceListingId ?? "") as SampleListing;
      expect(row.address).toBe(listing.address);
      expect(Number(row.price)).toBe(listing.price);
      expect(row.syncStatus).toBe("synced");
    }
    const run = await s.db.syncRun.findFirstOrThrow({ orderBy: { startedAt: "desc" } });
    expect(run).toMatchObject({ status: "failed", total: 1000, created: 1000 });
    expect(run.error).toContain("Request rate is large");
    expect(run.finishedAt).not.toBeNull();

    // The lock was released: the next run finishes the state.
    const retry = await sync({ state: "TX" });
    expect(retry.body.result).toEqual({ total: 1200, created: 200, updated: 1000, autoLinked: 0, errors: 0 });
  });
});

describe("one sync at a time", () => {
  it("answers SYNC_IN_PROGRESS to a second sync while the first runs", async () => {
    // Slow the first run down: its first requests are throttled and retried after 400 ms each.
    s.proxy.configure({ throttleAll: true, maxThrottles: s.proxy.stats.throttled + 3, retryAfterMs: 400 });
    const first = sync({ state: "ID" });
    await new Promise((r) => setTimeout(r, 300));
    const second = await sync({ state: "OR", limit: 5 });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("SYNC_IN_PROGRESS");
    expect(typeof second.body.error.details?.run_id).toBe("string");
    const done = await first;
    s.proxy.configure({ throttleAll: false, maxThrottles: undefined, retryAfterMs: 1 });
    expect(done.status).toBe(200);
    expect(done.body.result.total).toBe(inState("ID").length);
    expect(await s.db.syncRun.findUnique({ where: { id: String(second.body.error.details?.run_id) } })).toMatchObject({ status: "succeeded" });
  });

  it("lets exactly one of two simultaneous syncs run", async () => {
    const answers = await Promise.all([sync({ state: "ID" }), sync({ state: "ID" })]);
    expect(answers.map((a) => a.status).toSorted()).toEqual([200, 409]);
  });

  it("is blocked by a live lock but not by the expired lock of a run that crashed", async () => {
    const crashed = await s.db.syncRun.create({ data: { params: { state: "ID" }, triggeredBy: "user:gone@sync.test" } });
    await s.db.jobLock.create({ data: { name: "property-sync", holder: crashed.id, expiresAt: new Date(Date.now() + 60_000) } });
    const blocked = await sync({ state: "ID" });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.details?.run_id).toBe(crashed.id);

    await s.db.jobLock.update({ where: { name: "property-sync" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await sync({ state: "ID" });
    expect(res.status).toBe(200);
    expect(await s.db.syncRun.findUniqueOrThrow({ where: { id: crashed.id } })).toMatchObject({ status: "failed", error: expect.stringMatching(/Interrupted/) });
    expect(await s.db.jobLock.count()).toBe(0);
  });
});

describe("the cron route", () => {
  it("answers 401 without the cron secret and syncs SYNC_STATES with it", async () => {
    expect((await s.call("/api/cron/sync-properties")).status).toBe(401);
    expect((await s.call("/api/cron/sync-properties", { headers: { authorization: "Bearer wrong-secret" } })).status).toBe(401);
    expect((await s.call("/api/cron/sync-properties", { token: admin.token })).status).toBe(401);
    expect((await s.call("/api/cron/sync-properties", { headers: { authorization: `Bearer ${s.stack.cronSecret}x` } })).status).toBe(401);
    expect((await s.call("/api/cron/sync-properties", { headers: { authorization: `Basic ${s.stack.cronSecret}` } })).status).toBe(401);
    expect(await s.db.syncRun.count({ where: { triggeredBy: "cron" } })).toBe(0);
    // Stored listing text of ID cleared by hand: the cron run stores it again after answering.
    const idMissing = async () =>
      (await s.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM properties WHERE state = 'ID' AND price > 0 AND listing_json IS NULL`)[0].n;
    await s.db.$executeRaw`UPDATE properties SET listing_json = NULL WHERE state = 'ID'`;
    expect(await idMissing()).toBeGreaterThan(0);

    const res = await s.call<{ success: boolean; runs: { state: string; result: Result }[] }>("/api/cron/sync-properties", {
      headers: { authorization: `Bearer ${s.stack.cronSecret}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, runs: [{ state: "ID", result: { total: inState("ID").length, created: 0, updated: inState("ID").length, autoLinked: 0, errors: 0 } }] });
    expect(await s.db.syncRun.findFirst({ where: { triggeredBy: "cron" } })).toMatchObject({ status: "succeeded", params: { state: "ID", city: null, limit: null } });
    await expect.poll(idMissing, { timeout: 30_000 }).toBe(0);

    // The POST endpoint takes the cron secret too.
    const post = await s.call<SyncAnswer>("/api/sync-properties", { body: { state: "TX" }, headers: { authorization: `Bearer ${s.stack.cronSecret}` } });
    expect(post.status).toBe(200);
    expect(post.body.result.total).toBe(TEXAS.length);
    expect(await s.db.syncRun.count({ where: { triggeredBy: "cron" } })).toBe(2);

    // The auth scheme is case-insensitive (RFC 9110), for the secret as for user tokens.
    const lower = await s.call("/api/cron/sync-properties", { headers: { authorization: `bearer ${s.stack.cronSecret}` } });
    expect(lower.status).toBe(200);
    expect(await s.db.syncRun.count({ where: { triggeredBy: "cron" } })).toBe(3);
  });
});

describe("status and history", () => {
  it("lists runs newest first with their counts and errors, page by page", async () => {
    const all = await s.db.syncRun.findMany({ orderBy: [{ startedAt: "desc" }, { id: "desc" }] });
    const page1 = await s.call<{ runs: Run[]; total: number; page: number; limit: number }>("/api/sync-properties/runs?limit=3", { token: recruiter.token });
    const page2 = await s.call<{ runs: Run[]; total: number; page: number; limit: number }>("/api/sync-properties/runs?limit=3&page=2", { token: recruiter.token });
    expect(page1.body).toMatchObject({ total: all.length, page: 1, limit: 3 });
    expect([...page1.body.runs, ...page2.body.runs].map((r) => r.id)).toEqual(all.slice(0, 6).map((r) => r.id));
    const failed = all.find((r) => r.status === "failed" && r.error?.includes("Request rate is large"));
    const one = await s.call<Run>(`/api/sync-properties/runs/${failed?.id}`, { token: recruiter.token });
    expect(one.body).toMatchObject({ status: "failed", params: { state: "TX" }, result: { total: 1000, created: 1000 } });
    expect(one.body.error).toContain("Request rate is large");
  });
});

describe("database trouble", () => {
  // This stack has a database of its own, so breaking it for a moment disturbs no other test.
  function expectGeneric500(res: { status: number; text: string; body: ErrorAnswer }, internals: string[]) {
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe("INTERNAL_ERROR");
    expect(res.body.error.message).toMatch(/^Something went wrong\. Reference: \S+$/);
    for (const word of ["SELECT", "relation", "column", "prisma", "    at ", ...internals]) expect(res.text, word).not.toContain(word);
  }

  it("answers the rental listings with a 500 envelope that reveals nothing", async () => {
    // A column every batch read uses (the fingerprint of the stored listing text).
    await s.db.$executeRawUnsafe(`ALTER TABLE properties RENAME COLUMN listing_json_shape TO listing_json_shape_gone`);
    try {
      const res = await s.call<ErrorAnswer>("/api/rental-listings", { token: recruiter.token });
      expectGeneric500(res, ["listing_json", "properties"]);
    } finally {
      await s.db.$executeRawUnsafe(`ALTER TABLE properties RENAME COLUMN listing_json_shape_gone TO listing_json_shape`);
    }
    expect((await s.call("/api/rental-listings", { token: recruiter.token })).status).toBe(200);
  });

  it("answers a failed sync with a 500 envelope and frees the lock for the next run", async () => {
    await s.db.$executeRawUnsafe(`ALTER TABLE sync_runs RENAME TO sync_runs_gone`);
    try {
      const res = await s.call<ErrorAnswer>("/api/sync-properties", { token: admin.token, body: { state: "TX" } });
      expectGeneric500(res, ["sync_runs", "job_locks"]);
    } finally {
      await s.db.$executeRawUnsafe(`ALTER TABLE sync_runs_gone RENAME TO sync_runs`);
    }
    const next = await sync({ state: "TX" });
    expect(next.status).toBe(200);
    expect(next.body.result.total).toBe(TEXAS.length);
  });
});

describe("the source key", () => {
  it("never appears in an answer, a log line, or the browser bundles", () => {
    expectSourceSecretsKept(s, { minAnswers: 20, bundles: true });
  });
});
