import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Pagination } from "@/components/ui/pagination";
import { StatusBadge } from "@/components/recruiter/status-badge";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, type Column } from "@/components/ui/data-table";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listOpportunities } from "@/lib/corps/opportunities/search";
import { opportunityStatuses } from "@/lib/corps/enums";
import { OpportunityListQuery } from "@/lib/corps/opportunities/opportunity-schemas";
import { db } from "@/lib/db/client";
import { formatDateRange } from "@/lib/format";
import { opportunityTimezones } from "@/lib/corps/organizations/timezone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("yourOpportunities") };
}

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
const link = "font-medium text-brand-700 underline hover:text-brand-800";

export default async function RecruiterOpportunities({ searchParams }: { searchParams: Promise<Search> }) {
  const caller = await requirePageCaller("recruiter", "/recruiter/opportunities");
  const sp = await searchParams;
  const [t, tc, locale] = await Promise.all([getTranslations("recruiter"), getTranslations("common"), getLocale()]);
  const columns: Column[] = [{ label: t("list.colTitle") }, { label: t("list.colWhen") }, { label: t("list.colStatus") }, { label: t("list.colConfirmed"), numeric: true }];
  const status = opportunityStatuses.find((s) => s === one(sp.status));
  const pageNo = Math.max(1, Number.parseInt(one(sp.page) ?? "1", 10) || 1);
  // Staff see their own organization's opportunities (drafts included); admins every organization.
  const query = OpportunityListQuery.parse({
    org_id: caller.role === "admin" ? undefined : (caller.orgId ?? undefined),
    status,
    page: pageNo,
    limit: 25,
  });
  const result = await listOpportunities({ caller, db: db() }, query);
  const zoneOf = await opportunityTimezones(db(), result.opportunities.map((o) => o.id));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("yourOpportunities")}</h1>
        <Link href="/recruiter/opportunities/new" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          {t("newOpportunity")}
        </Link>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label={t("list.filterLabel")}>
        <label className="text-sm font-medium text-slate-800">
          {t("list.status")}
          <select name="status" defaultValue={status ?? ""} className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm">
            <option value="">{t("list.allStatuses")}</option>
            {opportunityStatuses.map((s) => (
              <option key={s} value={s}>{tc(`opportunityStatus.${s}`)}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          {t("list.filter")}
        </button>
      </form>
      <Card>
        <p className="mb-3 text-sm text-slate-700" role="status">
          {status ? t("list.countWithStatus", { count: result.total, status: t(`status.${status}`) }) : t("list.count", { count: result.total })}
        </p>
        {result.opportunities.length === 0 ? (
          <EmptyState title={status ? t("list.emptyWithStatus", { status: t(`status.${status}`) }) : t("list.empty")}>
            {t.rich("list.createOne", {
              link: (chunks) => (
                <Link href="/recruiter/opportunities/new" className={link}>
                  {chunks}
                </Link>
              ),
            })}
          </EmptyState>
        ) : (
          <DataTable caption={t("list.caption")} columns={columns}>
            {result.opportunities.map((o) => (
              <tr key={o.id} className="align-top">
                <td className={cellClass()}>
                  <Link href={`/recruiter/opportunities/${o.id}`} className={link}>{o.title}</Link>
                  {o.series_id && (
                    <Link href={`/recruiter/series/${o.series_id}`} className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 hover:underline">
                      {t("list.weeklySeries")}
                      <span className="sr-only">{t("list.everyDateOf", { title: o.title })}</span>
                    </Link>
                  )}
                  {caller.role === "admin" && <p className="text-xs text-slate-600">{o.organization_name}</p>}
                </td>
                <td className={`${cellClass()} text-slate-700`}>{formatDateRange(o.start_datetime, o.end_datetime, zoneOf(o.id), locale)}</td>
                <td className={cellClass()}><StatusBadge status={o.status} /></td>
                <td className={cellClass("normal", { numeric: true })}>{o.max_volunteers === null ? o.confirmed_count : `${o.confirmed_count} / ${o.max_volunteers}`}</td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination basePath="/recruiter/opportunities" params={status ? { status } : {}} page={pageNo} limit={result.limit} total={result.total} />
      </Card>
    </div>
  );
}
