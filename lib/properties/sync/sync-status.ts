// GET /api/sync-properties: is the source configured (markers only), and property counts by
// sync_status, aggregated in SQL.
import { requireRole } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import type { SyncStats, SourceStatus } from "./sync-schemas";
import { sourceStatus } from "./source-config";

export async function syncStats(ctx: Ctx): Promise<SyncStats> {
  const [row] = await ctx.db.$queryRaw<{ total: number; synced: number; manual: number; error: number; last: Date | null }[]>`
    SELECT count(*)::int AS total,
           (count(*) FILTER (WHERE sync_status = 'synced'))::int AS synced,
           (count(*) FILTER (WHERE sync_status = 'manual'))::int AS manual,
           (count(*) FILTER (WHERE sync_status = 'error'))::int AS error,
           max(last_synced_at) AS last
    FROM properties`;
  return { total: row.total, synced: row.synced, manual: row.manual, error: row.error, lastSyncDate: row.last?.toISOString() ?? null };
}

export async function getSyncStatus(ctx: Ctx): Promise<{ success: true; sourceStatus: SourceStatus; syncStats: SyncStats }> {
  requireRole(ctx.caller, "recruiter");
  return { success: true, sourceStatus: sourceStatus(), syncStats: await syncStats(ctx) };
}
