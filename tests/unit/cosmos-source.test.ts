// Reading source listings from Cosmos DB through the real SDK against the in-process emulator:
// filters, 1000-document pages, limits, throttling, and the schema that validates each document.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startCosmosEmulator, type CosmosEmulator } from "@/scripts/cosmos/emulator";
import { createCosmosSource, type CosmosSource, type RawSourceDocument } from "@/lib/properties/sync/cosmos-source";
import { generateSampleListings } from "@/lib/properties/sync/sample-listings";
import { sourceListingSchema, type SourceListingDocument } from "@/lib/properties/sync/source-listing";
import { startThrottleProxy, type ThrottleProxy } from "@/tests/support/throttle-proxy";

const SEED = 42;
const COUNT = 3000;
// The emulator seeds exactly these documents, so the test knows what the source holds.
const seeded = generateSampleListings({ seed: SEED, count: COUNT });
const idsWhere = (keep: (listing: (typeof seeded)[number]) => boolean) => seeded.filter(keep).map((listing) => listing.id);

// Hand-made documents around the Portland filter: same name in another state, a longer name, a padded name.
const extras: SourceListingDocument[] = [
  { id: "extra-portland-me", address: "12 Congress St", city: "Portland", state: "ME", zip_code: "04101", price: 1700, beds: 1 },
  { id: "extra-south-portland", address: "40 Main St", city: "South Portland", state: "OR", price: 1400, beds: 1 },
  { id: "extra-upper-case", address: "1 NW Couch St", city: "PORTLAND", state: "OR", price: 2100, beds: 2 },
];

let emulator: CosmosEmulator;
let source: CosmosSource;
const cleanups: (() => Promise<void> | void)[] = [];

async function collectPages(reader: CosmosSource, query: Parameters<CosmosSource["readListings"]>[0]): Promise<RawSourceDocument[][]> {
  const pages: RawSourceDocument[][] = [];
  for await (const page of reader.readListings(query)) pages.push(page);
  return pages;
}

function idsOf(documents: RawSourceDocument[]): string[] {
  return documents.map((document) => String(document.id));
}

beforeAll(async () => {
  emulator = await startCosmosEmulator({ database: "listings", container: "rentals", seed: SEED, count: COUNT });
  await emulator.upsertListings(extras);
  source = createCosmosSource(emulator);
});

afterAll(async () => {
  source?.close();
  await emulator?.close();
});

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

describe("cosmos source: filters", () => {
  it("returns every listing of a state exactly once, in pages of 1000 that follow the continuation", async () => {
    const expected = [...idsWhere((l) => l.state === "OR"), "extra-south-portland", "extra-upper-case"];
    expect(expected.length).toBeGreaterThan(2000);

    const pages = await collectPages(source, { state: "OR" });
    const ids = idsOf(pages.flat());

    expect(pages.map((page) => page.length)).toEqual([1000, 1000, expected.length - 2000]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.toSorted()).toEqual(expected.toSorted());
  });

  it("reads every state separately and together they hold everything that was seeded", async () => {
    const states = [...new Set(seeded.map((listing) => listing.state))];
    expect(states.toSorted()).toEqual(["CA", "ID", "OR", "WA"]);
    let total = 0;
    for (const state of states) {
      const documents = await source.readAllListings({ state });
      expect(documents.every((document) => document.state === state)).toBe(true);
      total += documents.filter((document) => !String(document.id).startsWith("extra-")).length;
    }
    expect(total).toBe(COUNT);
  });

  it("matches the city case-insensitively and exactly, within the state", async () => {
    const expected = [...idsWhere((l) => l.state === "OR" && l.city === "Portland"), "extra-upper-case"];
    for (const city of ["portland", "Portland", "PORTLAND", " Portland "]) {
      const ids = idsOf(await source.readAllListings({ state: "OR", city }));
      expect(ids.toSorted()).toEqual(expected.toSorted());
    }
    const maine = await source.readAllListings({ state: "ME", city: "portland" });
    expect(idsOf(maine)).toEqual(["extra-portland-me"]);
  });

  it("finds nothing for a state or city the source does not have", async () => {
    expect(await collectPages(source, { state: "ZZ" })).toEqual([]);
    expect(await source.readAllListings({ state: "OR", city: "Atlantis" })).toEqual([]);
    // State is an exact match on the stored two-letter code.
    expect(await source.readAllListings({ state: "Oregon" })).toEqual([]);
  });

  it("returns raw documents that the source-listing schema accepts, with the server's _ts", async () => {
    const documents = await source.readAllListings({ state: "WA" });
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const parsed = sourceListingSchema.safeParse(document);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data?._ts).toBeGreaterThan(1_700_000_000);
    }
  });
});

