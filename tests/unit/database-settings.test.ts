// The database settings of lib/env.ts, the replica pool's idea of "unavailable", and the
// read-your-writes window (docs/decisions/101-read-your-writes.md).
import { afterEach, describe, expect, it } from "vitest";
import { databasePoolSettings, env, replicaUrls, resetEnvCache } from "@/lib/env";
import { noteWrite, readYourWritesWindowMs, wroteRecently } from "@/lib/replicas/recent-writes";
import { isUnavailableError } from "@/lib/db/replica-pool";

const saved = { ...process.env };

function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetEnvCache();
}

afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe("pool settings", () => {
  it("default to 10 connections and 10 s idle on a Node host", () => {
    withEnv({ VERCEL: undefined, DATABASE_POOL_MAX: undefined, DATABASE_POOL_IDLE_MS: undefined });
    expect(databasePoolSettings()).toEqual({ max: 10, idleMs: 10_000 });
  });

  it("default to 1 connection and 5 s idle on Vercel, unless set", () => {
    withEnv({ VERCEL: "1", DATABASE_POOL_MAX: undefined, DATABASE_POOL_IDLE_MS: undefined });
    expect(databasePoolSettings()).toEqual({ max: 1, idleMs: 5_000 });
    withEnv({ VERCEL: "1", DATABASE_POOL_MAX: "4", DATABASE_POOL_IDLE_MS: "2000" });
    expect(databasePoolSettings()).toEqual({ max: 4, idleMs: 2_000 });
  });

  it("refuse sizes that are not positive integers, naming the variable", () => {
    for (const bad of ["0", "-1", "2.5", "ten"]) {
      withEnv({ DATABASE_POOL_MAX: bad });
      expect(() => env()).toThrow(/DATABASE_POOL_MAX/);
    }
  });
});

describe("DATABASE_REPLICA_URLS", () => {
  it("is a comma list; blanks are ignored", () => {
    withEnv({ DATABASE_REPLICA_URLS: " postgres://r1/db , postgresql://u:p@r2:6543/db,," });
    expect(replicaUrls()).toEqual(["postgres://r1/db", "postgresql://u:p@r2:6543/db"]);
    withEnv({ DATABASE_REPLICA_URLS: undefined });
    expect(replicaUrls()).toEqual([]);
  });

  it("refuses an entry that is not a PostgreSQL URL", () => {
    withEnv({ DATABASE_REPLICA_URLS: "postgres://r1/db,mysql://r2/db" });
    expect(() => env()).toThrow(/DATABASE_REPLICA_URLS/);
  });

  it("has a maximum lag of 10 s unless set", () => {
    withEnv({ DATABASE_REPLICA_MAX_LAG_S: undefined });
    expect(env().DATABASE_REPLICA_MAX_LAG_S).toBe(10);
    withEnv({ DATABASE_REPLICA_MAX_LAG_S: "x" });
    expect(() => env()).toThrow(/DATABASE_REPLICA_MAX_LAG_S/);
  });
});

describe("isUnavailableError", () => {
  const pgError = (code: string, message = "x") => Object.assign(new Error(message), { code });

  it("is true for a server that cannot answer", () => {
    expect(isUnavailableError(pgError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5433"))).toBe(true);
    expect(isUnavailableError(pgError("57P01", "terminating connection due to administrator command"))).toBe(true);
    expect(isUnavailableError(pgError("57P03", "the database system is starting up"))).toBe(true);
    expect(isUnavailableError(pgError("08006"))).toBe(true);
    expect(isUnavailableError(pgError("40001", "canceling statement due to conflict with recovery"))).toBe(true);
    expect(isUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isUnavailableError(new Error("timeout exceeded when trying to connect"))).toBe(true);
  });

  it("is false for an error of the statement itself", () => {
    expect(isUnavailableError(pgError("42601", "syntax error at or near"))).toBe(false);
    expect(isUnavailableError(pgError("22P02", "invalid input syntax for type uuid"))).toBe(false);
    expect(isUnavailableError(new Error("boom"))).toBe(false);
    expect(isUnavailableError("ECONNREFUSED")).toBe(false);
  });
});

describe("read-your-writes window", () => {
  it("is the maximum lag plus the status cache plus the stamping interval", () => {
    withEnv({ DATABASE_REPLICA_MAX_LAG_S: "10" });
    expect(readYourWritesWindowMs()).toBe(16_000);
  });

  it("keeps a caller who wrote within it on the primary, and only them", () => {
    withEnv({ DATABASE_REPLICA_MAX_LAG_S: "10" });
    const now = Date.now();
    expect(wroteRecently({ id: "a", lastWriteAt: new Date(now - 5_000) }, now)).toBe(true);
    expect(wroteRecently({ id: "b", lastWriteAt: new Date(now - 20_000) }, now)).toBe(false);
    expect(wroteRecently({ id: "c", lastWriteAt: null }, now)).toBe(false);
    expect(wroteRecently(null, now)).toBe(false);
  });

  it("remembers a write in this process at once (other instances read users.last_write_at)", async () => {
    withEnv({ DATABASE_REPLICA_URLS: "postgres://replica/db", DATABASE_URL: undefined, LOG_LEVEL: "silent" });
    await noteWrite({ id: "d" });
    expect(wroteRecently({ id: "d", lastWriteAt: null })).toBe(true);
    expect(wroteRecently({ id: "e", lastWriteAt: null })).toBe(false);
  });

  it("records nothing without replicas, or for the cron actor", async () => {
    withEnv({ DATABASE_REPLICA_URLS: undefined });
    await noteWrite({ id: "f" });
    expect(wroteRecently({ id: "f", lastWriteAt: null })).toBe(false);
    withEnv({ DATABASE_REPLICA_URLS: "postgres://replica/db", LOG_LEVEL: "silent" });
    await noteWrite({ id: "g", system: true });
    expect(wroteRecently({ id: "g", lastWriteAt: null })).toBe(false);
  });
});
