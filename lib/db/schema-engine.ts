// The only file that drives Prisma's schema engine (@prisma/schema-engine-wasm, pinned to the
// Prisma CLI's exact engine commit). The Prisma CLI downloads a native schema engine at run time,
// which machines without internet cannot do; the wasm build ships in the npm package. It is an
// internal API, so every use of it stays here: creating migration SQL and the drift check.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

interface DiffTargetLike {
  tag: string;
  [key: string]: unknown;
}

interface Engine {
  diff(params: {
    from: DiffTargetLike;
    to: DiffTargetLike;
    script: boolean;
    exitCode: boolean | null;
    filters: { externalTables: string[]; externalEnums: string[] };
  }): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}

interface EngineModule {
  SchemaEngine: { new: (options: { datamodels: [string, string][] | undefined }, log: (msg: string) => void, adapter: object) => Promise<Engine> };
}

function migrationList(migrationsDir: string) {
  const dirs = existsSync(migrationsDir)
    ? readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(path.join(migrationsDir, d.name, "migration.sql")))
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    tag: "migrations",
    baseDir: migrationsDir,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: { path: "migration.sql", content: { tag: "ok", value: readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8") } },
    })),
  };
}

/** Strips the engine's comments and blank lines: what is left are real statements. */
export function statementsOf(sql: string): string {
  return sql
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.trim().startsWith("--"))
    .join("\n");
}

/**
 * SQL that takes a database from the state the migrations produce to the datamodel of
 * schemaPath (empty of statements when they agree). The migrations are replayed on an in-memory
 * PGlite shadow database, so no server is needed.
 */
export async function diffMigrationsToSchema(opts: { migrationsDir: string; schemaPath: string }): Promise<string> {
  const schema = readFileSync(opts.schemaPath, "utf8");
  // Imported lazily: node prints an experimental-feature warning when the wasm module loads.
  const wasm = (await import("@prisma/schema-engine-wasm")) as unknown as EngineModule;
  const pglite = new PGlite();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPGlite(pglite));
  const engine = await wasm.SchemaEngine.new({ datamodels: [["schema.prisma", schema]] }, () => undefined, adapter);
  try {
    const result = await engine.diff({
      from: migrationList(opts.migrationsDir),
      to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: schema }] },
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
    return result.stdout ?? "";
  } finally {
    engine.free();
    await pglite.close();
  }
}
