// The voucher rule exists twice: lib/properties/listings/voucher.ts (sample data, browser) and the SQL
// function listing_text_accepts_voucher that keeps properties.voucher_accepted. This fails when
// the latest migration defining the function does not hold the patterns of voucher.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { postgresVoucherPatterns } from "@/lib/properties/listings/voucher";

const migrations = path.resolve(import.meta.dirname, "..", "..", "prisma", "migrations");

function latestFunctionDefinition(): string {
  const defining = readdirSync(migrations)
    .filter((d) => !d.endsWith(".toml"))
    .sort()
    .map((d) => readFileSync(path.join(migrations, d, "migration.sql"), "utf8"))
    .filter((sql) => /CREATE (OR REPLACE )?FUNCTION "listing_text_accepts_voucher"/.test(sql));
  const sql = defining.at(-1);
  if (!sql) throw new Error("no migration defines listing_text_accepts_voucher");
  const start = sql.search(/CREATE (OR REPLACE )?FUNCTION "listing_text_accepts_voucher"/);
  return sql.slice(start, sql.indexOf("$fn$;", start));
}

describe("listing_text_accepts_voucher (SQL) and voucher.ts", () => {
  it("hold the same patterns", () => {
    const body = latestFunctionDefinition();
    const quoted = (s: string) => `'${s.replaceAll("'", "''")}'`;
    const { refusal, acceptance } = postgresVoucherPatterns();
    expect(body).toContain(`WHEN t ~* ${quoted(refusal)} THEN false`);
    expect(body).toContain(`ELSE t ~* ${quoted(acceptance)}`);
  });

  it("translates the word boundary and nothing else", () => {
    const { acceptance } = postgresVoucherPatterns();
    expect(acceptance).not.toContain(String.raw`\b`);
    expect(acceptance.startsWith(String.raw`(?:\ysection[\s-]*8\y)|`)).toBe(true);
  });
});
