// Encoding candidates of GET /api/rental-listings, measured side by side without a Next build
// (run by hand, see docs/benchmarks.md). A child process serves the same 50,000 rows with each
// candidate over plain node:http; this process fetches them (undici, decompressing like a
// browser) and prints p50/p95 and the ratio to the raw SQL read. Next adds the same constant
// overhead to every candidate; the chosen one is then measured on `next start` by
// bench/rental-listings.ts.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/corps_bench_listings npx tsx bench/rental-listings-candidates.ts seed
//   BENCH_DATABASE_URL=... npx tsx bench/rental-listings-candidates.ts run
import { spawn } from "node:child_process";
import http from "node:http";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import pg from "pg";
import { env } from "@/lib/env";
import { migrate } from "@/scripts/db/migrate";
import { listingTexts, readListingBatch, type ListingRow } from "@/lib/properties/listings/listing-batches";
import { toRentalListing } from "@/lib/properties/listings/rental-listing-shape";
import { acceptsVoucher } from "@/lib/properties/listings/voucher";
import { LISTINGS_SQL, LISTINGS_SQL_WITH_TEXTS, seedListings } from "./listing-seed";

const url = env().BENCH_DATABASE_URL;
if (!url || !new URL(url).pathname.includes("bench")) {
  console.error("Set BENCH_DATABASE_URL to a database whose name contains 'bench' (it is dropped and refilled by `seed`).");
  process.exit(1);
}
const COUNT = 50_000;

// row-objects-texts: the code before issue 17. build / build5000: the endpoint's read and mapping
// (readListingBatch + listingTexts) of listings without stored text, batches of 1000 / 5000. This
// bench never stores the text (rounds interleave, so one case would change the next one's rows);
// bench/rental-listings.ts measures the endpoint with it stored.
type Serializer = "row-objects-texts" | "build" | "build5000";
type Compression = "identity" | "gzip6" | "gzip1" | "br1" | "br4" | "zstd1";

/** The code on main before issue 17: descriptions read, the voucher regexes run per row, one stringify per row. */
async function oldBatch(pool: pg.Pool, cursor: [string, string] | null): Promise<unknown[][]> {
  const res = await pool.query({
    text: `SELECT p.created_at::text, p.id::text, p.beds, p.price::float8, p.zip_code, p.city, p.address, p.property_manager,
                  p.availability, p.accepts_voucher, p.description, p.full_description
             FROM properties p WHERE p.price IS NOT NULL AND p.price > 0 AND p.state = 'OR' AND p.price >= 0
             ${cursor ? "AND (p.created_at, p.id) < ($1::timestamptz, $2::uuid)" : ""}
            ORDER BY p.created_at DESC, p.id DESC LIMIT 1000`,
    values: cursor ? [...cursor] : [],
    rowMode: "array",
  });
  return res.rows as unknown[][];
}

function stream(pool: pg.Pool, serializer: Serializer): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const size = serializer === "build5000" ? 5000 : 1000;
  let count = 0;
  let started = false;
  let cursor: [string, string] | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text = started ? "" : '{"success":true,"listings":[';
      started = true;
      if (done) {
        controller.enqueue(encoder.encode(`${text}],"count":${count}}`));
        controller.close();
        return;
      }
      let body: string;
      let n: number;
      if (serializer === "row-objects-texts") {
        const rows = await oldBatch(pool, cursor);
        n = rows.length;
        body = rows
          .map((r) =>
            JSON.stringify(
              toRentalListing({
                id: r[1] as string,
                beds: r[2] as number | null,
                price: r[3] as number,
                zipCode: r[4] as string | null,
                city: r[5] as string | null,
                address: r[6] as string | null,
                propertyManager: r[7] as string | null,
                availability: r[8],
                acceptsVoucher: acceptsVoucher(r[9] as boolean | null, r[10] as string | null, r[11] as string | null),
              }),
            ),
          )
          .join(",");
        if (n) cursor = [rows[n - 1][0] as string, rows[n - 1][1] as string];
      } else {
        const rows: ListingRow[] = await readListingBatch(pool, {}, cursor ? { createdAt: cursor[0], id: cursor[1] } : null, size);
        n = rows.length;
        body = (await listingTexts(pool, rows)).texts.join(",");
        if (n) cursor = [rows[n - 1][0], rows[n - 1][1]];
      }
      if (n < size) done = true;
      if (n) text += (count === 0 ? "" : ",") + body;
      count += n;
      controller.enqueue(encoder.encode(text));
    },
  });
}

