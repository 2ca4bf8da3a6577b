import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { propertyFormat } from "@/components/properties/format";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("properties");
  return { title: t("sync.title") };
}

export default async function SyncPanel({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("recruiter", "/properties/sync");
  const parsed = SyncRunListQuery.safeParse({ page: (await searchParams).page, limit: 10 });
  const query = parsed.success ? parsed.data : { page: 1, limit: 10 };
  const ctx = { caller, db: db() };
  const [{ sourceStatus, syncStats }, runs] = await Promise.all([getSyncStatus(ctx), listSyncRuns(ctx, query)]);
  const canRun = hasRole(caller.role, "corps_admin");
  const [f, tc] = await Promise.all([propertyFormat(), getTranslations("common")]);
  const { t } = f;

  return (
    <div className="space-y-6">
      <nav aria-label={t("detail.breadcrumb")} className="text-sm">
        <Link href="/properties" className="text-brand-700 underline">
          {t("list.title")}
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{t("sync.title")}</span>
      </nav>
      <h1 className="text-2xl font-bold">{t("sync.title")}</h1>

      <Card title={t("sync.source")}>
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
          <div>
            <dt className="text-slate-600">{t("sync.configured")}</dt>
            <dd className={sourceStatus.configured ? "font-semibold text-green-800" : "font-semibold text-red-800"}>{sourceStatus.configured ? tc("actions.yes") : tc("actions.no")}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("sync.endpoint")}</dt>
            <dd className="font-medium">{sourceStatus.endpoint}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("sync.key")}</dt>
            <dd className="font-medium">{sourceStatus.key}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("sync.database")}</dt>
            <dd className="font-medium break-words">{sourceStatus.database}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("sync.container")}</dt>
            <dd className="font-medium break-words">{sourceStatus.container}</dd>
          </div>
        </dl>
        {!sourceStatus.configured && (
          <p className="mt-3 text-sm text-slate-700">{t("sync.notConfigured")}</p>
        )}
      </Card>

      <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        <Stat label={t("sync.properties")} value={syncStats.total} />
        <Stat label={t("sync.synced")} value={syncStats.synced} />
        <Stat label={t("sync.manual")} value={syncStats.manual} />
        <Stat label={t("sync.errors")} value={syncStats.error} />
        <Stat label={t("sync.lastSync")} value={f.age(syncStats.lastSyncDate)} hint={syncStats.lastSyncDate ? f.dateTime(syncStats.lastSyncDate) : undefined} />
      </div>

      <Card title={t("sync.run")}>
        {canRun ? (
          <SyncRunner defaultState={syncStates()[0] ?? "OR"} />
        ) : (
          <p className="text-sm text-slate-700">{t("sync.onlyAdmins")}</p>
        )}
      </Card>

      <Card title={t("sync.history")}>
        <SyncRunTable runs={runs.runs} />
        <Pagination basePath="/properties/sync" params={{}} page={runs.page} limit={runs.limit} total={runs.total} />
      </Card>
    </div>
  );
}
