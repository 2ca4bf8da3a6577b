// The embedded default database: a PostgreSQL server (PGlite behind @prisma/dev's TCP server)
// whose data lives under .data/ and survives restarts. Any process can reach it while it runs:
// a second process finds the running server by name instead of opening the files itself.
import { mkdirSync } from "node:fs";
import path from "node:path";

export interface EmbeddedDb {
  url: string;
  /** True when another process already runs the server and we only connect to it. */
  shared: boolean;
  close(): Promise<void>;
}

const SERVER_NAME = "corps";

export function dataDir(root = process.cwd()): string {
  return path.join(root, ".data");
}

async function devModule(dir: string) {
  mkdirSync(dir, { recursive: true });
  // @prisma/dev keeps its state under XDG_DATA_HOME; point it at the project's .data/ folder.
  process.env.XDG_DATA_HOME = dir;
  return import("@prisma/dev");
}

/** The connection URL of the embedded server if some process runs it now. */
export async function findRunningEmbeddedDb(dir = dataDir(), name = SERVER_NAME): Promise<string | null> {
  const dev = await devModule(dir);
  const running = await dev.getPrismaDevServerConnection({ name });
  return running?.databaseUrl ?? null;
}

export async function startEmbeddedDb(dir = dataDir(), name = SERVER_NAME): Promise<EmbeddedDb> {
  const dev = await devModule(dir);
  const running = await dev.getPrismaDevServerConnection({ name });
  if (running) return { url: running.databaseUrl, shared: true, close: async () => undefined };
  const server = await dev.startPrismaDevServer({
    name,
    persistenceMode: "stateful",
    port: 0,
    databasePort: 0,
    shadowDatabasePort: 0,
    streamsPort: 0,
  });
  return { url: server.database.connectionString, shared: false, close: () => server.close() };
}
