// The streaming replica the read-replica tests run against: made by scripts/test-replica.sh (CI
// runs it; `eval "$(bash scripts/test-replica.sh)"` on a machine with a local PostgreSQL server),
// which passes its URLs and how to stop and start it in TEST_REPLICA_* variables.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface TestReplica {
  /** The replica server (any database name: tests swap in their own). */
  url: string;
  /** Its primary, where tests create their databases (they replicate to the replica). */
  primaryUrl: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Why the replica tests cannot run here, or null when they can. */
export function replicaMissingReason(): string | null {
  const missing = ["TEST_REPLICA_URL", "TEST_REPLICA_PRIMARY_URL", "TEST_REPLICA_DATA_DIR", "TEST_REPLICA_PG_CTL"].filter((k) => !process.env[k]);
  return missing.length === 0
    ? null
    : `no streaming replica configured (${missing.join(", ")} unset): run \`eval "$(bash scripts/test-replica.sh)"\` first ` +
        "(needs a local PostgreSQL server with its pg_basebackup; CI does this in .ci/run)";
}

/** pg_ctl on the replica's data directory, as the directory's owner (postgres when we are root). */
async function pgCtl(args: string[]): Promise<void> {
  const pgCtlPath = process.env.TEST_REPLICA_PG_CTL as string;
  const dataDir = process.env.TEST_REPLICA_DATA_DIR as string;
  const full = [pgCtlPath, "-D", dataDir, ...args];
  if (process.getuid?.() === 0) await run("runuser", ["-u", "postgres", "--", ...full]);
  else await run(full[0], full.slice(1));
}

export function testReplica(): TestReplica {
  const reason = replicaMissingReason();
  if (reason) throw new Error(reason);
  const logFile = process.env.TEST_REPLICA_LOG;
  return {
    url: process.env.TEST_REPLICA_URL as string,
    primaryUrl: process.env.TEST_REPLICA_PRIMARY_URL as string,
    stop: () => pgCtl(["-m", "fast", "-w", "stop"]),
    start: () => pgCtl([...(logFile ? ["-l", logFile] : []), "-w", "-t", "60", "start"]),
  };
}
