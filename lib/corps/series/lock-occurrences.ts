// Row locks for series operations. The series row first (series-wide changes queue there), then
// the chosen occurrences in id order, so two series operations never wait on each other in a
// circle; single-occurrence operations lock one row and cannot close a circle either.
import type { DbTx } from "@/lib/db/client";
import { Prisma, type Opportunity } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";

export async function lockSeries(tx: DbTx, seriesId: string): Promise<void> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM opportunity_series WHERE id = ${seriesId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw ApiError.notFound("Series");
}

/**
 * Locks the series' occurrences that match `condition` (SQL over `opportunities o`) and returns
 * them freshly read, soonest first.
 */
export async function lockOccurrences(tx: DbTx, seriesId: string, condition: Prisma.Sql): Promise<Opportunity[]> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT o.id FROM opportunities o WHERE o.series_id = ${seriesId}::uuid AND ${condition} ORDER BY o.id FOR NO KEY UPDATE`;
  if (locked.length === 0) return [];
  return tx.opportunity.findMany({ where: { id: { in: locked.map((r) => r.id) } }, orderBy: [{ startDatetime: "asc" }, { id: "asc" }] });
}

