// Benchmark of the property sync (run by hand, after `npm run build`):
//   npx tsx bench/sync.ts                       # embedded PostgreSQL
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/sync.ts
// Seeds a Cosmos DB emulator with 10,000 Oregon listings, starts the built app on a fresh
// database pointed at it, and times over HTTP: a fresh sync (every listing created), a re-sync
// (every listing updated), and reading the same listings from the source alone (the SDK, pages
// of 1000). Prints each round and the medians, and the ratio of each sync to the read alone.
import { ensureUser } from "@/lib/sign-in/ensure-user";
import { issueToken } from "@/lib/sign-in/tokens";
import { createDb } from "@/lib/db/client";
import { startCosmosEmulator } from "@/scripts/cosmos/emulator";
import { createCosmosSource } from "@/lib/properties/sync/cosmos-source";
import { generateSampleListings } from "@/lib/properties/sync/sample-listings";
import { startTestStack } from "@/tests/support/test-stack";

const COUNT = Number(process.argv[2] ?? 10_000);
const ROUNDS = Number(process.argv[3] ?? 3);
const OREGON = ["Portland", "Eugene", "Salem", "Bend", "Beaverton", "Gresham", "Hillsboro", "Medford", "Corvallis"];

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

const emulator = await startCosmosEmulator({ database: "bench", container: "listings", count: 0 });
const listings = generateSampleListings({ seed: 2026, count: COUNT, cities: OREGON });
await emulator.upsertListings(listings);
const config = { endpoint: emulator.endpoint, key: emulator.key, database: emulator.database, container: emulator.container };
const stack = await startTestStack({
  extraEnv: { COSMOS_ENDPOINT: config.endpoint, COSMOS_KEY: config.key, COSMOS_DATABASE: config.database, COSMOS_CONTAINER: config.container, LOG_LEVEL: "warn" },
});
const db = createDb(stack.databaseUrl, 2);
const admin = await ensureUser(db, { email: "bench-admin@bench.test", role: "corps_admin", org: "Bench" });
const token = await issueToken(admin, stack.secret, 1);

async function sync(): Promise<{ ms: number; result: Record<string, number> }> {
  const { ms, value } = await timed(async () => {
    const res = await fetch(`${stack.baseUrl}/api/sync-properties`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ state: "OR" }),
    });
    const body = (await res.json()) as { result?: Record<string, number> };
    if (!res.ok || !body.result) throw new Error(`sync failed: ${res.status} ${JSON.stringify(body)}`);
    return body.result;
  });
  return { ms, result: value };
}

async function readAlone(): Promise<number> {
  const source = createCosmosSource(config);
  try {
    const { ms, value } = await timed(() => source.readAllListings({ state: "OR" }));
    if (value.length !== COUNT) throw new Error(`read ${value.length} listings, expected ${COUNT}`);
    return ms;
  } finally {
    source.close();
  }
}

const rows: { round: number; read: number; fresh: number; resync: number }[] = [];
try {
  // One warm-up of each path (route compilation, SDK metadata caches), not counted.
  await readAlone();
  await sync();
  for (let round = 1; round <= ROUNDS; round++) {
    await db.$executeRaw`DELETE FROM properties WHERE source_listing_id IS NOT NULL`;
    const read = await readAlone();
    const fresh = await sync();
    if (fresh.result.created !== COUNT) throw new Error(`fresh sync created ${fresh.result.created}`);
    const resync = await sync();
    if (resync.result.updated !== COUNT || resync.result.created !== 0) throw new Error(`re-sync: ${JSON.stringify(resync.result)}`);
    rows.push({ round, read, fresh: fresh.ms, resync: resync.ms });
    console.log(
      `round ${round}: read alone ${read.toFixed(0)} ms · fresh sync ${fresh.ms.toFixed(0)} ms (×${(fresh.ms / read).toFixed(2)}) · re-sync ${resync.ms.toFixed(0)} ms (×${(resync.ms / read).toFixed(2)})`,
    );
  }
  const read = median(rows.map((r) => r.read));
  const fresh = median(rows.map((r) => r.fresh));
  const resync = median(rows.map((r) => r.resync));
  console.log(`\n${COUNT} listings, ${process.env.TEST_DATABASE_URL ? "PostgreSQL server" : "embedded PostgreSQL"}, median of ${ROUNDS} rounds:`);
  console.log(`| path | time | ratio to read alone |\n|---|---|---|`);
  console.log(`| read alone (SDK, pages of 1000) | ${(read / 1000).toFixed(2)} s | 1.00 |`);
  console.log(`| fresh sync (all created) | ${(fresh / 1000).toFixed(2)} s | ${(fresh / read).toFixed(2)} |`);
  console.log(`| re-sync (all updated) | ${(resync / 1000).toFixed(2)} s | ${(resync / read).toFixed(2)} |`);
} finally {
  await db.$disconnect();
  await stack.stop();
  await emulator.close();
}
