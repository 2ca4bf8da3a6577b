// Shared by the launcher, the token command and the migrate command: finds the database
// (DATABASE_URL or the embedded default) and the auth secret of this installation.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDir, startEmbeddedDb, type EmbeddedDb } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { env } from "@/lib/env";

export interface ResolvedDb {
  url: string;
  embedded: boolean;
  /** True when this process started the embedded server and must keep running to serve it. */
  owner: boolean;
  close(): Promise<void>;
}

export async function resolveDatabase(): Promise<ResolvedDb> {
  const url = env().DATABASE_URL;
  if (url) return { url, embedded: false, owner: false, close: async () => undefined };
  const started: EmbeddedDb = await startEmbeddedDb();
  // The embedded database belongs to this installation: bring it to the current schema.
  await migrate(started.url);
  return { url: started.url, embedded: true, owner: !started.shared, close: started.close };
}

/** NEXTAUTH_SECRET, or a random one kept in .data/ so sessions and tokens survive restarts. */
export function authSecret(): string {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return configured;
  const file = path.join(dataDir(), "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir(), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
