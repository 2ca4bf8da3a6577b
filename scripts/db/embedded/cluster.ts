// The cluster on disk and its postmaster: initdb, start, stop, and the private socket through
// which the server's own account can always log in (docs/decisions/043).
import { createHash, randomBytes } from "node:crypto";
import { chownSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { run, type Account, type Binaries } from "./binaries";
import { HOST, type ServerConfig } from "./paths";
import { isAlive } from "./processes";

export function initialise(bins: Binaries, account: Account | null, config: ServerConfig): void {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (readdirSync(config.dataDir).length > 0) {
    throw new Error(`embedded PostgreSQL: ${config.dataDir} holds files but no PG_VERSION; move it away to start a new cluster`);
  }
  if (account) chownSync(config.dataDir, account.uid, account.gid);
  const pwfile = path.join(os.tmpdir(), `corps-pg-${randomBytes(6).toString("hex")}`);
  writeFileSync(pwfile, `${config.password}\n`, { mode: 0o600 });
  if (account) chownSync(pwfile, account.uid, account.gid);
  try {
    const args = [`--pgdata=${config.dataDir}`, `--username=${config.user}`, `--pwfile=${pwfile}`, "--auth=scram-sha-256", "--encoding=UTF8"];
    // Code-point ordering with Unicode case mapping on every platform (PostgreSQL's builtin
    // provider), the same ordering as the C.UTF-8 clusters production hosts usually run.
    args.push("--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--locale=C", "--no-instructions");
    run(bins.initdb, args, account, "initdb");
  } finally {
    rmSync(pwfile, { force: true });
  }
}

const LOCAL_TRUST = "local all all trust # corps: the private socket, reachable by the server's own account only";

/**
 * Lets the private socket in without a password: only the server's OS account (and root) can
 * reach it, and they can read the data files anyway. TCP keeps scram-sha-256. True if changed.
 */
export function ensureLocalTrust(dataDirPath: string): boolean {
  const file = path.join(dataDirPath, "pg_hba.conf");
  const text = readFileSync(file, "utf8");
  if (text.includes(LOCAL_TRUST)) return false;
  // Written in place: the file keeps its owner (the server's account) and mode.
  writeFileSync(file, `${LOCAL_TRUST}\n${text}`);
  return true;
}

/**
 * The directory of the private socket: the cluster's own directory (mode 700, the server
 * account's), or, when that path is too long for a socket name, a private one in the temp dir.
 */
export function socketDir(dataDirPath: string, port: number, account: Account | null): string {
  if (`${dataDirPath}/.s.PGSQL.${port}`.length <= 100) return dataDirPath;
  const dir = path.join(os.tmpdir(), `corps-pg-${createHash("sha256").update(dataDirPath).digest("hex").slice(0, 12)}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (account) chownSync(dir, account.uid, account.gid);
  return dir;
}

export interface Postmaster {
  pid: number;
  port: number;
  /** The socket directory it listens on ("" when it has none: started by an older version). */
  socketDir: string;
}

/**
 * The postmaster of dataDir if one runs (from postmaster.pid). A stale file, left by a server that
 * died, would make the next start refuse: it is removed, but only by a caller holding the lock.
 */
export function runningPostmaster(dataDirPath: string, removeStale = false): Postmaster | null {
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
  if (ours && Number.isInteger(port) && port > 0) return { pid, port, socketDir: lines[4] ?? "" };
  if (removeStale) rmSync(pidFile, { force: true });
  return null;
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, HOST, () => srv.close(() => resolve(true)));
  });
}

export async function choosePort(preferred: number | null): Promise<number> {
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

export function startServer(bins: Binaries, account: Account | null, dataDirPath: string, port: number): void {
  ensureLocalTrust(dataDirPath);
  const options = [
    `-p ${port}`,
    `-c listen_addresses=${HOST}`,
    // TCP for everyone (password), and one private socket for the server's own account.
    `-c unix_socket_directories='${socketDir(dataDirPath, port, account)}'`,
    "-c unix_socket_permissions=0700",
    "-c max_connections=200",
    // A development server: a crash of the machine may lose the last commits, never corrupts.
    "-c synchronous_commit=off",
  ].join(" ");
  run(bins.pg_ctl, ["start", "-D", dataDirPath, "-l", path.join(dataDirPath, "server.log"), "-w", "-t", "60", "-s", "-o", options], account, "starting the server");
}

export function stopServer(bins: Binaries, account: Account | null, dataDirPath: string): void {
  if (!runningPostmaster(dataDirPath, true)) return;
  run(bins.pg_ctl, ["stop", "-D", dataDirPath, "-m", "fast", "-w", "-t", "60", "-s"], account, "stopping the server");
}

export function reloadServer(bins: Binaries, account: Account | null, dataDirPath: string): void {
  run(bins.pg_ctl, ["reload", "-D", dataDirPath, "-s"], account, "reloading the server's settings");
}
