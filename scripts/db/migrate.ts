// Applies prisma/migrations/*/migration.sql the way `prisma migrate deploy` does (same
// _prisma_migrations bookkeeping, sha256 checksums), because the Prisma CLI cannot download
// its schema engine on machines without internet. Works on real PostgreSQL and the embedded one.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

const LOCK_ID = 72707369; // Prisma's own advisory lock id, so the two never run at once.

export function migrationsDir(root = process.cwd()): string {
  return path.join(root, "prisma", "migrations");
}

export function listMigrations(dir = migrationsDir()): { name: string; sql: string; checksum: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

export async function migrate(databaseUrl: string, dir = migrationsDir()): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const done = new Map(rows.map((r) => [r.migration_name, r]));
    const failed = rows.find((r) => r.finished_at === null);
    if (failed) {
      throw new Error(
        `Migration ${failed.migration_name} failed earlier and was not finished. Fix the database, then mark it rolled back.`,
      );
    }
    const applied: string[] = [];
    let alreadyApplied = 0;
    for (const m of listMigrations(dir)) {
      const prior = done.get(m.name);
      if (prior) {
        if (prior.checksum !== m.checksum) {
          throw new Error(`Migration ${m.name} was modified after it was applied (checksum mismatch).`);
        }
        alreadyApplied++;
        continue;
      }
      const id = randomUUID();
      // Each migration runs in one transaction: a broken migration leaves nothing half-applied.
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [id, m.checksum, m.name],
        );
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(`Migration ${m.name} failed: ${message}`);
      }
      applied.push(m.name);
    }
    return { applied, alreadyApplied };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]).catch(() => undefined);
    await client.end();
  }
}
