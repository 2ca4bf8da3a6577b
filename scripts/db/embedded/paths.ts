// Where the embedded server's state lives and how it is reached: .data/ of the project, the
// connection record (.data/postgres.json) and the URL made from it.
import path from "node:path";

export const HOST = "127.0.0.1";

/** What .data/postgres.json holds (mode 600: it has the password). */
export interface ServerConfig {
  user: string;
  password: string;
  /** Port of the last start; reused when still free so a psql command line keeps working. */
  port: number | null;
  dataDir: string;
}

/**
 * The project's local state: .data/, or CORPS_DATA_DIR when set (a second installation of the
 * same checkout, such as the stress test's, which must never touch the developer's data).
 */
export function dataDir(root = process.cwd()): string {
  const override = process.env.CORPS_DATA_DIR;
  return override ? path.resolve(override) : path.join(root, ".data");
}

export function files(root: string) {
  const state = dataDir(root);
  return {
    state,
    config: path.join(state, "postgres.json"),
    lock: path.join(state, "postgres.lock"),
    holders: path.join(state, "postgres-holders"),
    defaultData: path.join(state, "postgres"),
  };
}

export function urlOf(config: Pick<ServerConfig, "user" | "password" | "port">, database: string): string {
  return `postgres://${encodeURIComponent(config.user)}:${encodeURIComponent(config.password)}@${HOST}:${config.port}/${encodeURIComponent(database)}`;
}
