// `npm run db:migrate`: applies prisma/migrations to DIRECT_DATABASE_URL, else DATABASE_URL (or
// the embedded database). Behind a transaction pooler the migration's advisory lock and DDL need
// a direct connection, which is what DIRECT_DATABASE_URL is for; nothing else uses it.
import { env } from "@/lib/env";
import { migrate } from "@/scripts/db/migrate";
import { resolveDatabase } from "./local-env";

async function main() {
  const url = env().DIRECT_DATABASE_URL ?? env().DATABASE_URL;
  if (url) {
    const result = await migrate(url);
    console.log(`Applied ${result.applied.length} migration(s)${result.applied.length ? `: ${result.applied.join(", ")}` : ""}; ${result.alreadyApplied} already applied.`);
    return;
  }
  const database = await resolveDatabase();
  console.log(`Embedded database at 127.0.0.1:${new URL(database.url).port} is migrated.`);
  database.close();
}

main().catch((err: unknown) => {
  console.error(`db:migrate: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
