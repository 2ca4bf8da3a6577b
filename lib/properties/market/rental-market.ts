// GET /api/rental-market and the heatmap's statistics: rent percentiles, HUD benchmarks and the
// share within the voucher payment standard, by ZIP, unit type and neighborhood. One SQL
// statement aggregates everything (GROUPING SETS, percentile_cont); no listing reaches
// JavaScript. The page's sample data goes through the very same statement (as arrays), so live
// and sample figures follow one set of rules.
import type { Caller } from "@/lib/auth/caller";
import type { Db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { listingConditions } from "../listings/listing-filter-sql";
import { UNIT_TYPES, type RentalListing, type UnitType } from "../listings/rental-listing-schemas";
import type { BenchmarkSetSummary, MarketStats, RentalMarketQuery, RentalMarketResponse } from "./market-schemas";
import type { BenchmarkFigures } from "./sample-benchmarks";
import { onReadReplica } from "@/lib/replicas/read-replica";

/**
 * Unit type of the report as its benchmark column 0..4 (property-sync.md: no beds counts as 1BR;
 * 4 or more is 4BR+, which compares with the 4BR figure). A number keeps the sorted rows narrow.
 */
const UNIT_SQL = `CASE WHEN s.beds IS NULL OR s.beds < 0 THEN 1 WHEN s.beds >= 4 THEN 4 ELSE s.beds END`;
const MARKET_WORK_MEM = "32MB";
const BENCHMARK_SQL = `CASE l.unit WHEN 0 THEN b.br0 WHEN 1 THEN b.br1 WHEN 2 THEN b.br2 WHEN 3 THEN b.br3 ELSE b.br4 END`;

/** Where the listings and benchmarks come from: the database, or given rows (sample data). */
type Source =
  | { kind: "properties"; query: RentalMarketQuery }
  | { kind: "given"; listings: readonly RentalListing[]; benchmarks: readonly BenchmarkFigures[]; unitType?: UnitType };

interface Row {
  /** GROUPING(zip, unit, neighborhood): 3 a ZIP row, 5 a unit type row, 6 a neighborhood row; 7 the row carrying the set and percentage. */
  g: number;
  zip: string | null;
  unit: number | null;
  neighborhood: string | null;
  count: number;
  /** p25, median, p75. */
  pct: [number, number, number] | null;
  benchmark: number | null;
  payment_standard: number | null;
  benchmarked: number;
  within: number;
  vouchers: number;
  percent: number;
  set_year: number | null;
  set_label: string | null;
  set_demo: boolean | null;
}

function statement(source: Source, orgId: string | null, year: number | undefined): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (v: unknown) => `$${values.push(v)}`;
  let listings: string;
  let benchmarks: string;
  let set: string;
  let unitType: UnitType | undefined;
  if (source.kind === "properties") {
    listings = `SELECT p.zip_code, p.beds, p.price, p.city, p.voucher_accepted FROM properties p WHERE ${listingConditions(source.query, param).join(" AND ")}`;
    set = `SELECT year, label, is_demo FROM rent_benchmark_sets ${year === undefined ? "" : `WHERE year = ${param(year)}`} ORDER BY is_demo, year DESC LIMIT 1`;
    benchmarks = `SELECT rb.zip_code, rb.br0, rb.br1, rb.br2, rb.br3, rb.br4 FROM rent_benchmarks rb JOIN bset ON bset.year = rb.year`;
    unitType = source.query.unitType;
  } else {
    const ls = source.listings;
    listings = `SELECT * FROM unnest(${param(ls.map((l) => l.zipCode ?? null))}::text[], ${param(ls.map((l) => l.bedrooms))}::int[],
      ${param(ls.map((l) => l.monthlyRent))}::numeric[], ${param(ls.map((l) => l.neighborhood))}::text[], ${param(ls.map((l) => l.acceptsVoucher))}::boolean[])
      AS given(zip_code, beds, price, city, voucher_accepted)`;
    const bs = source.benchmarks;
    const column = (pick: (b: BenchmarkFigures) => number) => `${param(bs.map(pick))}::numeric[]`;
    benchmarks = `SELECT * FROM unnest(${param(bs.map((b) => b.zipCode))}::text[], ${column((b) => b.br0)}, ${column((b) => b.br1)}, ${column((b) => b.br2)},
      ${column((b) => b.br3)}, ${column((b) => b.br4)}) AS given(zip_code, br0, br1, br2, br3, br4)`;
    set = `SELECT NULL::int AS year, NULL::text AS label, NULL::boolean AS is_demo WHERE false`;
    unitType = source.unitType;
  }
  const pct = `coalesce((SELECT o.payment_standard_percent FROM organizations o WHERE o.id = ${param(orgId)}::uuid), 100)`;
  // Within the standard: rent <= benchmark x percent / 100, compared exactly in numeric.
  const sql = `
    WITH bset AS (${set}),
    pct AS (SELECT ${pct} AS v),
    l AS (
      SELECT nullif(left(btrim(s.zip_code), 5), '') AS zip, ${UNIT_SQL} AS unit,
             coalesce(nullif(btrim(s.city), ''), 'Unknown') AS neighborhood, s.price AS price, s.voucher_accepted AS voucher
        FROM (${listings}) s
    ),
    lb AS (
      SELECT l.zip, l.unit, l.neighborhood, l.price, l.voucher, ${BENCHMARK_SQL} AS benchmark
        FROM l LEFT JOIN (${benchmarks}) b ON b.zip_code = l.zip
       ${unitType ? `WHERE l.unit = ${param(UNIT_TYPES.indexOf(unitType))}::int` : ""}
    ),
    -- Whether a listing is within the standard is decided here, once per listing: as a FILTER
    -- of the aggregate it was computed once per grouping set, three numeric products a row
    -- (10-25 ms of the ~140 ms of 50,000 listings in psql).
    j AS (
      SELECT lb.zip, lb.unit, lb.neighborhood, lb.price::float8 AS rent, lb.voucher, lb.benchmark,
             lb.price * 100 <= lb.benchmark * (SELECT v FROM pct) AS within
        FROM lb
    )
    -- One sort per group for all three percentiles (the array form); no grand-total set: every
    -- listing has exactly one unit type, so the totals are the sums of those rows.
    SELECT GROUPING(j.zip, j.unit, j.neighborhood) AS g, j.zip, j.unit, j.neighborhood,
           count(*)::int AS count,
           percentile_cont(ARRAY[0.25, 0.5, 0.75]) WITHIN GROUP (ORDER BY j.rent) AS pct,
           round(avg(j.benchmark), 2)::float8 AS benchmark,
           round(avg(j.benchmark) * (SELECT v FROM pct) / 100, 2)::float8 AS payment_standard,
           count(j.benchmark)::int AS benchmarked,
           (count(*) FILTER (WHERE j.within))::int AS within,
           (count(*) FILTER (WHERE j.voucher))::int AS vouchers,
           NULL::int AS percent, NULL::int AS set_year, NULL::text AS set_label, NULL::boolean AS set_demo
      FROM j
     GROUP BY GROUPING SETS ((j.zip), (j.unit), (j.neighborhood))
    UNION ALL
    SELECT 7, NULL, NULL, NULL, 0, NULL, NULL, NULL, 0, 0, 0,
           (SELECT v FROM pct)::int, (SELECT year FROM bset), (SELECT label FROM bset), (SELECT is_demo FROM bset)`;
  return { sql, values };
}

