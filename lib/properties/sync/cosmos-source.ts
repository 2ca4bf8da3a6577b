// Read access to the Azure Cosmos DB container holding the source rental listings (server only:
// it holds the account key). The sync iterates the pages; a benchmark can read everything.
import { CosmosClient, type RetryOptions, type SqlQuerySpec } from "@azure/cosmos";

export interface CosmosSourceConfig {
  endpoint: string;
  key: string;
  database: string;
  container: string;
}

export interface CosmosSourceOptions {
  /** Throttling (429) retry policy of the SDK; tests shorten it. Defaults to the SDK's (9 retries, 30 s). */
  retryOptions?: RetryOptions;
}

export interface ReadListingsQuery {
  /** Exact state value as stored in the source, e.g. "OR". */
  state: string;
  /** Case-insensitive equality on the city. */
  city?: string;
  /** Stop after this many documents; omitted means all. */
  limit?: number;
}

/** A source document as returned by the query, before validation. */
export type RawSourceDocument = Record<string, unknown>;

export interface CosmosSource {
  /** Pages of at most PAGE_SIZE raw documents, in source order, following continuation tokens. */
  readListings(query: ReadListingsQuery): AsyncGenerator<RawSourceDocument[], void, undefined>;
  /** Every matching document at once (for measuring the source alone). */
  readAllListings(query: ReadListingsQuery): Promise<RawSourceDocument[]>;
  /** Releases the SDK's timers and connections. */
  close(): void;
}

/** The spec reads the source in batches of 1000. */
const PAGE_SIZE = 1000;
const THROTTLED_MESSAGE = "Request rate is large";

function buildQuery({ state, city, limit }: ReadListingsQuery): SqlQuerySpec {
  const parameters: SqlQuerySpec["parameters"] = [{ name: "@state", value: state }];
  // The state filter lives in WHERE rather than in the `partitionKey` option: the real container's
  // partition key is not ours to assume, and the emulator ignores that option anyway.
  let where = "c.state = @state";
  if (city !== undefined) {
    // Lower-casing the parameter here leaves a single LOWER() in the query.
    parameters.push({ name: "@city", value: city.trim().toLowerCase() });
    where += " AND LOWER(c.city) = @city";
  }
  let select = "SELECT *";
  if (limit !== undefined) {
    // TOP lets the service stop early instead of us discarding the rest of a 1000-document page.
    parameters.push({ name: "@limit", value: limit });
    select = "SELECT TOP @limit *";
  }
  return { query: `${select} FROM c WHERE ${where}`, parameters };
}

function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

/** After the SDK gave up retrying a 429, make sure the error says so in the service's own words. */
function explainThrottling(error: unknown): unknown {
  if (errorCode(error) !== 429) return error;
  if (error instanceof Error && error.message.includes(THROTTLED_MESSAGE)) return error;
  const detail = error instanceof Error ? error.message : String(error);
  const wrapped = new Error(`${THROTTLED_MESSAGE}: the source database throttled the read and retries ran out (${detail})`, {
    cause: error,
  });
  return Object.assign(wrapped, { code: 429 });
}

/**
 * A reader of the listings container. Throws (from the iteration) an Error with `code` 429 and a
 * message containing "Request rate is large" when the SDK's throttling retries run out.
 */
export function createCosmosSource(config: CosmosSourceConfig, options: CosmosSourceOptions = {}): CosmosSource {
  const client = new CosmosClient({
    endpoint: config.endpoint,
    key: config.key,
    // Without this the SDK switches to the regional endpoints the account reports; the emulator
    // reports https://<its own address> even when serving plain HTTP, so every later call fails.
    // retryOptions only when given: an explicit undefined would replace the SDK's defaults.
    connectionPolicy: { enableEndpointDiscovery: false, ...(options.retryOptions ? { retryOptions: options.retryOptions } : {}) },
  });
  const container = client.database(config.database).container(config.container);

  async function* readListings(query: ReadListingsQuery): AsyncGenerator<RawSourceDocument[], void, undefined> {
    const { limit } = query;
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 0)) {
      throw new RangeError(`limit must be a non-negative integer, got ${limit}`);
    }
    if (limit === 0) return;
    const iterator = container.items.query<RawSourceDocument>(buildQuery(query), { maxItemCount: PAGE_SIZE });
    let read = 0;
    while (iterator.hasMoreResults()) {
      let resources: RawSourceDocument[];
      try {
        ({ resources } = await iterator.fetchNext());
      } catch (error) {
        throw explainThrottling(error);
      }
      // The SDK can hand back an empty page while more remain (e.g. before the first result).
      if (resources.length === 0) continue;
      if (limit !== undefined && read + resources.length >= limit) {
        yield resources.slice(0, limit - read);
        return;
      }
      read += resources.length;
      yield resources;
    }
  }

  async function readAllListings(query: ReadListingsQuery): Promise<RawSourceDocument[]> {
    const all: RawSourceDocument[] = [];
    for await (const page of readListings(query)) all.push(...page);
    return all;
  }

  return { readListings, readAllListings, close: () => client.dispose() };
}
