// When the recorded password does not open the server (a crash of an older version left the
// cluster with another one), it is set again, data untouched: over the private socket, which
// trusts the server's own account, ALTER ROLE gives the role the recorded password
// (docs/decisions/043). The check runs outside the lock; the repair under it.
import pg from "pg";
import type { Account, Binaries } from "./binaries";
import { choosePort, ensureLocalTrust, reloadServer, runningPostmaster, startServer, stopServer } from "./cluster";
import { readConfig, writeConfig } from "./config";
import { withLockAsync } from "./lock";
import { HOST, type ServerConfig } from "./paths";

/** True when the recorded password logs in over TCP, false when the server refuses it. */
export async function passwordWorks(config: ServerConfig, port: number): Promise<boolean> {
  const client = new pg.Client({ host: HOST, port, user: config.user, password: config.password, database: "postgres", connectionTimeoutMillis: 30_000 });
  try {
    await client.connect();
    return true;
  } catch (err) {
    // 28P01 invalid_password; 28000 invalid_authorization_specification (no such role).
    const code = (err as { code?: string }).code;
    if (code === "28P01" || code === "28000") return false;
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Sets the recorded password on the server, logged in over the private socket in `socketDir`. */
export async function setRecordedPassword(config: ServerConfig, port: number, socketDir: string): Promise<void> {
  const client = new pg.Client({ host: socketDir, port, user: config.user, database: "postgres", connectionTimeoutMillis: 30_000 });
  await client.connect();
  try {
    await client.query(`ALTER ROLE ${client.escapeIdentifier(config.user)} WITH LOGIN PASSWORD ${client.escapeLiteral(config.password)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Under the lock: the recorded password is set on the server again, over its private socket. */
export async function repair(configFile: string, lockFile: string, bins: Binaries, account: Account | null): Promise<void> {
  await withLockAsync(lockFile, async () => {
    const config = readConfig(configFile);
    if (!config) throw new Error(`embedded PostgreSQL: ${configFile} changed while its password was being repaired; run the command again`);
    let running = runningPostmaster(config.dataDir, true);
    if (running && (await passwordWorks(config, running.port))) return; // another process repaired it
    if (ensureLocalTrust(config.dataDir) && running) reloadServer(bins, account, config.dataDir);
    if (!running || running.socketDir === "") {
      // Started by an older version without the private socket: restarted once with it.
      if (running) stopServer(bins, account, config.dataDir);
      startServer(bins, account, config.dataDir, running?.port ?? (await choosePort(config.port)));
      running = runningPostmaster(config.dataDir);
      if (!running) throw new Error("embedded PostgreSQL: the server did not come back after its restart for the password repair");
    }
    await setRecordedPassword(config, running.port, running.socketDir);
    if (config.port !== running.port) writeConfig(configFile, { ...config, port: running.port });
    console.error(`[corps] embedded PostgreSQL: the server's password did not match ${configFile}; it was set to the recorded one (data untouched)`);
  });
}
