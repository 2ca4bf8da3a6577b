// Starts what integration and browser tests run against: a fresh database (a new database on
// TEST_DATABASE_URL's server or on the embedded PostgreSQL), migrated and seeded
// with the demo data, and the built app (`next start`) on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import { createDb } from "@/lib/db/client";
import { createDatabaseIfMissing, databaseUrl, dropDatabase, listDatabases } from "@/scripts/db/database-admin";
import { ensureEmbeddedServer } from "@/scripts/db/embedded";
import { migrate } from "@/scripts/db/migrate";
import { seedDemo } from "@/prisma/seed";
import { nextProcessArgs, serverNodeArgsFromEnv } from "@/scripts/next-process";

export interface TestStack {
  baseUrl: string;
  databaseUrl: string;
  secret: string;
  cronSecret: string;
  /** Everything the app server wrote to stdout and stderr so far. */
  logs(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A fresh, empty database: its URL and how to drop it. It lives on TEST_DATABASE_URL's server,
 * or else on the project's embedded PostgreSQL (the same server `npm run dev` uses, so tests
 * and the app can run side by side), named after this process so a crashed run's leftovers
 * are recognised and dropped by the next run.
 */
export async function freshDatabase(label = "t"): Promise<{ url: string; drop(): Promise<void> }> {
  const prefix = "corps_test_";
  let server = process.env.TEST_DATABASE_URL;
  let release = () => undefined as void;
  if (!server) {
    // Each database holds the server once; the last one dropped lets it go.
    const held = await ensureEmbeddedServer();
    server = held.url("postgres");
    release = held.release;
    for (const name of await listDatabases(server, prefix)) {
      const pid = Number(name.slice(prefix.length).split("_")[0]);
      if (Number.isInteger(pid) && !isAlive(pid)) await dropDatabase(server, name);
    }
  }
  const name = `${prefix}${process.pid}_${label}_${randomBytes(3).toString("hex")}`;
  await createDatabaseIfMissing(server, name);
  const serverUrl = server;
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await dropDatabase(serverUrl, name).catch(() => undefined);
      release();
    },
  };
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`app server did not answer at ${url} within ${timeoutMs} ms`);
}

export async function startTestStack(
  opts: {
    extraEnv?: Record<string, string>;
    port?: number;
    /** Where callers reach the app when a proxy stands in front of it (its links and sign-in use it); default: the app's own address. */
    publicUrl?: string;
  } = {},
): Promise<TestStack> {
  const database = await freshDatabase("app");
  await migrate(database.url);
  const db = createDb(database.url, 2);
  await seedDemo(db);
  await db.$disconnect();

  const port = opts.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const publicUrl = opts.publicUrl ?? baseUrl;
  const secret = randomBytes(32).toString("base64url");
  const cronSecret = `cron-${randomBytes(12).toString("hex")}`;
  const mode = process.env.TEST_SERVER === "dev" ? "dev" : "start";
  // TEST_SERVER_NODE_ARGS: Node options for the server process only (a CPU profile under a bench).
  const nodeArgs = serverNodeArgsFromEnv();
  const child = spawn(process.execPath, nextProcessArgs(mode, ["-p", String(port), "-H", "127.0.0.1"], nodeArgs), {
    env: {
      ...process.env,
      NODE_ENV: mode === "dev" ? "development" : "production",
      DATABASE_URL: database.url,
      NEXTAUTH_SECRET: secret,
      CREDENTIALS_SECRET: randomBytes(32).toString("base64url"),
      NEXTAUTH_URL: publicUrl,
      APP_URL: publicUrl,
      CRON_SECRET: cronSecret,
      DEMO_SIGNIN: "1",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ...opts.extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  child.stdout?.on("data", (d: Buffer) => {
    logs.push(d.toString());
    if (process.env.TEST_SERVER_LOGS) process.stdout.write(d);
  });
  child.stderr?.on("data", (d: Buffer) => {
    logs.push(d.toString());
    if (process.env.TEST_SERVER_LOGS) process.stderr.write(d);
  });
  try {
    await waitForHttp(`${baseUrl}/api/openapi.json`, child, 120_000);
  } catch (err) {
    child.kill("SIGKILL");
    await database.drop();
    throw new Error(`${(err as Error).message}\n${logs.join("").slice(-4000)}`);
  }
  return {
    baseUrl,
    databaseUrl: database.url,
    secret,
    cronSecret,
    logs: () => logs.join(""),
    stop: async () => {
      child.kill("SIGTERM");
      // A server started with --cpu-prof writes its profile on the way out: give it time.
      const grace = nodeArgs.some((a) => a.startsWith("--cpu-prof") || a.startsWith("--heap-prof")) ? 10_000 : 300;
      const deadline = Date.now() + grace;
      while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (child.exitCode === null) child.kill("SIGKILL");
      await database.drop();
    },
  };
}