function compressor(c: Compression): { stream: zlib.Gzip | zlib.BrotliCompress | NodeJS.ReadWriteStream | null; encoding: string | null } {
  switch (c) {
    case "identity":
      return { stream: null, encoding: null };
    case "gzip6":
      return { stream: zlib.createGzip(), encoding: "gzip" };
    case "gzip1":
      return { stream: zlib.createGzip({ level: 1 }), encoding: "gzip" };
    case "br1":
      return { stream: zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }), encoding: "br" };
    case "br4":
      return { stream: zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }), encoding: "br" };
    case "zstd1":
      return { stream: zlib.createZstdCompress({ params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } }), encoding: "zstd" };
  }
}

async function serve(port: number) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  http
    .createServer((req, res) => {
      const [, , serializer, compression] = (req.url ?? "").split("/") as [string, string, Serializer, Compression];
      const { stream: z, encoding } = compressor(compression);
      res.writeHead(200, { "content-type": "application/json; charset=utf-8", ...(encoding ? { "content-encoding": encoding } : {}) });
      const body = Readable.fromWeb(stream(pool, serializer) as import("node:stream/web").ReadableStream<Uint8Array>);
      (z ? body.pipe(z) : body).pipe(res);
    })
    .listen(port, "127.0.0.1", () => console.log("ready"));
}

function p(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

async function run() {
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "serve", String(port)], { stdio: ["ignore", "pipe", "inherit"], env: process.env });
  await new Promise<void>((resolve) => child.stdout?.on("data", (d: Buffer) => d.toString().includes("ready") && resolve()));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sqlTime = async (sql: string) => {
    const ms: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t0 = performance.now();
      await client.query(sql);
      ms.push(performance.now() - t0);
    }
    return p(ms.sort((a, b) => a - b), 0.5);
  };
  const floorNew = await sqlTime(LISTINGS_SQL);
  const floorOld = await sqlTime(LISTINGS_SQL_WITH_TEXTS);
  console.log(`raw SQL p50: ${floorNew.toFixed(1)} ms (columns read now), ${floorOld.toFixed(1)} ms (with both description texts, as before)`);
  const runs = Number(process.argv[3] ?? 9);
  const cases = (process.argv[4] ?? "row-objects-texts:identity,row-objects-texts:gzip6,build:identity,build5000:identity,build:gzip6,build:gzip1,build:br1,build:br4,build:zstd1").split(",");
  // Rounds interleave the candidates, so a change in the machine's load hits all of them alike.
  const times = new Map<string, number[]>(cases.map((c) => [c, []]));
  const sizes = new Map<string, { bytes: number; wire: number }>();
  for (const c of cases) {
    const [serializer, compression] = c.split(":");
    const wire = await new Promise<number>((resolve) =>
      http.get(`http://127.0.0.1:${port}/v/${serializer}/${compression}`, (r) => {
        let n = 0;
        r.on("data", (d: Buffer) => (n += d.length));
        r.on("end", () => resolve(n));
      }),
    );
    sizes.set(c, { bytes: 0, wire });
  }
  for (let round = 0; round < runs; round++) {
    for (const c of cases) {
      const [serializer, compression] = c.split(":");
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/v/${serializer}/${compression}`);
      const text = await res.text();
      times.get(c)?.push(performance.now() - t0);
      if ((JSON.parse(text) as { count: number }).count !== COUNT) throw new Error(`${c}: wrong count`);
      const size = sizes.get(c);
      if (size) size.bytes = text.length;
    }
  }
  for (const c of cases) {
    const ms = (times.get(c) ?? []).sort((a, b) => a - b);
    const p50 = p(ms, 0.5);
    const size = sizes.get(c) ?? { bytes: 0, wire: 0 };
    console.log(
      `${c.padEnd(28)} p50 ${p50.toFixed(1).padStart(7)} ms  p95 ${p(ms, 0.95).toFixed(1).padStart(7)} ms  body ${(size.bytes / 1e6).toFixed(1)} MB, wire ${(size.wire / 1e6).toFixed(2)} MB  ratio to SQL ${(p50 / floorNew).toFixed(2)} (to the old floor ${(p50 / floorOld).toFixed(2)})`,
    );
  }
  await client.end();
  child.kill();
}

async function seed() {
  const server = new URL(url as string);
  const name = server.pathname.slice(1);
  server.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  await migrate(url as string);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await seedListings(client, 1, COUNT);
  await client.end();
  console.log(`seeded ${COUNT} listings into ${name}`);
}

const mode = process.argv[2];
if (mode === "seed") await seed();
else if (mode === "serve") await serve(Number(process.argv[3]));
else if (mode === "run") await run();
else console.error("usage: rental-listings-candidates.ts seed|run [runs] [serializer:compression,...]");
