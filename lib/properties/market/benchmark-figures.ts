// The benchmark figures of one set for the ZIP codes that have priced properties: what the
// heatmap needs per listing (map popups, CSV export). A few hundred rows at most.
import type { Caller } from "@/lib/auth/caller";
import type { DbTx } from "@/lib/db/client";
import type { BenchmarkFigures } from "./sample-benchmarks";

export async function benchmarkFiguresForListings(ctx: { caller: Caller; db: DbTx }, year: number): Promise<BenchmarkFigures[]> {
  return ctx.db.$queryRaw<BenchmarkFigures[]>`
    SELECT b.zip_code AS "zipCode", b.br0::float8 AS br0, b.br1::float8 AS br1, b.br2::float8 AS br2, b.br3::float8 AS br3, b.br4::float8 AS br4
      FROM rent_benchmarks b
     WHERE b.year = ${year}::int
       AND b.zip_code IN (SELECT DISTINCT left(btrim(p.zip_code), 5) FROM properties p WHERE p.price > 0 AND p.zip_code IS NOT NULL)
     ORDER BY b.zip_code`;
}
