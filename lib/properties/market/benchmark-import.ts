// POST /api/rent-benchmarks: one CSV replaces the benchmark set of a year, in one transaction
// with set-based inserts (one INSERT ... SELECT FROM unnest of column arrays, whatever the size),
// so a 40,000-row HUD file imports in well under a second of database time.
import type { Caller } from "@/lib/auth/caller";
import type { Db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { parseBenchmarkCsv, type BenchmarkCsvRow } from "./benchmark-csv";
import { MAX_REPORTED_ERRORS, type RentBenchmarkImportResult } from "./benchmark-schemas";

export interface BenchmarkImportInput {
  year: number;
  label?: string;
  onError: "reject" | "skip";
  csv: string;
  /** Only the demo seed sets this: the page then says the figures are invented. */
  demo?: boolean;
}

const TX_OPTIONS = { maxWait: 15_000, timeout: 120_000 };

/**
 * A column as one PostgreSQL array literal ("{97214,97202}"): one text parameter instead of a
 * 40,000-element array, which the driver would convert element by element (docs/benchmarks.md,
 * "Benchmark import"). Safe without quoting: the parser let through only 5-digit ZIP
 * codes and plain decimals.
 */
function column(rows: BenchmarkCsvRow[], pick: (r: BenchmarkCsvRow) => string | null): string {
  return `{${rows.map((r) => pick(r) ?? "NULL").join(",")}}`;
}

/**
 * Parses, then either rejects the whole file (a missing column always; an invalid row too when
 * onError is "reject") with nothing written, or replaces the year's set with the valid rows.
 * The caller's role (corps_admin+) is checked by the route; benchmarks are HUD's public figures
 * and shared by every organization.
 */
export async function importRentBenchmarks(ctx: { caller: Caller | null; db: Db }, input: BenchmarkImportInput): Promise<RentBenchmarkImportResult> {
  const parsed = parseBenchmarkCsv(input.csv);
  const label = input.label ?? `HUD SAFMR ${input.year}`;
  if (!parsed.ok) {
    throw new ApiError("VALIDATION_ERROR", parsed.message, { fields: { file: parsed.message }, imported: 0, skipped: 0, errors: parsed.errors, errors_truncated: false });
  }
  const errors = parsed.errors.slice(0, MAX_REPORTED_ERRORS);
  const report = { year: input.year, label, format: parsed.format, errors, errors_truncated: parsed.errors.length > errors.length };
  if (parsed.errors.length > 0 && input.onError === "reject") {
    const message = `${parsed.errors.length} of ${parsed.errors.length + parsed.rows.length} rows are invalid; nothing was imported (send on_error=skip to import the valid rows)`;
    throw new ApiError("VALIDATION_ERROR", message, { fields: { file: message }, imported: 0, skipped: parsed.errors.length, ...report });
  }
  const rows = parsed.rows;
  if (rows.length === 0) {
    const message = "No valid row to import; nothing was written";
    throw new ApiError("VALIDATION_ERROR", message, { fields: { file: message }, imported: 0, skipped: parsed.errors.length, ...report });
  }
  const replaced = await ctx.db.$transaction(async (tx) => {
    // Two imports of one year wait for each other instead of failing on the primary key.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('rent_benchmarks'), ${input.year}::int)`;
    const [old] = await tx.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM rent_benchmarks WHERE year = ${input.year}::int`;
    await tx.$executeRaw`DELETE FROM rent_benchmarks WHERE year = ${input.year}::int`;
    await tx.$executeRaw`DELETE FROM rent_benchmark_sets WHERE year = ${input.year}::int`;
    await tx.$executeRaw`
      INSERT INTO rent_benchmark_sets (year, label, is_demo, row_count, imported_by)
      VALUES (${input.year}::int, ${label}, ${input.demo === true}, ${rows.length}::int, ${ctx.caller && !ctx.caller.system ? ctx.caller.id : null}::uuid)`;
    const rent = (b: number) => column(rows, (r) => r.rents[b]);
    const ps = (which: "ps90" | "ps110", b: number) => column(rows, (r) => r[which]?.[b] ?? null);
    await tx.$executeRaw`
      INSERT INTO rent_benchmarks (year, zip_code, br0, br1, br2, br3, br4,
                                   ps90_br0, ps90_br1, ps90_br2, ps90_br3, ps90_br4, ps110_br0, ps110_br1, ps110_br2, ps110_br3, ps110_br4)
      SELECT ${input.year}::int, u.*
        FROM unnest(${column(rows, (r) => r.zipCode)}::text[],
                    ${rent(0)}::numeric[], ${rent(1)}::numeric[], ${rent(2)}::numeric[], ${rent(3)}::numeric[], ${rent(4)}::numeric[],
                    ${ps("ps90", 0)}::numeric[], ${ps("ps90", 1)}::numeric[], ${ps("ps90", 2)}::numeric[], ${ps("ps90", 3)}::numeric[], ${ps("ps90", 4)}::numeric[],
                    ${ps("ps110", 0)}::numeric[], ${ps("ps110", 1)}::numeric[], ${ps("ps110", 2)}::numeric[], ${ps("ps110", 3)}::numeric[], ${ps("ps110", 4)}::numeric[]) AS u`;
    return old?.n ?? 0;
  }, TX_OPTIONS);
  return { ...report, imported: rows.length, skipped: parsed.errors.length, replaced };
}
