import type { Metadata } from "next";
import Link from "next/link";
import { formatAge, formatDateTime } from "@/components/properties/format";
import { Pagination } from "@/components/ui/pagination";
import { SyncRunTable } from "@/components/properties/sync-run-table";
import { SyncRunner } from "@/components/properties/sync-runner";
import { Card, Stat } from "@/components/ui/card";
import { hasRole } from "@/lib/auth/roles";
import { requirePageCaller } from "@/lib/sign-in/session";
import { db } from "@/lib/db/client";
import { syncStates } from "@/lib/env";
import { SyncRunListQuery } from "@/lib/properties/sync/sync-schemas";
import { listSyncRuns } from "@/lib/properties/sync/sync-runs";
import { getSyncStatus } from "@/lib/properties/sync/sync-status";

export const metadata: Metadata = { title: "Listing sync" };

export default async function SyncPanel({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("recruiter", "/properties/sync");
  const parsed = SyncRunListQuery.safeParse({ page: (await searchParams).page, limit: 10 });
  const query = parsed.success ? parsed.data : { page: 1, limit: 10 };
  const ctx = { caller, db: db() };
  const [{ sourceStatus, syncStats }, runs] = await Promise.all([getSyncStatus(ctx), listSyncRuns(ctx, query)]);
  const canRun = hasRole(caller.role, "corps_admin");

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/properties" className="text-brand-700 underline">
          Properties
        </Link>
        <span aria-hidden="true"> / </span>
        <span>Listing sync</span>
      </nav>
      <h1 className="text-2xl font-bold">Listing sync</h1>

      <Card title="Source database">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
          <div>
            <dt className="text-slate-600">Configured</dt>
            <dd className={sourceStatus.configured ? "font-semibold text-green-800" : "font-semibold text-red-800"}>{sourceStatus.configured ? "Yes" : "No"}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Endpoint</dt>
            <dd className="font-medium">{sourceStatus.endpoint}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Key</dt>
            <dd className="font-medium">{sourceStatus.key}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Database</dt>
            <dd className="font-medium break-words">{sourceStatus.database}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Container</dt>
            <dd className="font-medium break-words">{sourceStatus.container}</dd>
          </div>
        </dl>
        {!sourceStatus.configured && (
          <p className="mt-3 text-sm text-slate-700">The source database is not configured: set COSMOS_ENDPOINT, COSMOS_KEY, COSMOS_DATABASE and COSMOS_CONTAINER on the server.</p>
        )}
      </Card>

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <Stat label="Properties" value={syncStats.total} />
        <Stat label="Synced" value={syncStats.synced} />
        <Stat label="Manual" value={syncStats.manual} />
        <Stat label="Sync errors" value={syncStats.error} />
        <Stat label="Last sync" value={formatAge(syncStats.lastSyncDate)} hint={syncStats.lastSyncDate ? formatDateTime(syncStats.lastSyncDate) : undefined} />
      </div>

      <Card title="Run sync">
        {canRun ? (
          <SyncRunner defaultState={syncStates()[0] ?? "OR"} />
        ) : (
          <p className="text-sm text-slate-700">Only corps admins can run a sync. The scheduled sync runs every 6 hours.</p>
        )}
      </Card>

      <Card title="Run history">
        <SyncRunTable runs={runs.runs} />
        <Pagination basePath="/properties/sync" params={{}} page={runs.page} limit={runs.limit} total={runs.total} />
      </Card>
    </div>
  );
}
