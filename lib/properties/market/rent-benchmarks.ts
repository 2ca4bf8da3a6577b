// GET /api/rent-benchmarks: the imported benchmarks, filtered by ZIP code and year, paged like
// every list, with the sets (years) that exist.
import type { Caller } from "@/lib/auth/caller";
import type { DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { RentBenchmarkDto, RentBenchmarkListQuery, RentBenchmarkSetDto } from "./benchmark-schemas";

const num = (d: Prisma.Decimal) => d.toNumber();
const five = (values: (Prisma.Decimal | null)[]) => (values.every((v) => v !== null) ? values.map((v) => num(v as Prisma.Decimal)) : null);

/** Benchmarks ordered by year (newest first), then ZIP code. recruiter+ is checked by the route. */
export async function listRentBenchmarks(
  ctx: { caller: Caller; db: DbTx },
  query: RentBenchmarkListQuery,
): Promise<{ benchmarks: RentBenchmarkDto[]; sets: RentBenchmarkSetDto[]; total: number; page: number; limit: number }> {
  const where = { ...(query.zip_code ? { zipCode: query.zip_code } : {}), ...(query.year !== undefined ? { year: query.year } : {}) };
  const [rows, total, sets] = await Promise.all([
    ctx.db.rentBenchmark.findMany({
      where,
      orderBy: [{ year: "desc" }, { zipCode: "asc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    ctx.db.rentBenchmark.count({ where }),
    ctx.db.rentBenchmarkSet.findMany({ orderBy: { year: "desc" } }),
  ]);
  const demoYears = new Set(sets.filter((s) => s.isDemo).map((s) => s.year));
  return {
    benchmarks: rows.map((r) => ({
      year: r.year,
      zip_code: r.zipCode,
      br0: num(r.br0),
      br1: num(r.br1),
      br2: num(r.br2),
      br3: num(r.br3),
      br4: num(r.br4),
      ps90: five([r.ps90Br0, r.ps90Br1, r.ps90Br2, r.ps90Br3, r.ps90Br4]),
      ps110: five([r.ps110Br0, r.ps110Br1, r.ps110Br2, r.ps110Br3, r.ps110Br4]),
      demo: demoYears.has(r.year),
    })),
    sets: sets.map((s) => ({ year: s.year, label: s.label, demo: s.isDemo, row_count: s.rowCount, imported_at: s.importedAt.toISOString(), imported_by: s.importedBy })),
    total,
    page: query.page,
    limit: query.limit,
  };
}
