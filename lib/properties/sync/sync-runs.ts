// The history of sync runs (newest first) as the sync panel and the API show it.
import { requireRole } from "@/lib/auth/scope";
import type { Ctx } from "@/lib/auth/context";
import type { SyncRun } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/errors/api-error";
import { offset } from "@/lib/schemas/common-schemas";
import type { SyncRunDto, SyncRunListQuery } from "./sync-schemas";

function paramsOf(value: unknown): SyncRunDto["params"] {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  return {
    state: typeof raw.state === "string" ? raw.state : "",
    city: typeof raw.city === "string" ? raw.city : null,
    limit: typeof raw.limit === "number" ? raw.limit : null,
  };
}

export function toSyncRunDto(run: SyncRun): SyncRunDto {
  return {
    id: run.id,
    status: run.status,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    params: paramsOf(run.params),
    result: { total: run.total, created: run.created, updated: run.updated, autoLinked: run.autoLinked, errors: run.errors },
    error: run.error,
    triggered_by: run.triggeredBy,
  };
}

export async function listSyncRuns(ctx: Ctx, q: SyncRunListQuery) {
  requireRole(ctx.caller, "recruiter");
  const [rows, total] = await Promise.all([
    ctx.db.syncRun.findMany({ orderBy: [{ startedAt: "desc" }, { id: "desc" }], skip: offset(q), take: q.limit }),
    ctx.db.syncRun.count(),
  ]);
  return { runs: rows.map(toSyncRunDto), total, page: q.page, limit: q.limit };
}

export async function getSyncRun(ctx: Ctx, id: string): Promise<SyncRunDto> {
  requireRole(ctx.caller, "recruiter");
  const run = await ctx.db.syncRun.findUnique({ where: { id } });
  if (!run) throw ApiError.notFound("Sync run");
  return toSyncRunDto(run);
}
