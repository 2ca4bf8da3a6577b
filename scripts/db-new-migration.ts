// `npm run db:new-migration -- <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql
// with the SQL that brings the existing migrations to schema.prisma (refuses an empty one).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { diffMigrationsToSchema, statementsOf } from "@/lib/db/schema-engine";

async function main() {
  const name = (process.argv[2] ?? "").trim().toLowerCase().replace(/[^a-z0-9_]+/g, "_");
  if (!name) throw new Error("usage: npm run db:new-migration -- <name>");
  const migrationsDir = path.resolve("prisma/migrations");
  const sql = await diffMigrationsToSchema({ migrationsDir, schemaPath: path.resolve("prisma/schema.prisma") });
  if (!statementsOf(sql)) {
    console.log("schema.prisma and the migrations agree: nothing to write.");
    return;
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = path.join(migrationsDir, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), sql);
  console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
}

main().catch((err: unknown) => {
  console.error(`db:new-migration: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
