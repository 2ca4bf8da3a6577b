import type { Metadata } from "next";
import Link from "next/link";
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

export const metadata: Metadata = { title: "Your opportunities" };

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
const link = "font-medium text-brand-700 underline hover:text-brand-800";
const COLUMNS: Column[] = [{ label: "Title" }, { label: "When" }, { label: "Status" }, { label: "Confirmed", numeric: true }];

export default async function RecruiterOpportunities({ searchParams }: { searchParams: Promise<Search> }) {
  const caller = await requirePageCaller("recruiter", "/recruiter/opportunities");
  const sp = await searchParams;
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
        <h1 className="text-2xl font-bold">Your opportunities</h1>
        <Link href="/recruiter/opportunities/new" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          New opportunity
        </Link>
      </div>
      <form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter opportunities">
        <label className="text-sm font-medium text-slate-800">
          Status
          <select name="status" defaultValue={status ?? ""} className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm">
            <option value="">All statuses</option>
            {opportunityStatuses.map((s) => (
              <option key={s} value={s}>{s}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          Filter
        </button>
      </form>
      <Card>
        <p className="mb-3 text-sm text-slate-700" role="status">
          {result.total} {result.total === 1 ? "opportunity" : "opportunities"}{status ? ` with status ${status}` : ""}
        </p>
        {result.opportunities.length === 0 ? (
          <EmptyState title={status ? `No ${status} opportunities` : "No opportunities yet"}>
            <Link href="/recruiter/opportunities/new" className={link}>Create one</Link>; it is saved as a draft until you publish it.
          </EmptyState>
        ) : (
          <DataTable caption="Opportunities of your organization" columns={COLUMNS}>
            {result.opportunities.map((o) => (
              <tr key={o.id} className="align-top">
                <td className={cellClass()}>
                  <Link href={`/recruiter/opportunities/${o.id}`} className={link}>{o.title}</Link>
                  {o.series_id && (
                    <Link href={`/recruiter/series/${o.series_id}`} className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 hover:underline">
                      Weekly series<span className="sr-only">: every date of {o.title}</span>
                    </Link>
                  )}
                  {caller.role === "admin" && <p className="text-xs text-slate-600">{o.organization_name}</p>}
                </td>
                <td className={`${cellClass()} text-slate-700`}>{formatDateRange(o.start_datetime, o.end_datetime, zoneOf(o.id))}</td>
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
