// onReadReplica's decisions that need no running database: transactions, the caller's own recent
// write, and a replica that cannot be reached (tests/integration/read-replicas.test.ts covers a
// real replica).
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { db, type Db } from "@/lib/db/client";
import { onReadReplica } from "@/lib/replicas/read-replica";
import { noteWrite } from "@/lib/replicas/recent-writes";
import { resetEnvCache } from "@/lib/env";

const saved = { ...process.env };
let closedPort = 0;

const caller = (id: string): Caller => ({ id, email: `${id}@test.org`, name: null, role: "corps_admin", orgId: null, volunteerId: null, lastWriteAt: null });

beforeAll(async () => {
  // A port nothing listens on: connections to it are refused at once.
  closedPort = await new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
  process.env.DATABASE_URL = `postgres://nobody@127.0.0.1:${closedPort}/primary`;
  process.env.DATABASE_REPLICA_URLS = `postgres://nobody:s3cret-replica@127.0.0.1:${closedPort}/replica`;
  process.env.LOG_LEVEL = "warn";
  resetEnvCache();
});

afterAll(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe("onReadReplica", () => {
  it("keeps a transaction (any client but the app's primary) as it is, without asking a replica", async () => {
    const tx = { $queryRaw: vi.fn() } as unknown as Db;
    const ctx = { caller: caller("a"), db: tx };
    expect(await onReadReplica(ctx)).toBe(ctx);
  });

  it("keeps a caller who just wrote on the primary", async () => {
    await noteWrite({ id: "writer" }); // the user row stamp fails here (no server) and is only logged
    const ctx = { caller: caller("writer"), db: db() };
    expect((await onReadReplica(ctx)).db).toBe(db());
  });

  it("falls back to the primary, with a warning, when no replica answers", async () => {
    const warn = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const ctx = { caller: caller("reader"), db: db() };
    expect((await onReadReplica(ctx)).db).toBe(db());
    expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/"level":"warn".*replica/);
    // The warning names the replica by its position; its URL's password never appears.
    expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toMatch(/"replica":"replica-1"/);
    expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).not.toContain("s3cret");
    warn.mockRestore();
  });
});
