// Rows of thousands, sent to PostgreSQL as few bytes and few parameters as they can be (a lottery
// draw writes 10,000 entries, notifications and e-mails in three statements):
// - an array goes as one literal string ('{a,"b c",NULL}') instead of a JavaScript array, which
//   Prisma's $queryRaw copies and tags element by element on its way to the driver;
// - a column with one value in every row goes as that one value, not as an array of 10,000
//   copies, and a column that is NULL throughout as NULL.
// What is sent is measured in docs/benchmarks.md ("Fewer bytes to the database").
import { Prisma } from "@/lib/generated/prisma/client";

type Value = string | number | boolean | null | undefined;

// Elements that need quotes: empty, NULL-like, or holding a character the array syntax gives a
// meaning to (braces, comma, quotes, backslash, whitespace).
const NEEDS_QUOTES = /^$|^null$|[{},"\\\s]/i;
const ESCAPED = /[\\"]/g;

function element(value: Value): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value !== "string") return String(value);
  return NEEDS_QUOTES.test(value) ? `"${value.replace(ESCAPED, "\\$&")}"` : value;
}

/** The array literal of `values`; cast it in SQL like the array it stands for: ${pgArray(ids)}::uuid[]. */
export function pgArray(values: readonly Value[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) parts[i] = element(values[i]);
  return `{${parts.join(",")}}`;
}

/** One column of the rows: its name in the SQL, its PostgreSQL type (uuid, text, "NotificationType", ...), a value per row. */
export interface UnnestColumn {
  name: string;
  type: string;
  values: readonly Value[];
}

export interface UnnestRows {
  /** `FROM ...`: one row per row of the columns, named `alias`. */
  from: Prisma.Sql;
  /** The SQL of a column in those rows: `alias.name`, or its one value. */
  col(name: string): Prisma.Sql;
}

/** `count` rows of `columns` as a FROM item: the columns that vary unnested, the rest as constants. */
export function unnestRows(count: number, columns: readonly UnnestColumn[], alias = "d"): UnnestRows {
  const constant = new Map<string, Prisma.Sql>();
  const varying: UnnestColumn[] = [];
  for (const c of columns) {
    if (c.values.length !== count) throw new Error(`unnestRows: column ${c.name} has ${c.values.length} values for ${count} rows`);
    const first = c.values[0] ?? null;
    if (c.values.every((v) => (v ?? null) === first)) constant.set(c.name, Prisma.sql`${first}::${Prisma.raw(c.type)}`);
    else varying.push(c);
  }
  const from =
    varying.length === 0
      ? Prisma.sql`generate_series(1, ${count}) AS ${Prisma.raw(alias)}(_)`
      : Prisma.sql`unnest(${Prisma.join(varying.map((c) => Prisma.sql`${pgArray(c.values)}::${Prisma.raw(c.type)}[]`))}) AS ${Prisma.raw(alias)}(${Prisma.raw(varying.map((c) => c.name).join(", "))})`;
  return {
    from,
    col(name) {
      const fixed = constant.get(name);
      if (fixed) return fixed;
      if (!varying.some((c) => c.name === name)) throw new Error(`unnestRows: no column ${name}`);
      return Prisma.raw(`${alias}.${name}`);
    },
  };
}
