// The embedded server's credentials never change by accident (docs/decisions/041-043): the lock
// is atomic and an unreadable one is held until old, the record is replaced whole, a cluster
// without a readable record never gets a new password, and a password that does not match is set
// again over the private socket, data intact.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { ensureEmbeddedServer } from "@/scripts/db/embedded";
import { configForStart, readConfigState, writeConfig } from "@/scripts/db/embedded/config";
import { UNREADABLE_GRACE_MS, withLock, withLockAsync } from "@/scripts/db/embedded/lock";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "corps-cred-"));
  chmodSync(dir, 0o755); // as root, the server's own account must reach a cluster inside
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the lock", () => {
  it("is never seen without its owner: 8 processes counting under it lose no increment", async () => {
    const dir = tempDir();
    const counter = path.join(dir, "counter");
    writeFileSync(counter, "0");
    const lockModule = path.resolve("scripts/db/embedded/lock.ts");
    const script = `
      const { withLock } = await import(${JSON.stringify(lockModule)});
      const fs = await import("node:fs");
      for (let i = 0; i < 25; i++) withLock(${JSON.stringify(path.join(dir, "l.lock"))}, () => {
        const n = Number(fs.readFileSync(${JSON.stringify(counter)}, "utf8"));
        fs.writeFileSync(${JSON.stringify(counter)}, String(n + 1));
      });`;
    const runs = Array.from({ length: 8 }, () =>
      new Promise<number | null>((resolve) => spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { stdio: "inherit" }).on("exit", resolve)),
    );
    expect(await Promise.all(runs)).toEqual(Array(8).fill(0));
    expect(readFileSync(counter, "utf8")).toBe(String(8 * 25));
    expect(readdirSync(dir).sort()).toEqual(["counter"]); // no lock and no temp file left
  }, 60_000);

  it("holds an empty lock file until it is older than the grace period, then takes it over", async () => {
    const lock = path.join(tempDir(), "e.lock");
    writeFileSync(lock, "");
    let entered = false;
    const taking = withLockAsync(lock, async () => {
      entered = true;
    });
    await sleep(400);
    expect(entered).toBe(false);
    const old = (Date.now() - UNREADABLE_GRACE_MS - 1_000) / 1000;
    utimesSync(lock, old, old);
    await taking;
    expect(entered).toBe(true);
    expect(existsSync(lock)).toBe(false);
  });

  it("takes over a lock whose owner is dead", () => {
    const lock = path.join(tempDir(), "d.lock");
    writeFileSync(lock, "999999999 1");
    expect(withLock(lock, () => "ran")).toBe("ran");
  });
});

describe(".data/postgres.json", () => {
  const config = { user: "corps", password: "pw-1", port: 5555, dataDir: "/nowhere" };

  it("is replaced whole, and read back", () => {
    const file = path.join(tempDir(), "postgres.json");
    writeConfig(file, config);
    writeConfig(file, { ...config, password: "pw-2" });
    expect(readConfigState(file)).toEqual({ kind: "ok", config: { ...config, password: "pw-2" } });
    expect(readdirSync(path.dirname(file))).toEqual(["postgres.json"]);
  });

  it("never gets a new password for an existing cluster: unreadable or missing stops with the recovery", () => {
    const dir = tempDir();
    const file = path.join(dir, "postgres.json");
    const cluster = path.join(dir, "postgres");
    expect(configForStart(file, cluster).password).toMatch(/^[\w-]{20,}$/); // no cluster: a new one
    mkdirSync(cluster);
    writeFileSync(path.join(cluster, "PG_VERSION"), "18\n");
    expect(() => configForStart(file, cluster)).toThrow(/cannot be read \(it is missing\).*exists/s);
    writeFileSync(file, "");
    expect(() => configForStart(file, cluster)).toThrow(/not valid JSON[\s\S]*write it anew with a password of your choice/);
    writeFileSync(file, JSON.stringify({ user: "corps", dataDir: cluster }));
    expect(() => configForStart(file, cluster)).toThrow(/lacks user, password or dataDir/);
    expect(readFileSync(file, "utf8")).toBe(JSON.stringify({ user: "corps", dataDir: cluster })); // left as it was
  });
});

describe("a password that does not match", () => {
  it("is set again to the recorded one at the next start, with the data intact", async () => {
    const root = tempDir();
    const first = await ensureEmbeddedServer(root);
    const client = new pg.Client({ connectionString: first.url("postgres") });
    await client.connect();
    await client.query("CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)");
    await client.end();
    // What the old code could leave behind: a record with another password than the server's.
    const file = path.join(root, ".data", "postgres.json");
    const recorded = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...recorded, password: "edited-by-hand" }));

    const second = await ensureEmbeddedServer(root);
    try {
      expect(second.repaired).toBe(true);
      expect(second.password).toBe("edited-by-hand");
      const again = new pg.Client({ connectionString: second.url("postgres") });
      await again.connect();
      const { rows } = await again.query<{ n: number }>("SELECT n FROM kept");
      await again.end();
      expect(rows).toEqual([{ n: 42 }]);
      // Over TCP, the old password is refused: only the recorded one works.
      const old = new pg.Client({ connectionString: first.url("postgres") });
      await expect(old.connect()).rejects.toThrow(/password authentication failed/);
      await old.end().catch(() => undefined);
    } finally {
      second.release();
      first.release();
    }
  }, 120_000);
});
