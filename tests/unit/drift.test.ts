import { copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { diffMigrationsToSchema, statementsOf } from "@/lib/db/schema-engine";

const migrationsDir = path.resolve("prisma/migrations");
const schemaPath = path.resolve("prisma/schema.prisma");

describe("migrations and schema.prisma", () => {
  it("the migrations produce exactly schema.prisma", async () => {
    const sql = await diffMigrationsToSchema({ migrationsDir, schemaPath });
    expect(statementsOf(sql), `Drift between prisma/migrations and schema.prisma. Add a migration (npm run db:new-migration -- <name>) with:\n${sql}`).toBe("");
  }, 120_000);

  it("detects a schema change that has no migration", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "drift-"));
    cpSync(migrationsDir, path.join(dir, "migrations"), { recursive: true });
    const changed = path.join(dir, "schema.prisma");
    copyFileSync(schemaPath, changed);
    writeFileSync(changed, readFileSync(changed, "utf8").replace("  name      String   @unique\n", "  name      String   @unique\n  motto     String?\n"));
    const sql = await diffMigrationsToSchema({ migrationsDir: path.join(dir, "migrations"), schemaPath: changed });
    expect(statementsOf(sql)).toMatch(/ALTER TABLE "organizations" ADD COLUMN\s+"motto" TEXT/);
  }, 120_000);
});
