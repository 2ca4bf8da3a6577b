// Shared by the launcher, the token command and the migrate command: finds the database
// (DATABASE_URL or the embedded default) and the auth secret of this installation.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createDatabaseIfMissing } from "@/scripts/db/database-admin";
import { dataDir, ensureEmbeddedServer } from "@/scripts/db/embedded";
import { listMigrations, migrate } from "@/scripts/db/migrate";
import { env } from "@/lib/env";

/** The app's database on the embedded server. */
export const EMBEDDED_DATABASE = "corps";

export interface ResolvedDb {
  url: string;
  embedded: boolean;
  /** True when this call started the embedded server (it was not running). */
  started: boolean;
  /** True when this call created the embedded cluster (first start). */
  initialised: boolean;
  /** Lets go of the embedded server (the last process to let go stops it). */
  close(): void;
}

export async function resolveDatabase(): Promise<ResolvedDb> {
  const url = env().DATABASE_URL;
  if (url) return { url, embedded: false, started: false, initialised: false, close: () => undefined };
  const server = await ensureEmbeddedServer();
  try {
    const appUrl = server.url(EMBEDDED_DATABASE);
    await createDatabaseIfMissing(appUrl, EMBEDDED_DATABASE);
    // The embedded database belongs to this installation: bring it to the current schema.
    await migrate(appUrl);
    writeAtomically(migratedFile(), migrationNames());
    return { url: appUrl, embedded: true, started: server.started, initialised: server.initialised, close: server.release };
  } catch (err) {
    server.release();
    throw err;
  }
}

function migratedFile(): string {
  return path.join(dataDir(), "migrations-applied");
}

function migrationNames(): string {
  return listMigrations().map((m) => `${m.name} ${m.checksum}`).join("\n");
}

/**
 * True when the embedded database was last migrated with exactly the migrations on disk now:
 * the app may then start before this start's (no-op) migration run has finished.
 */
export function embeddedSchemaIsCurrent(): boolean {
  try {
    return readFileSync(migratedFile(), "utf8") === migrationNames();
  } catch {
    return false;
  }
}

function seedFile(): string {
  return path.join(dataDir(), "demo-seeded");
}

/** A fingerprint of the demo seed's code (prisma/*.ts): a changed seed runs again on the next start. */
function seedFingerprint(): string {
  const dir = path.join(process.cwd(), "prisma");
  const hash = createHash("sha256");
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".ts")).sort()) hash.update(name).update(readFileSync(path.join(dir, name)));
  return hash.digest("hex");
}

/** True when this seed code already ran on the embedded database (a restart then skips it). */
export function demoSeedIsCurrent(): boolean {
  try {
    return readFileSync(seedFile(), "utf8") === seedFingerprint();
  } catch {
    return false;
  }
}

export function markDemoSeeded(): void {
  writeAtomically(seedFile(), seedFingerprint());
}

/** Processes starting at once read these marks: they see the old text or the new, never a half. */
function writeAtomically(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/** NEXTAUTH_SECRET, or a random one kept in .data/ so sessions and tokens survive restarts. */
export function authSecret(): string {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return configured;
  const file = path.join(dataDir(), "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir(), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // "wx": two processes starting at once must end up with the same secret, not two.
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  } catch {
    return readFileSync(file, "utf8").trim();
  }
}
