// `npm run dev` / `npm start`: starts the embedded PostgreSQL when DATABASE_URL is not set
// (migrated and seeded with demo data on first start), then runs Next.js with it.
//
// On a restart, Next.js is started first and the database beside it: Next.js needs a couple of
// seconds to boot and compile its first route, the server well under one, and the database's
// URL is known beforehand (plannedEmbeddedUrl). That is only done when the schema on disk is the
// one last migrated, so no request can meet an unmigrated database; the heavy modules (Prisma
// client, seed, Cosmos emulator) are imported after Next.js was spawned for the same reason.
import type { ChildProcess } from "node:child_process";
import net from "node:net";
import { dataDir, plannedEmbeddedUrl } from "@/scripts/db/embedded";
import { assertStartupEnv, env } from "@/lib/env";
import { DEMO_SOURCE, EMULATOR_KEY, wantsDemoSource } from "@/lib/properties/sync/demo-source";
import { nextProcessArgs } from "./next-process";
import { spawnGroup, stopGroup, whenStarterGone } from "./process-group";
import { authSecret, demoSeedIsCurrent, EMBEDDED_DATABASE, embeddedSchemaIsCurrent, markDemoSeeded, resolveDatabase } from "./local-env";

const mode = process.argv[2] === "start" ? "start" : "dev";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function main() {
  const t0 = Date.now();
  const e = env();
  assertStartupEnv({ ...e, NEXTAUTH_SECRET: e.NEXTAUTH_SECRET ?? "set-below" });
  const embedded = !e.DATABASE_URL;
  // The demo listing source (in memory, seeded the same way every start) on a port chosen now,
  // so the app can be told where it is before it runs.
  const demoPort = wantsDemoSource(e) ? await freePort() : null;
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXTAUTH_SECRET: authSecret(),
    NEXTAUTH_URL: e.NEXTAUTH_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
    ...(embedded ? { EMBEDDED_DB: "1", DEMO_SIGNIN: process.env.DEMO_SIGNIN ?? "1" } : {}),
    ...(demoPort
      ? { COSMOS_ENDPOINT: `http://127.0.0.1:${demoPort}`, COSMOS_KEY: EMULATOR_KEY, COSMOS_DATABASE: DEMO_SOURCE.database, COSMOS_CONTAINER: DEMO_SOURCE.container }
      : {}),
  };
  // The running Next.js and the database URL it was given (an object: closures reassign them).
  const app: { child: ChildProcess | null; url: string | null; stopping: boolean } = { child: null, url: null, stopping: false };
  // Set once the database is up: what to let go of when Next.js exits.
  let shutdown: () => Promise<void> = async () => undefined;
  const finish = async (code: number) => {
    await shutdown();
    process.exit(code);
  };
  const startNext = (url: string) => {
    if (app.stopping) return;
    app.url = url;
    // Its own process group: a stop reaches every process it started (scripts/process-group.ts).
    const started = spawnGroup(process.execPath, nextProcessArgs(mode, process.argv.slice(3)), { stdio: "inherit", env: { ...baseEnv, DATABASE_URL: url } });
    started.on("exit", (code, signal) => {
      if (started !== app.child) return; // replaced below, not finished
      if (!app.stopping) void finish(code ?? (signal ? 1 : 0));
    });
    app.child = started;
  };
  // SIGTERM/SIGINT: Next.js gets STOP_GRACE_MS to finish in-flight responses, then its group is
  // killed; the database is let go of (the last holder stops the embedded server) and we exit.
  // A second signal kills at once.
  const stop = (signal: NodeJS.Signals) => {
    const child = app.child;
    if (!child) process.exit(signal === "SIGINT" ? 130 : 143); // the 'exit' handler lets the database go
    const force = app.stopping;
    app.stopping = true;
    if (!force) void stopGroup(child, signal).then(() => finish(signal === "SIGINT" ? 130 : 143));
    else void stopGroup(child, signal, 0, true);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  whenStarterGone(() => stop("SIGTERM"));

  const early = !embedded ? (e.DATABASE_URL as string) : embeddedSchemaIsCurrent() ? await plannedEmbeddedUrl(process.cwd(), EMBEDDED_DATABASE) : null;
  if (early) startNext(early);

  const { startCosmosEmulator } = await import("@/scripts/cosmos/emulator");
  const demoSource = demoPort ? startCosmosEmulator({ ...DEMO_SOURCE, port: demoPort }) : null;
  // Awaited below; until then a failure must not count as an unhandled rejection.
  demoSource?.catch(() => undefined);
  const database = await resolveDatabase();
  if (database.embedded) {
    // The seed is idempotent but costs a second of CPU that a restart's first compile wants:
    // it runs when the cluster is new or the seed's code changed since it last ran.
    let seeded = false;
    if (database.initialised || !demoSeedIsCurrent()) {
      const [{ createDb }, { seedDemo }] = await Promise.all([import("@/lib/db/client"), import("@/prisma/seed")]);
      const client = createDb(database.url, 2);
      seeded = await seedDemo(client);
      await client.$disconnect();
      markDemoSeeded();
    }
    const how = database.initialised ? "created and started" : database.started ? "started" : "already running, shared";
    console.log(`[corps] embedded PostgreSQL ${how} in ${Date.now() - t0} ms${seeded ? ", demo data seeded" : ""} (data in ${dataDir()}; connection in .data/postgres.json)`);
  }
  const emulator = demoSource ? await demoSource : null;
  if (emulator) console.log(`[corps] local Cosmos DB emulator ready in ${Date.now() - t0} ms (${DEMO_SOURCE.count} sample listings; set COSMOS_* to use a real source)`);
  shutdown = async () => {
    await emulator?.close().catch(() => undefined);
    database.close();
  };
  // The planned URL can only miss if another program took the recorded port in between.
  if (app.url !== database.url) {
    const replaced = app.child;
    startNext(database.url);
    if (replaced) void stopGroup(replaced, "SIGTERM");
  }
}

main().catch((err: unknown) => {
  console.error(`[corps] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
