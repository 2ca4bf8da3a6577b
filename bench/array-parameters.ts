// What it costs to send 10,000-row arrays to PostgreSQL, run by hand (docs/benchmarks.md,
// "Fewer bytes to the database"; lib/db/unnest.ts):
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/array-parameters.ts
// One trivial SELECT of 19 array parameters (5 of uuids, 14 of 60-character texts, 10,000 each),
// five rounds of: node-pg with JavaScript arrays, node-pg with array literals built here, Prisma's
// $queryRaw with JavaScript arrays, Prisma's $queryRaw with literals, and one JSON parameter
// (json_to_recordset). Prints the milliseconds of each round.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { createDb } from "@/lib/db/client";
import { pgArray } from "@/lib/db/unnest";
import { Prisma } from "@/lib/generated/prisma/client";

const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const N = 10_000;

async function main() {
  const db = createDb(url, 2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const uuids = () => Array.from({ length: N }, () => randomUUID());
    const texts = () => Array.from({ length: N }, (_, i) => `Hello "volunteer" number ${i} `.padEnd(60, "x"));
    const arrays: { values: string[]; type: string }[] = [
      ...Array.from({ length: 5 }, () => ({ values: uuids(), type: "uuid" })),
      ...Array.from({ length: 14 }, () => ({ values: texts(), type: "text" })),
    ];
    const text = `SELECT ${arrays.map((a, i) => `cardinality($${i + 1}::${a.type}[])`).join(" + ")} AS n`;
    const prismaSql = (values: unknown[]) =>
      Prisma.sql`SELECT ${Prisma.join(values.map((v, i) => Prisma.sql`cardinality(${v}::${Prisma.raw(arrays[i].type)}[])`), " + ")} AS n`;
    const json = `SELECT count(*) FROM json_to_recordset($1::json) AS d(${arrays.map((a, i) => `c${i} ${a.type}`).join(", ")})`;
    const time = async (run: () => Promise<unknown>) => {
      const t = performance.now();
      await run();
      return (performance.now() - t).toFixed(0).padStart(5);
    };
    console.log(`19 arrays of ${N} (5 uuid, 14 text of 60 characters), ms per SELECT:`);
    console.log("round  pg+arrays  pg+literals  prisma+arrays  prisma+literals  pg+json");
    for (let round = 1; round <= 5; round++) {
      const a = await time(() => client.query(text, arrays.map((x) => x.values)));
      const b = await time(() => client.query(text, arrays.map((x) => pgArray(x.values))));
      const c = await time(() => db.$queryRaw(prismaSql(arrays.map((x) => x.values))));
      const d = await time(() => db.$queryRaw(prismaSql(arrays.map((x) => pgArray(x.values)))));
      const e = await time(() => {
        const rows = Array.from({ length: N }, (_, j) => Object.fromEntries(arrays.map((x, i) => [`c${i}`, x.values[j]])));
        return client.query(json, [JSON.stringify(rows)]);
      });
      console.log(`${String(round).padStart(5)}  ${a.padStart(9)}  ${b.padStart(11)}  ${c.padStart(13)}  ${d.padStart(15)}  ${e.padStart(7)}`);
    }
  } finally {
    await client.end();
    await db.$disconnect();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
