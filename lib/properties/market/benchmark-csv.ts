// Reads a rent benchmark CSV: HUD's Small Area FMR export (`ZIP Code`, `SAFMR 0BR` ... `SAFMR
// 4BR`, optionally `SAFMR 2BR - 90% Payment Standard` and the 110 % columns, among HUD's other
// columns) or the plain header `zip_code,br0,br1,br2,br3,br4`. Pure: no database, so the import
// service decides what to write and tests can read files without a server.
import Papa from "papaparse";
import type { ImportRowError } from "./benchmark-schemas";

export type BenchmarkCsvFormat = "hud_safmr" | "plain";

/** One valid row; amounts as decimal text so PostgreSQL stores exactly what the file said. */
export interface BenchmarkCsvRow {
  line: number;
  zipCode: string;
  rents: [string, string, string, string, string];
  ps90: [string, string, string, string, string] | null;
  ps110: [string, string, string, string, string] | null;
}

export type BenchmarkCsvResult =
  | { ok: true; format: BenchmarkCsvFormat; rows: BenchmarkCsvRow[]; errors: ImportRowError[] }
  | { ok: false; message: string; errors: ImportRowError[] };

const BEDROOMS = [0, 1, 2, 3, 4] as const;
const MAX_RENT = 100_000;

/** "SAFMR\n0BR -\n90%\nPayment\nStandard" (HUD's spreadsheet headers wrap) -> "safmr 0br - 90% payment standard". */
function normalizeHeader(h: string): string {
  return h.replace(/^\uFEFF/, "").replace(/\s+/g, " ").trim().toLowerCase();
}

interface Columns {
  format: BenchmarkCsvFormat;
  zip: number;
  rents: number[];
  ps90: number[] | null;
  ps110: number[] | null;
}

function findColumns(header: string[]): { columns: Columns } | { missing: string[] } {
  const names = header.map(normalizeHeader);
  const at = (test: (n: string) => boolean) => names.findIndex(test);
  const plainRents = BEDROOMS.map((b) => at((n) => n === `br${b}`));
  const plainZip = at((n) => n === "zip_code");
  if (plainZip >= 0 || plainRents.some((i) => i >= 0)) {
    const missing = [...(plainZip < 0 ? ["zip_code"] : []), ...BEDROOMS.filter((b) => plainRents[b] < 0).map((b) => `br${b}`)];
    return missing.length ? { missing } : { columns: { format: "plain", zip: plainZip, rents: plainRents, ps90: null, ps110: null } };
  }
  const zip = at((n) => n === "zip code" || n === "zip" || n === "zipcode" || n === "zip_code");
  const rents = BEDROOMS.map((b) => at((n) => new RegExp(`^safmr ?${b} ?br$`).test(n)));
  const standard = (pct: number) => BEDROOMS.map((b) => at((n) => new RegExp(`^safmr ?${b} ?br ?- ?${pct} ?% payment standard$`).test(n)));
  const missing = [...(zip < 0 ? ["ZIP Code"] : []), ...BEDROOMS.filter((b) => rents[b] < 0).map((b) => `SAFMR ${b}BR`)];
  if (missing.length) return { missing };
  const ps90 = standard(90);
  const ps110 = standard(110);
  return { columns: { format: "hud_safmr", zip, rents, ps90: ps90.every((i) => i >= 0) ? ps90 : null, ps110: ps110.every((i) => i >= 0) ? ps110 : null } };
}

/** "$1,234" or " 1234.50 " -> "1234.50"-like decimal text; null when it is not an amount. */
function amount(raw: string | undefined): string | null {
  const text = (raw ?? "").replace(/[$,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 && value <= MAX_RENT ? text : null;
}

function label(format: BenchmarkCsvFormat, bedrooms: number, pct?: number): string {
  if (format === "plain") return `br${bedrooms}`;
  return pct ? `SAFMR ${bedrooms}BR - ${pct}% Payment Standard` : `SAFMR ${bedrooms}BR`;
}

function readAmounts(cells: string[], indexes: number[], name: (b: number) => string, problems: string[]): [string, string, string, string, string] {
  return BEDROOMS.map((b) => {
    const raw = cells[indexes[b]];
    const value = amount(raw);
    if (value === null) {
      const shown = (raw ?? "").trim();
      problems.push(shown ? `${name(b)} is not an amount in dollars between 0 and ${MAX_RENT} ("${shown.slice(0, 40)}")` : `${name(b)} is empty`);
    }
    return value ?? "";
  }) as [string, string, string, string, string];
}

/**
 * Every row checked; `line` is the CSV record number (the header is line 1), as a spreadsheet
 * numbers its rows. A missing column is a file error (`ok: false`); a bad value or a ZIP code
 * given twice is a row error, reported with its line.
 */
export function parseBenchmarkCsv(text: string): BenchmarkCsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { header: false, skipEmptyLines: false });
  const records = parsed.data;
  const brokenRows = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined && !brokenRows.has(e.row)) brokenRows.set(e.row, e.message);
  const header = records[0];
  if (!header || header.every((h) => h.trim() === "")) {
    return { ok: false, message: "The file is empty: expected a header row", errors: [{ line: 1, message: "The header row is missing" }] };
  }
  const found = findColumns(header);
  if ("missing" in found) {
    const message = `Missing column${found.missing.length > 1 ? "s" : ""}: ${found.missing.join(", ")} (expected HUD's "ZIP Code", "SAFMR 0BR" ... "SAFMR 4BR" or "zip_code,br0,br1,br2,br3,br4")`;
    return { ok: false, message, errors: [{ line: 1, message }] };
  }
  const { columns } = found;
  const rows: BenchmarkCsvRow[] = [];
  const errors: ImportRowError[] = [];
  const firstLine = new Map<string, number>();
  for (let i = 1; i < records.length; i++) {
    const cells = records[i];
    const line = i + 1;
    if (cells.every((c) => c.trim() === "")) continue;
    const broken = brokenRows.get(i);
    if (broken) {
      errors.push({ line, message: `Not a valid CSV row: ${broken}` });
      continue;
    }
    const problems: string[] = [];
    const zip = (cells[columns.zip] ?? "").trim();
    if (!/^\d{5}$/.test(zip)) {
      problems.push(
        /^\d{1,4}$/.test(zip)
          ? `ZIP code "${zip}" has ${zip.length} digit${zip.length > 1 ? "s" : ""}, not 5 (a spreadsheet may have dropped leading zeros)`
          : zip
            ? `ZIP code "${zip.slice(0, 20)}" is not 5 digits`
            : "ZIP code is empty",
      );
    }
    const rents = readAmounts(cells, columns.rents, (b) => label(columns.format, b), problems);
    const standards = (indexes: number[] | null, pct: number) => {
      if (!indexes || indexes.every((idx) => (cells[idx] ?? "").trim() === "")) return null;
      return readAmounts(cells, indexes, (b) => label(columns.format, b, pct), problems);
    };
    const ps90 = standards(columns.ps90, 90);
    const ps110 = standards(columns.ps110, 110);
    if (problems.length === 0) {
      const earlier = firstLine.get(zip);
      if (earlier !== undefined) problems.push(`ZIP code ${zip} was already given on line ${earlier}`);
      else firstLine.set(zip, line);
    }
    if (problems.length) errors.push({ line, message: problems.join("; ") });
    else rows.push({ line, zipCode: zip, rents, ps90, ps110 });
  }
  if (rows.length === 0 && errors.length === 0) {
    return { ok: false, message: "The file has a header but no rows", errors: [{ line: 2, message: "No data rows" }] };
  }
  return { ok: true, format: columns.format, rows, errors };
}
