// A test stack whose app reads its listings from a Cosmos DB emulator through a throttle proxy:
// the sync tests change source documents between runs and throttle the source at will. Every
// answer the app gives is kept, so a test can check that no secret ever left the server.
import { randomBytes } from "node:crypto";
import { ensureUser } from "@/lib/sign-in/ensure-user";
import type { Role } from "@/lib/auth/roles";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb, type Db } from "@/lib/db/client";
import { startCosmosEmulator, type CosmosEmulator } from "@/scripts/cosmos/emulator";
import type { SourceListingDocument } from "@/lib/properties/sync/source-listing";
import { requestJson, type ApiResponse, type RequestOptions } from "@/tests/helpers/request";
import { startTestStack, type TestStack } from "./test-stack";
import { startThrottleProxy, type ThrottleProxy } from "./throttle-proxy";

export interface PropertySyncStack {
  stack: TestStack;
  emulator: CosmosEmulator;
  proxy: ThrottleProxy;
  db: Db;
  /** The COSMOS_KEY the app was given: random, so finding it anywhere is a leak. */
  key: string;
  database: string;
  container: string;
  /** Every response body the app sent through call(). */
  responses: string[];
  call<T = Record<string, unknown>>(path: string, opts?: RequestOptions): Promise<ApiResponse<T>>;
  tokenFor(role: Role, email?: string): Promise<{ token: string; email: string; userId: string }>;
  upsert(documents: SourceListingDocument[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startPropertySyncStack(opts: { extraEnv?: Record<string, string> } = {}): Promise<PropertySyncStack> {
  if (process.env.TEST_SERVER === "dev") {
    // This suite runs a second app server beside the shared one (its own Cosmos settings), and
    // `next dev` refuses a second server in the same folder; say so instead of timing out.
    throw new Error("property-sync tests need the built app: run `npm run build`, then run them without TEST_SERVER=dev");
  }
  const database = "rentals-test";
  const container = "listings-test";
  const key = randomBytes(32).toString("base64");
  const emulator = await startCosmosEmulator({ database, container, count: 0 });
  const proxy = await startThrottleProxy({ target: emulator.endpoint });
  const stack = await startTestStack({
    extraEnv: { COSMOS_ENDPOINT: proxy.endpoint, COSMOS_KEY: key, COSMOS_DATABASE: database, COSMOS_CONTAINER: container, LOG_LEVEL: "info", ...opts.extraEnv },
  });
  const db = createDb(stack.databaseUrl, 4);
  const responses: string[] = [];

  async function call<T>(path: string, o: RequestOptions = {}) {
    const res = await requestJson<T>(stack.baseUrl, path, o);
    responses.push(`${[...res.headers].map(([k, v]) => `${k}: ${v}`).join("\n")}\n\n${res.text}`);
    return res;
  }

  let n = 0;
  async function tokenFor(role: Role, email = `${role}-${++n}-${randomBytes(3).toString("hex")}@sync.test`) {
    const user = await ensureUser(db, { email, role, org: "Sync Test Org", name: `Test ${role}` });
    return { token: await issueToken(user, stack.secret, 1), email: user.email, userId: user.id };
  }

  return {
    stack,
    emulator,
    proxy,
    db,
    key,
    database,
    container,
    responses,
    call,
    tokenFor,
    upsert: (documents) => emulator.upsertListings(documents),
    stop: async () => {
      await db.$disconnect();
      await stack.stop();
      await proxy.close();
      await emulator.close();
    },
  };
}
