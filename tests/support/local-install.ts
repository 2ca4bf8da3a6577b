// `npm start` / `npm run dev` / `npm run token` as a user runs them, on the embedded default
// database, but with state of their own (CORPS_DATA_DIR): never the developer's .data.
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./test-stack";
import { running } from "./process-tree";

export interface LocalInstall {
  dataDir: string;
  secret: string;
  env: NodeJS.ProcessEnv;
  /** The URL .data/postgres.json records for the app's database. */
  recordedUrl(): string;
  /** The embedded server's postmaster pid while it runs. */
  postmasterPid(): number | null;
  remove(): void;
}

export function localInstall(label: string): LocalInstall {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `corps-${label}-`));
  chmodSync(dataDir, 0o755); // as root, the server's own account must reach the cluster inside
  const secret = `${label}-secret-${Math.random().toString(36).slice(2)}`;
  const env: NodeJS.ProcessEnv = { ...process.env, CORPS_DATA_DIR: dataDir, NEXTAUTH_SECRET: secret, LOG_LEVEL: "warn", NEXT_TELEMETRY_DISABLED: "1" };
  for (const key of ["DATABASE_URL", "DIRECT_DATABASE_URL", "TEST_DATABASE_URL", "COSMOS_ENDPOINT", "COSMOS_KEY", "COSMOS_DATABASE", "COSMOS_CONTAINER", "NODE_ENV", "PORT"]) delete env[key];
  const record = () => JSON.parse(readFileSync(path.join(dataDir, "postgres.json"), "utf8")) as { url: string; dataDir: string; port: number };
  return {
    dataDir,
    secret,
    env,
    recordedUrl: () => record().url,
    postmasterPid: () => {
      try {
        const pid = Number(readFileSync(path.join(record().dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
        return running(pid) ? pid : null;
      } catch {
        return null;
      }
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface NpmApp {
  child: ChildProcess;
  baseUrl: string;
  logs(): string;
}

/** `npm <script>` on a free port; resolves once it answers HTTP. */
export async function startNpmApp(install: LocalInstall, script: "start" | "dev", timeoutMs = 180_000): Promise<NpmApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn("npm", script === "start" ? ["start", "--", "-p", String(port), "-H", "127.0.0.1"] : ["run", "dev", "--", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...install.env, PORT: String(port), NEXTAUTH_URL: baseUrl },
    stdio: ["ignore", "pipe", "pipe"],
    // A process group of its own, as a shell runs a job: Ctrl-C is SIGINT to that group.
    detached: true,
  });
  const logs: string[] = [];
  child.stdout?.on("data", (d: Buffer) => logs.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => logs.push(d.toString()));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm ${script} exited with ${child.exitCode}\n${logs.join("").slice(-3000)}`);
    const up = await fetch(`${baseUrl}/api/openapi.json`).then((r) => r.status === 200, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`npm ${script} did not answer within ${timeoutMs} ms\n${logs.join("").slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, baseUrl, logs: () => logs.join("") };
}