describe("cosmos source: limit", () => {
  it("returns exactly `limit` documents for a trial run", async () => {
    const pages = await collectPages(source, { state: "OR", limit: 10 });
    expect(pages).toHaveLength(1);
    expect(pages[0]).toHaveLength(10);
    expect(new Set(idsOf(pages[0])).size).toBe(10);
    expect(pages[0].every((document) => document.state === "OR")).toBe(true);
  });

  it("stops in the middle of the second page when the limit is above the page size", async () => {
    const pages = await collectPages(source, { state: "OR", limit: 1500 });
    expect(pages.map((page) => page.length)).toEqual([1000, 500]);
    expect(new Set(idsOf(pages.flat())).size).toBe(1500);
  });

  it("combines limit with the city filter, returns everything when the limit exceeds the matches, and nothing for 0", async () => {
    const eugene = idsWhere((l) => l.state === "OR" && l.city === "Eugene");
    const limited = await source.readAllListings({ state: "OR", city: "eugene", limit: 5 });
    expect(limited).toHaveLength(5);
    expect(limited.every((document) => document.city === "Eugene")).toBe(true);
    expect(await source.readAllListings({ state: "OR", city: "eugene", limit: 100_000 })).toHaveLength(eugene.length);
    expect(await source.readAllListings({ state: "OR", limit: 0 })).toEqual([]);
  });

  it("rejects a limit that is not a non-negative integer", async () => {
    await expect(source.readAllListings({ state: "OR", limit: -1 })).rejects.toThrow(RangeError);
    await expect(source.readAllListings({ state: "OR", limit: 2.5 })).rejects.toThrow(RangeError);
  });
});

