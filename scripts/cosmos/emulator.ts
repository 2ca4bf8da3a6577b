// An in-process Cosmos DB emulator (@vercel/cosmosdb-server) seeded with sample listings, standing
// in for the real source in tests and the local demo. Server only; data lives in memory.
import type { AddressInfo } from "node:net";
import { createHttpServer } from "@vercel/cosmosdb-server";
import { CosmosClient, type Container, type JSONObject, type OperationInput } from "@azure/cosmos";
import { EMULATOR_KEY } from "@/lib/properties/sync/demo-source";
import { generateSampleListings } from "@/lib/properties/sync/sample-listings";
import type { SourceListingDocument } from "@/lib/properties/sync/source-listing";

export interface CosmosEmulatorOptions {
  database: string;
  container: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Interface to listen on; "0.0.0.0" exposes it to other machines. Default 127.0.0.1. */
  host?: string;
  /** Seed of the sample listings (default 1). */
  seed?: number;
  /** Number of sample listings to create (default 2000; 0 for an empty container). */
  count?: number;
  /** Include the messy documents of the sample generator (see SampleListingsOptions.edgeCases). */
  edgeCases?: boolean;
}

export interface CosmosEmulator {
  /** Plain-HTTP endpoint, e.g. http://127.0.0.1:41234 */
  endpoint: string;
  /** The emulator accepts any key; this fixed one keeps configs readable. */
  key: string;
  database: string;
  container: string;
  /** Creates or replaces documents (e.g. to change a listing between two syncs). */
  upsertListings(documents: readonly SourceListingDocument[]): Promise<void>;
  close(): Promise<void>;
}

/** The service caps a transactional batch at 100 operations, all in one partition. */
const BATCH_SIZE = 100;
/** Batches in flight at once; the server runs in this process, so more only adds queueing. */
const CONCURRENCY = 4;

function listen(server: ReturnType<typeof createHttpServer>, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      // listen() on a TCP port always yields an AddressInfo; the string form is for pipes.
      if (address === null || typeof address === "string") reject(new Error("emulator did not bind a TCP port"));
      else resolve(address);
    });
  });
}

function toJsonObject(document: SourceListingDocument): JSONObject {
  // A JSON round-trip is what the wire does anyway; it drops undefined fields the SDK would reject.
  const body: JSONObject = JSON.parse(JSON.stringify(document));
  return body;
}

async function upsertAll(container: Container, documents: readonly SourceListingDocument[]): Promise<void> {
  const byState = new Map<string, JSONObject[]>();
  const withoutState: JSONObject[] = [];
  for (const document of documents) {
    const body = toJsonObject(document);
    const state = body.state;
    if (typeof state !== "string") {
      withoutState.push(body);
      continue;
    }
    const group = byState.get(state) ?? [];
    group.push(body);
    byState.set(state, group);
  }

  const batches: { state: string; operations: OperationInput[] }[] = [];
  for (const [state, group] of byState) {
    for (let i = 0; i < group.length; i += BATCH_SIZE) {
      // The emulator reads an Upsert's partition key from the operation, not the batch header.
      const operations = group.slice(i, i + BATCH_SIZE).map((resourceBody): OperationInput => ({ operationType: "Upsert", partitionKey: state, resourceBody }));
      batches.push({ state, operations });
    }
  }

  let next = 0;
  async function worker(): Promise<void> {
    while (next < batches.length) {
      const { state, operations } = batches[next++];
      const response = await container.items.batch(operations, state);
      const failed = response.result?.find((result) => result.statusCode >= 400);
      if (response.code !== undefined && response.code >= 400) throw new Error(`emulator batch for ${state} failed with ${response.code}`);
      if (failed) throw new Error(`emulator batch for ${state} failed: an operation returned ${failed.statusCode}`);
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, batches.length) }, worker));

  // A document without a state has no partition to batch into; rare enough to write one by one.
  for (const body of withoutState) await container.items.upsert(body);
}

/** Starts the emulator, creates the database and the container (partition key /state) and seeds sample listings. */
export async function startCosmosEmulator(options: CosmosEmulatorOptions): Promise<CosmosEmulator> {
  const host = options.host ?? "127.0.0.1";
  const server = createHttpServer();
  const address = await listen(server, options.port ?? 0, host);
  const reachableHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  const endpoint = `http://${reachableHost}:${address.port}`;

  const client = new CosmosClient({ endpoint, key: EMULATOR_KEY, connectionPolicy: { enableEndpointDiscovery: false } });
  async function close(): Promise<void> {
    client.dispose();
    // The emulator answers with "connection: close", but a client may still hold a socket open.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  try {
    const { database } = await client.databases.createIfNotExists({ id: options.database });
    const { container } = await database.containers.createIfNotExists({ id: options.container, partitionKey: { paths: ["/state"] } });
    const count = options.count ?? 2000;
    if (count > 0) await upsertAll(container, generateSampleListings({ seed: options.seed ?? 1, count, edgeCases: options.edgeCases }));
    return {
      endpoint,
      key: EMULATOR_KEY,
      database: options.database,
      container: options.container,
      upsertListings: (documents) => upsertAll(container, documents),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
