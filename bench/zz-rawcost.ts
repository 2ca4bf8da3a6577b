import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { createDb } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
const url = "postgres://postgres@127.0.0.1:5432/postgres";
const db = createDb(url, 2);
const N = 10000;
const uuids = () => Array.from({ length: N }, () => randomUUID());
const texts = (len: number) => Array.from({ length: N }, (_, i) => `Hello "volunteer" number ${i} `.padEnd(len, "x"));
const arrays: { v: (string | null)[]; t: string }[] = [];
for (let i = 0; i < 5; i++) arrays.push({ v: uuids(), t: "uuid[]" });
for (let i = 0; i < 14; i++) arrays.push({ v: texts(60), t: "text[]" });
function literal(values: readonly (string | null)[]): string {
  let out = "{";
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ",";
    out += v === null ? "NULL" : `"${v.replace(/[\\"]/g, "\\$&")}"`;
  }
  return out + "}";
}
const client = new pg.Client({ connectionString: url });
await client.connect();
const text = `SELECT ${arrays.map((a, i) => `cardinality($${i + 1}::${a.t})`).join(" + ")} AS n`;
const jtext = `SELECT count(*) FROM json_to_recordset($1::json) AS d(${arrays.map((a, i) => `c${i} ${a.t.replace("[]", "")}`).join(", ")})`;
for (let r = 0; r < 5; r++) {
  let t = performance.now();
  await client.query(text, arrays.map((x) => x.v));
  const b = performance.now() - t;
  t = performance.now();
  const lits = arrays.map((x) => literal(x.v));
  const s = performance.now() - t;
  await client.query(text, lits);
  const l = performance.now() - t;
  t = performance.now();
  const lits2 = arrays.map((x) => literal(x.v));
  await db.$queryRaw(Prisma.sql`SELECT ${Prisma.join(lits2.map((v, i) => Prisma.sql`cardinality(${v}::${Prisma.raw(arrays[i].t)})`), " + ")} AS n`);
  const pl = performance.now() - t;
  t = performance.now();
  const rows = Array.from({ length: N }, (_, j) => { const o: Record<string, unknown> = {}; arrays.forEach((a, i) => (o[`c${i}`] = a.v[j])); return o; });
  await client.query(jtext, [JSON.stringify(rows)]);
  const j = performance.now() - t;
  console.log(`pg arrays ${b.toFixed(0)} | own literal ${l.toFixed(0)} (serialize ${s.toFixed(0)}) | prisma+literal ${pl.toFixed(0)} | json ${j.toFixed(0)}`);
}
await client.end(); await db.$disconnect();
