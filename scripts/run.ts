// `npm run dev` / `npm start`: starts the embedded PostgreSQL when DATABASE_URL is not set
// (migrated and seeded with demo data on first start), then runs Next.js with it.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { assertStartupEnv, env } from "@/lib/env";
import { createDb } from "@/lib/db/client";
import { startCosmosEmulator, type CosmosEmulator } from "@/lib/properties/cosmos-emulator";
import { DEMO_SOURCE, wantsDemoSource } from "@/lib/properties/demo-source";
import { seedDemo } from "@/prisma/seed";
import { authSecret, resolveDatabase } from "./local-env";

const mode = process.argv[2] === "start" ? "start" : "dev";

async function main() {
  const t0 = Date.now();
  const e = env();
  assertStartupEnv({ ...e, NEXTAUTH_SECRET: e.NEXTAUTH_SECRET ?? "set-below" });
  // The demo listing source (in memory, seeded the same way every start) comes up beside the database.
  const demoSource: Promise<CosmosEmulator> | null = wantsDemoSource(e) ? startCosmosEmulator({ ...DEMO_SOURCE }) : null;
  // Awaited below; until then a failure must not count as an unhandled rejection.
  demoSource?.catch(() => undefined);
  const database = await resolveDatabase();
  if (database.embedded) {
    const client = createDb(database.url, 2);
    const seeded = await seedDemo(client);
    await client.$disconnect();
    console.log(`[corps] embedded database ready in ${Date.now() - t0} ms${seeded ? " (demo data seeded)" : ""}`);
  }
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXTAUTH_SECRET: authSecret(),
    NEXTAUTH_URL: e.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  };
  if (database.embedded) {
    childEnv.EMBEDDED_DB = "1";
    childEnv.DEMO_SIGNIN ??= "1";
  }
  const emulator = demoSource ? await demoSource : null;
  if (emulator) {
    Object.assign(childEnv, { COSMOS_ENDPOINT: emulator.endpoint, COSMOS_KEY: emulator.key, COSMOS_DATABASE: emulator.database, COSMOS_CONTAINER: emulator.container });
    console.log(`[corps] local Cosmos DB emulator ready in ${Date.now() - t0} ms (${DEMO_SOURCE.count} sample listings; set COSMOS_* to use a real source)`);
  }
  const args = [mode, ...process.argv.slice(3)];
  const child = spawn(process.execPath, [createRequire(import.meta.url).resolve("next/dist/bin/next"), ...args], { stdio: "inherit", env: childEnv });
  const stop = (signal: NodeJS.Signals) => child.kill(signal);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  child.on("exit", async (code) => {
    await emulator?.close().catch(() => undefined);
    if (database.owner) await database.close().catch(() => undefined);
    process.exit(code ?? 0);
  });
}

main().catch((err: unknown) => {
  console.error(`[corps] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
