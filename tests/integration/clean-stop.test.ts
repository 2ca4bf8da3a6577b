// `npm start` and `npm run dev` stop cleanly (issue 32, docs/decisions/044): within 10 s of
// SIGTERM (to npm) or SIGINT (Ctrl-C) every process they started is gone, also in the middle of a 50,000-listing
// response that the client stopped reading, and the embedded PostgreSQL they held is stopped
// because its last holder left. Each run has its own embedded cluster (CORPS_DATA_DIR).
import http from "node:http";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "@/lib/db/client";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { seedListings } from "@/bench/listing-seed";
import { localInstall, startNpmApp, type LocalInstall, type NpmApp } from "../support/local-install";
import { commandOf, processTree, running } from "../support/process-tree";

const installs: LocalInstall[] = [];
const apps: NpmApp[] = [];
afterAll(() => {
  for (const app of apps) for (const pid of processTree(app.child.pid as number)) if (running(pid)) process.kill(pid, "SIGKILL");
  for (const install of installs) install.remove();
});

/**
 * Stops npm as it is stopped in practice, and waits until every process of its tree, and the
 * postmaster, are gone. SIGTERM goes to npm's pid alone (a supervisor: Docker, systemd, a test
 * runner); SIGINT to npm's process group (Ctrl-C in the terminal it runs in).
 */
async function stopAndWatch(app: NpmApp, install: LocalInstall, signal: "SIGTERM" | "SIGINT"): Promise<{ ms: number; left: string[]; tree: number }> {
  const tree = processTree(app.child.pid as number);
  const postmaster = install.postmasterPid();
  expect(postmaster).not.toBeNull();
  const watched = [...tree, postmaster as number];
  const t0 = Date.now();
  process.kill(signal === "SIGINT" ? -(app.child.pid as number) : (app.child.pid as number), signal);
  while (Date.now() - t0 < 15_000 && watched.some(running)) await new Promise((r) => setTimeout(r, 100));
  const ms = Date.now() - t0;
  const left = watched.filter(running).map((pid) => `${pid} ${commandOf(pid)}`);
  for (const pid of watched) if (running(pid)) process.kill(pid, "SIGKILL"); // leave nothing behind for the next test
  console.log(`clean stop: ${signal}, ${watched.length} processes (postmaster included), ${left.length} left after ${ms} ms`);
  return { ms, left, tree: tree.length };
}

describe("npm start", () => {
  it("is gone, every process of it and the embedded server, within 10 s of SIGTERM in the middle of a 50,000-listing response", async () => {
    const install = localInstall("stop");
    installs.push(install);
    const app = await startNpmApp(install, "start");
    apps.push(app);

    const client = new pg.Client({ connectionString: install.recordedUrl() });
    await client.connect();
    await seedListings(client, 1, 50_000);
    await client.end();
    const db = createDb(install.recordedUrl(), 1);
    const user = await ensureUser(db, { email: "stop-recruiter@test.org", role: "recruiter", org: "Stop Org", name: "Stan Stop" });
    await db.$disconnect();
    const token = await issueToken(user, install.secret, 1);

    // The client reads the first bytes, then stops reading: the server is stuck mid-response.
    const midResponse = await new Promise<{ status: number; req: http.ClientRequest }>((resolve, reject) => {
      const req = http.get(`${app.baseUrl}/api/rental-listings`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.once("data", () => {
          res.pause();
          resolve({ status: res.statusCode ?? 0, req });
        });
      });
      req.on("error", reject);
    });
    expect(midResponse.status).toBe(200);

    const { ms, left, tree } = await stopAndWatch(app, install, "SIGTERM");
    midResponse.req.destroy();
    expect(tree).toBeGreaterThanOrEqual(4); // npm, the launcher, Next.js, its server...
    expect(left, `still running after ${ms} ms`).toEqual([]);
    expect(ms).toBeLessThan(10_000);
  }, 300_000);
});

describe("npm run dev", () => {
  it.skipIf(process.env.TEST_SERVER === "dev")("is gone, every process of it and the embedded server, within 10 s of Ctrl-C (SIGINT)", async () => {
    const install = localInstall("stop-dev");
    installs.push(install);
    const app = await startNpmApp(install, "dev");
    apps.push(app);
    // A page compiled and served: the dev server's workers are up.
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
    const { ms, left } = await stopAndWatch(app, install, "SIGINT");
    expect(left, `still running after ${ms} ms`).toEqual([]);
    expect(ms).toBeLessThan(10_000);
  }, 300_000);
});
