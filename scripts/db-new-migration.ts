// `npm run db:new-migration -- <name>`: writes prisma/migrations/<YYYYMMDDHHMMSS>_<name>/migration.sql
// with the SQL that takes a database from the existing migrations to prisma/schema.prisma, the
// way `prisma migrate dev --create-only` would (the CLI cannot download its engine here). The
// migrations are replayed on a throwaway shadow database of the embedded PostgreSQL (started for
// the occasion when it is not running). Refuses to write an empty migration. Review the SQL,
// then apply it with `npm run db:migrate`.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureEmbeddedServer } from "@/scripts/db/embedded";
import { diffMigrationsToSchema, MIGRATION_LOCK_TOML, sqlStatements } from "@/scripts/db/schema-engine";

const root = path.resolve(import.meta.dirname, "..");
const migrationsDir = path.join(root, "prisma", "migrations");
const schemaPath = path.join(root, "prisma", "schema.prisma");

/** UTC timestamp, as Prisma names migration folders. */
function timestamp(now = new Date()): string {
  return now.toISOString().replace(/\D/g, "").slice(0, 14);
}

async function main(): Promise<number> {
  const raw = process.argv.slice(2).join(" ").trim();
  const name = raw
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 200);
  if (!name || raw === "--help" || raw === "-h") {
    console.error("usage: npm run db:new-migration -- <name>   (e.g. add_unit_notes)");
    return 1;
  }

  const folder = `${timestamp()}_${name}`;
  const existing = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
  const last = existing.at(-1);
  if (last && folder.slice(0, 14) <= last.slice(0, 14)) {
    // Migrations are applied in name order: a new one must sort after every existing one.
    console.error(`db:new-migration: ${folder} would not sort after the latest migration ${last}; check the clock.`);
    return 1;
  }

  const server = await ensureEmbeddedServer(root);
  let sql: string;
  try {
    sql = await diffMigrationsToSchema({ migrationsDir, schemaPath, serverUrl: server.url("postgres") });
  } finally {
    server.release();
  }
  if (!sqlStatements(sql)) {
    console.error(
      "db:new-migration: prisma/migrations already produce schema.prisma exactly; refusing to write an empty migration.\n" +
        `For hand-written SQL (a VIEW, a data fix), create prisma/migrations/${folder}/migration.sql yourself.`,
    );
    return 1;
  }

  mkdirSync(path.join(migrationsDir, folder), { recursive: true });
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  if (!existsSync(lockPath)) writeFileSync(lockPath, MIGRATION_LOCK_TOML);
  const file = path.join(migrationsDir, folder, "migration.sql");
  writeFileSync(file, sql);
  console.log(`Wrote ${path.relative(root, file)}:\n\n${sql}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`db:new-migration: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
