// Drift check: replaying prisma/migrations (on a throwaway shadow database of the embedded
// PostgreSQL or TEST_DATABASE_URL's server, through Prisma's wasm schema engine) must give exactly
// the datamodel of prisma/schema.prisma. When it fails, the message holds the SQL of the missing
// migration: `npm run db:new-migration -- <name>`.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureEmbeddedServer, type EmbeddedServer } from "@/scripts/db/embedded";
import { diffMigrationsToSchema, sqlStatements } from "@/scripts/db/schema-engine";

const root = path.resolve(import.meta.dirname, "..", "..");
const migrationsDir = path.join(root, "prisma", "migrations");
const schemaPath = path.join(root, "prisma", "schema.prisma");

let embedded: EmbeddedServer | undefined;
let serverUrl = process.env.TEST_DATABASE_URL ?? "";

beforeAll(async () => {
  if (serverUrl) return;
  embedded = await ensureEmbeddedServer(root);
  serverUrl = embedded.url("postgres");
}, 120_000);
afterAll(() => embedded?.release());

describe("prisma/migrations and schema.prisma", () => {
  it("the migrations produce exactly schema.prisma", async () => {
    const sql = await diffMigrationsToSchema({ migrationsDir, schemaPath, serverUrl });
    expect(
      sqlStatements(sql),
      "prisma/migrations do not produce schema.prisma. Create the missing migration with " +
        "`npm run db:new-migration -- <name>`; it would contain:\n\n" + sql,
    ).toBe("");
  }, 60_000);

  // Proves the check above can fail, and that a raw-SQL VIEW in a migration is not drift (views
  // are not part of the datamodel; properties_sync_status will be such a view).
  it("reports a column missing from the migrations, and ignores views created by migrations", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "drift-test-"));
    try {
      const migrations = path.join(dir, "migrations");
      cpSync(migrationsDir, migrations, { recursive: true });
      mkdirSync(path.join(migrations, "99999999999999_view"));
      writeFileSync(
        path.join(migrations, "99999999999999_view", "migration.sql"),
        'CREATE VIEW "drift_test_view" AS SELECT "sync_status", count(*) AS "n" FROM "properties" GROUP BY 1;\n',
      );
      const schema = readFileSync(schemaPath, "utf8");
      const anchor = "model Organization {\n";
      expect(schema, "the test edits the Organization model").toContain(anchor);
      const changed = path.join(dir, "schema.prisma");
      writeFileSync(changed, schema.replace(anchor, `${anchor}  driftTestColumn String? @map("drift_test_column")\n`));

      const sql = await diffMigrationsToSchema({ migrationsDir: migrations, schemaPath: changed, serverUrl });
      // Exactly the new column: no DROP VIEW, nothing else.
      expect(sqlStatements(sql), `unexpected diff:\n${sql}`).toMatch(
        /^ALTER TABLE "organizations" ADD COLUMN\s+"drift_test_column" TEXT;$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
