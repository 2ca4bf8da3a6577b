// Bulk writes send their rows as array literals and constants (lib/db/unnest.ts): what the
// database reads back must be exactly what was sent, whatever the text holds.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { pgArray, unnestRows } from "@/lib/db/unnest";
import { testDb } from "@/tests/helpers/api";

const AWKWARD = [
  "plain",
  "",
  "NULL",
  "null",
  " leading and trailing ",
  'say "hi"',
  "back\\slash \\\" both",
  "{braces},commas",
  "tab\tnew\nline\r",
  "Zoë Ø 日本 🎉",
  "\u0001\u0002\u0004",
  "<p style=\"margin:0\">a &amp; b</p>",
];

describe("rows sent as array literals", () => {
  it("reads back every text exactly, NULL as NULL and the string 'NULL' as a string", async () => {
    const values = [...AWKWARD, null];
    const rows = await testDb().$queryRaw<{ v: string | null; i: bigint }[]>`
      SELECT v, i FROM unnest(${pgArray(values)}::text[]) WITH ORDINALITY AS t(v, i) ORDER BY i`;
    expect(rows.map((r) => r.v)).toEqual(values);
  });

  it("sends numbers, uuids and booleans as their types", async () => {
    const ids = ["0b5c2a0e-8a7e-4c43-9b1f-3c0a2f1d9e11", "7f1e7a52-1b0c-4e59-a8a1-6a1f5f0b2c33"];
    const [row] = await testDb().$queryRaw<{ n: number[]; u: string[]; b: boolean[] }[]>`
      SELECT ${pgArray([1, -2, null])}::int[] AS n, ${pgArray(ids)}::uuid[] AS u, ${pgArray([true, false])}::bool[] AS b`;
    expect(row).toEqual({ n: [1, -2, null], u: ids, b: [true, false] });
  });

  it("gives one row per row, constant columns included, and names every column", async () => {
    const d = unnestRows(4, [
      { name: "v", type: "text", values: AWKWARD.slice(0, 4) },
      { name: "same", type: "text", values: ["x", "x", "x", "x"] },
      { name: "none", type: "int", values: [null, undefined, null, null] },
    ]);
    const rows = await testDb().$queryRaw<{ v: string; same: string; none: number | null }[]>(
      Prisma.sql`SELECT ${d.col("v")} AS v, ${d.col("same")} AS same, ${d.col("none")} AS none FROM ${d.from}`,
    );
    expect(rows).toEqual(AWKWARD.slice(0, 4).map((v) => ({ v, same: "x", none: null })));

    // Nothing varies: still exactly `count` rows.
    const flat = unnestRows(3, [{ name: "same", type: "text", values: ["y", "y", "y"] }]);
    const three = await testDb().$queryRaw<{ same: string }[]>(Prisma.sql`SELECT ${flat.col("same")} AS same FROM ${flat.from}`);
    expect(three).toEqual([{ same: "y" }, { same: "y" }, { same: "y" }]);
    const empty = unnestRows(0, [{ name: "id", type: "uuid", values: [] }]);
    expect(await testDb().$queryRaw(Prisma.sql`SELECT ${empty.col("id")} AS id FROM ${empty.from}`)).toEqual([]);

    expect(() => unnestRows(2, [{ name: "v", type: "text", values: ["only one"] }])).toThrow(/has 1 values for 2 rows/);
    expect(() => d.col("missing")).toThrow(/no column missing/);
  });
});
