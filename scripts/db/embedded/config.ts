// .data/postgres.json: how to reach the server, and the one password of its cluster
// (docs/decisions/042). Written to a file of its own and renamed into place, so a reader sees
// the old record or the new one, never a half-written one. An unreadable record is reported as
// such, never taken for a missing one: an existing cluster never gets a new password by accident.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { HOST, urlOf, type ServerConfig } from "./paths";

export type ConfigState = { kind: "missing" } | { kind: "ok"; config: ServerConfig } | { kind: "unreadable"; reason: string };

export function readConfigState(file: string): ConfigState {
  if (!existsSync(file)) return { kind: "missing" };
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    return { kind: "unreadable", reason: (err as Error).message };
  }
  try {
    const parsed = JSON.parse(text) as Partial<ServerConfig>;
    if (typeof parsed.user === "string" && typeof parsed.password === "string" && parsed.password !== "" && typeof parsed.dataDir === "string") {
      return { kind: "ok", config: { user: parsed.user, password: parsed.password, port: typeof parsed.port === "number" ? parsed.port : null, dataDir: parsed.dataDir } };
    }
    return { kind: "unreadable", reason: "it lacks user, password or dataDir" };
  } catch (err) {
    return { kind: "unreadable", reason: `it is not valid JSON (${(err as Error).message})` };
  }
}

/** The record if it can be read, else null (for callers that only want a hint, like the port). */
export function readConfig(file: string): ServerConfig | null {
  const state = readConfigState(file);
  return state.kind === "ok" ? state.config : null;
}

export function writeConfig(file: string, config: ServerConfig): void {
  const next = `${JSON.stringify({ ...config, host: HOST, url: urlOf(config, "corps") }, null, 2)}\n`;
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, next, { mode: 0o600 });
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

/** What to do when a cluster exists but its record cannot be read. */
function unreadableConfigMessage(file: string, dataDir: string, reason: string, clusterExists: boolean): string {
  return [
    `embedded PostgreSQL: ${file} cannot be read (${reason})${clusterExists ? `, and the cluster in ${dataDir} exists` : ""}.`,
    "A new password is never made up for an existing cluster. To recover, with your data intact:",
    `  restore ${file} from a backup, or write it anew with a password of your choice:`,
    `  {"user":"corps","password":"<choose one>","port":null,"dataDir":${JSON.stringify(dataDir)}}`,
    "  The next `npm run dev`, `npm start` or `npm run token` sets that password on the server.",
  ].join("\n");
}

/**
 * Under the lock: the recorded config, or a new one (with a new password) when there is no
 * cluster yet. An existing cluster without a readable record stops the start with the recovery.
 */
export function configForStart(file: string, defaultDataDir: string): ServerConfig {
  const state = readConfigState(file);
  if (state.kind === "ok") return state.config;
  const clusterExists = existsSync(path.join(defaultDataDir, "PG_VERSION"));
  if (state.kind === "unreadable") throw new Error(unreadableConfigMessage(file, defaultDataDir, state.reason, clusterExists));
  if (clusterExists) throw new Error(unreadableConfigMessage(file, defaultDataDir, "it is missing", true));
  return { user: "corps", password: randomBytes(18).toString("base64url"), port: null, dataDir: defaultDataDir };
}
