// Idle keep-alive connections outlive a load balancer's (decision 111): `next start`, as `npm start`
// and every test stack run it, keeps them 65 s, not Node's 5 s. Two things a user would see:
// the answer's Keep-Alive header, and a reused connection that still answers when the server was
// starved of CPU past the old 5 s (it used to be reset under the waiting request, ECONNRESET).
// Its own server (it is paused here), on a database of its own.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "@/scripts/db/migrate";
import { startAppServer, type AppServer } from "../support/app-server";
import { listeningPid } from "../support/process-tree";
import { freshDatabase } from "../support/test-stack";

let database: { url: string; drop(): Promise<void> };
let app: AppServer;
let serverPid = 0;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  database = await freshDatabase("keepalive");
  await migrate(database.url);
  app = await startAppServer({ DATABASE_URL: database.url, NEXTAUTH_SECRET: randomBytes(32).toString("base64url") });
  // The process that owns the listening socket (the one Node event loop that answers).
  serverPid = listeningPid(new URL(app.baseUrl).port);
}, 180_000);

afterAll(async () => {
  if (serverPid) {
    try {
      process.kill(serverPid, "SIGCONT");
    } catch {
      // already gone
    }
  }
  await app?.stop();
  await database?.drop();
});

describe("keep-alive connections", () => {
  it("are kept 65 s, as the answers say", async () => {
    const res = await fetch(`${app.baseUrl}/robots.txt`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
    expect(res.headers.get("keep-alive")).toBe("timeout=65");
    const api = await fetch(`${app.baseUrl}/api/openapi.json`);
    await api.arrayBuffer();
    expect(api.headers.get("keep-alive")).toBe("timeout=65");
  });

  it("answer a request sent on a reused connection while the server was stalled past 5 s", async () => {
    expect(serverPid).toBeGreaterThan(0);
    const first = await fetch(`${app.baseUrl}/robots.txt`);
    await first.arrayBuffer();
    // The server stops running (as when starved of CPU) right after answering; 2.5 s later the
    // client sends its next request on the same idle connection, well inside the keep-alive time
    // it was told; the server runs again 6 s after its last answer.
    process.kill(serverPid, "SIGSTOP");
    let answer: Promise<number>;
    try {
      await sleep(2500);
      answer = fetch(`${app.baseUrl}/robots.txt`).then(
        async (res) => {
          await res.arrayBuffer();
          return res.status;
        },
        (err: { cause?: { code?: string } }) => {
          throw new Error(`no answer: ${err.cause?.code ?? String(err)}`);
        },
      );
      await sleep(3500);
    } finally {
      process.kill(serverPid, "SIGCONT");
    }
    await expect(answer).resolves.toBe(200);
  }, 30_000);
});