describe("cosmos source: throttling (429)", () => {
  async function throttled(options: Omit<Parameters<typeof startThrottleProxy>[0], "target">, maxRetryAttemptCount = 3) {
    const proxy: ThrottleProxy = await startThrottleProxy({ target: emulator.endpoint, ...options });
    cleanups.push(() => proxy.close());
    const reader = createCosmosSource({ ...emulator, endpoint: proxy.endpoint }, { retryOptions: { maxRetryAttemptCount } });
    cleanups.push(() => reader.close());
    return { proxy, reader };
  }

  it("fails with 'Request rate is large' once the SDK's retries run out, after the pages already read", async () => {
    const { proxy, reader } = await throttled({ throttleAfterQueries: 1 }, 3);
    const pages: RawSourceDocument[][] = [];
    let failure: unknown;
    const started = performance.now();
    try {
      for await (const page of reader.readListings({ state: "OR" })) pages.push(page);
    } catch (error) {
      failure = error;
    }

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain("Request rate is large");
    expect((failure as { code?: unknown }).code).toBe(429);
    // The first page arrived before the throttling started; the sync keeps what it stored.
    expect(pages.map((page) => page.length)).toEqual([1000]);
    // One attempt plus three retries, all answered 429: the SDK did retry, and gave up.
    expect(proxy.stats.throttled).toBe(4);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("absorbs a short burst of 429s through the SDK's retries and returns everything", async () => {
    const { proxy, reader } = await throttled({ throttleAfterQueries: 1, maxThrottles: 2 }, 3);
    const ids = idsOf(await reader.readAllListings({ state: "OR" }));
    expect(proxy.stats.throttled).toBe(2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(idsWhere((l) => l.state === "OR").length + 2);
  });

  it("fails with 'Request rate is large' when every request is throttled, query plan included", async () => {
    const { proxy, reader } = await throttled({ throttleAll: true }, 2);
    await expect(reader.readAllListings({ state: "OR", limit: 10 })).rejects.toThrow("Request rate is large");
    expect(proxy.stats.throttled).toBeGreaterThanOrEqual(3);
  });

  it("still says 'Request rate is large' when the 429 carries another message", async () => {
    const { reader } = await throttled({ throttleAll: true, message: "Too many requests" }, 1);
    const failure = await reader.readAllListings({ state: "OR" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain("Request rate is large");
    expect((failure as Error).message).toContain("Too many requests");
    expect((failure as { code?: unknown }).code).toBe(429);
  });
});

describe("source listing schema", () => {
  it("reads the messy values real sources hold", () => {
    const parsed = sourceListingSchema.parse({
      id: "abc",
      city: "  Portland ",
      state: "or",
      zip_code: 2134,
      price: "$1,450",
      beds: "Studio",
      baths: "1.5",
      sqft: "612.4 sq ft",
      images: null,
      availability: { available_date: "2026-12-01" },
      accepts_section8: "Yes",
      created_at: 1_760_000_000,
      updated_at: "not a date",
      listing_agent: "Kim",
    });
    expect(parsed).toMatchObject({
      id: "abc",
      city: "Portland",
      state: "OR",
      zip_code: "02134",
      price: 1450,
      beds: 0,
      baths: 1.5,
      sqft: 612,
      images: [],
      availability: { available_date: "2026-12-01" },
      accepts_section8: true,
      updated_at: null,
      // Unknown fields pass through.
      listing_agent: "Kim",
    });
    expect(parsed.created_at?.toISOString()).toBe("2025-10-09T08:53:20.000Z");
    // Fields the document does not have are present as null, so the sync overwrites stale values.
    expect(parsed.address).toBeNull();
    expect(parsed.fees).toBeNull();
    expect(parsed.property_manager).toBeNull();
  });

  it("keeps a listing whose images or availability come in an unexpected shape", () => {
    const parsed = sourceListingSchema.parse({
      id: "odd-shapes",
      images: ["https://img.example/a.jpg", { href: "https://img.example/b.jpg" }, { src: " https://img.example/c.jpg " }, { caption: "no url" }, 42, null, ""],
      availability: ["2026-12-01", "2027-01-01"],
    });
    expect(parsed.images).toEqual(["https://img.example/a.jpg", "https://img.example/b.jpg", "https://img.example/c.jpg"]);
    expect(parsed.availability).toBe('["2026-12-01","2027-01-01"]');
    expect(sourceListingSchema.parse({ id: "one-image", images: "https://img.example/x.jpg", availability: "  " })).toMatchObject({
      images: ["https://img.example/x.jpg"],
      availability: null,
    });
    expect(sourceListingSchema.parse({ id: "dated", availability: 20261201 }).availability).toBe("20261201");
  });

  it("rejects a document without an id or with a number it cannot read", () => {
    expect(sourceListingSchema.safeParse({ city: "Portland", price: 1200 }).success).toBe(false);
    const callForPrice = sourceListingSchema.safeParse({ id: "x", price: "Call for pricing" });
    expect(callForPrice.success).toBe(false);
    expect(callForPrice.error?.issues[0]?.path).toEqual(["price"]);
    expect(sourceListingSchema.safeParse({ id: "x", beds: 2.5 }).success).toBe(false);
    expect(sourceListingSchema.safeParse({ id: "x", price: -100 }).success).toBe(false);
    expect(sourceListingSchema.safeParse({ id: "x", price: 0, beds: null }).success).toBe(true);
  });
});