function stats(r: Row): MarketStats {
  const [p25, median, p75] = r.pct ?? [0, 0, 0];
  return {
    count: r.count,
    p25,
    median,
    p75,
    benchmark: r.benchmark,
    paymentStandard: r.payment_standard,
    benchmarkedCount: r.benchmarked,
    withinStandardCount: r.within,
    withinStandardShare: r.benchmarked > 0 ? r.within / r.benchmarked : null,
  };
}

async function run(db: Db, source: Source, orgId: string | null, year: number | undefined, givenSet: BenchmarkSetSummary | null): Promise<RentalMarketResponse> {
  const { sql, values } = statement(source, orgId, year);
  // The grouping sorts 50,000 rows three times; with the default 4 MB they spill to disk.
  const [, rows] = await db.$transaction([db.$executeRawUnsafe(`SET LOCAL work_mem = '${MARKET_WORK_MEM}'`), db.$queryRawUnsafe<Row[]>(sql, ...values)]);
  const info = rows.find((r) => r.g === 7);
  if (source.kind === "properties" && year !== undefined && info?.set_year == null) {
    throw ApiError.validation({ year: `No rent benchmarks were imported for ${year}` });
  }
  const set = source.kind === "given" ? givenSet : info?.set_year != null ? { year: info.set_year, label: info.set_label ?? "", demo: info.set_demo === true } : null;
  const units = rows.filter((r) => r.g === 5);
  const count = units.reduce((n, r) => n + r.count, 0);
  const vouchers = units.reduce((n, r) => n + r.vouchers, 0);
  return {
    success: true,
    count,
    paymentStandardPercent: info?.percent ?? 100,
    benchmarkSet: set,
    by_zip: rows
      .filter((r) => r.g === 3)
      .sort((a, b) => (a.zip === null ? 1 : b.zip === null ? -1 : a.zip.localeCompare(b.zip)))
      .map((r) => ({ zipCode: r.zip, ...stats(r) })),
    by_unit_type: UNIT_TYPES.flatMap((u, i) => units.filter((r) => r.unit === i).map((r) => ({ unitType: u, ...stats(r) }))),
    by_neighborhood: rows
      .filter((r) => r.g === 6)
      .sort((a, b) => b.count - a.count || (a.neighborhood ?? "").localeCompare(b.neighborhood ?? ""))
      .map((r) => ({ neighborhood: r.neighborhood ?? "Unknown", ...stats(r) })),
    voucher: { accepting: vouchers, share: count > 0 ? vouchers / count : 0 },
  };
}

/**
 * Market statistics of the properties matching the filters, against the chosen benchmark set
 * and the caller's organization's payment standard. recruiter+ is checked by the route and the
 * page; properties and benchmarks are not organization-scoped, the percentage is.
 */
export async function rentalMarket(ctx: { caller: Caller; db: Db }, query: RentalMarketQuery): Promise<RentalMarketResponse> {
  ctx = await onReadReplica(ctx);
  return run(ctx.db, { kind: "properties", query }, ctx.caller.orgId, query.year, null);
}

/** The same statistics over given listings and benchmarks (the heatmap's sample data). */
export async function givenRentalMarket(
  ctx: { caller: Caller; db: Db },
  input: { listings: readonly RentalListing[]; benchmarks: readonly BenchmarkFigures[]; set: BenchmarkSetSummary; unitType?: UnitType },
): Promise<RentalMarketResponse> {
  return run(ctx.db, { kind: "given", listings: input.listings, benchmarks: input.benchmarks, unitType: input.unitType }, ctx.caller.orgId, undefined, input.set);
}
