// A second app server (`next start`, the build) on an existing test stack's database, for tests
// of what instances share through PostgreSQL (rate-limit counts). `next dev` refuses a second
// server in one folder, so this needs `npm run build`.
import { spawn } from "node:child_process";
import { nextProcessArgs } from "@/scripts/next-process";
import { freePort, type TestStack } from "./test-stack";

export interface AppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startSecondAppServer(stack: TestStack, extraEnv: Record<string, string> = {}): Promise<AppServer> {
  return startAppServer({ DATABASE_URL: stack.databaseUrl, NEXTAUTH_SECRET: stack.secret, CRON_SECRET: stack.cronSecret, ...extraEnv });
}

/** An app server (`next start`) with its own settings: DATABASE_URL and NEXTAUTH_SECRET at least. */
export async function startAppServer(appEnv: Record<string, string> & { DATABASE_URL: string; NEXTAUTH_SECRET: string }): Promise<AppServer & { logs(): string }> {
  if (process.env.TEST_SERVER === "dev") {
    throw new Error("this suite starts a second app server, which needs the built app: run `npm run build`, then run it without TEST_SERVER=dev");
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, nextProcessArgs("start", ["-p", String(port), "-H", "127.0.0.1"]), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXTAUTH_URL: baseUrl,
      APP_URL: baseUrl,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ...appEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`second app server exited with ${child.exitCode}\n${logs.join("").slice(-2000)}`);
    const up = await fetch(`${baseUrl}/api/openapi.json`).then((r) => r.status < 500, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`second app server did not answer within 60 s\n${logs.join("").slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    logs: () => logs.join(""),
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}
