import type { Metadata } from "next";
import Link from "next/link";
import { CreateOrganizationForm, RenameOrganizationForm } from "@/components/admin/organization-forms";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, STACKED } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listOrganizations } from "@/lib/corps/organizations/list-organizations";
import { OrganizationListQuery } from "@/lib/corps/organizations/organization-schemas";
import { db } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import { createOrganizationAction, renameOrganizationAction } from "./actions";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";

export const metadata: Metadata = { title: "Organizations" };

const COLUMNS = [{ label: "Name" }, { label: "Active members", numeric: true }, { label: "Created" }];

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

export default async function OrganizationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("admin", "/admin/organizations");
  const zone = await viewerTimezone({ caller, db: db() });
  const sp = await searchParams;
  const parsed = OrganizationListQuery.safeParse({ search: first(sp.search), page: first(sp.page) });
  const query = parsed.success ? parsed.data : OrganizationListQuery.parse({});
  const { organizations, total } = await listOrganizations({ caller, db: db() }, query);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Organizations</h1>
        <p className="mt-1 text-sm text-slate-700">
          Every organization of the network. People join one by invitation from the <Link href="/admin/members" className="text-brand-800 underline">members page</Link>.
        </p>
      </div>
      <Card title="Create an organization">
        <CreateOrganizationForm action={createOrganizationAction} />
      </Card>
      <Card title={`Organizations (${total})`}>
        <form method="get" action="/admin/organizations" className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Search organizations">
          <div>
            <label htmlFor="org-search" className="block text-sm font-medium text-slate-800">
              Name
            </label>
            <input
              id="org-search"
              name="search"
              type="search"
              defaultValue={query.search ?? ""}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none sm:w-72"
            />
          </div>
          <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
            Search
          </button>
        </form>
        {organizations.length === 0 ? (
          <EmptyState title="No organizations match" />
        ) : (
          <DataTable caption="Organizations" columns={COLUMNS} stacked>
            {organizations.map((o) => (
              <tr key={o.id} className={STACKED.row}>
                <td className={`${STACKED.cell} ${cellClass()}`}>
                  <RenameOrganizationForm action={renameOrganizationAction} orgId={o.id} name={o.name} />
                </td>
                <td className={`${STACKED.cell} ${cellClass("normal", { numeric: true })}`}>
                  <span className={STACKED.label}>Active members:</span>
                  <Link href={`/admin/members?org_id=${o.id}`} className="text-brand-800 underline" aria-label={`${o.member_count} active members of ${o.name}`}>
                    {o.member_count}
                  </Link>
                </td>
                <td className={`${STACKED.cell} ${cellClass()}`}>
                  <span className={STACKED.label}>Created:</span>
                  {formatDate(o.created_at, zone)}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination basePath="/admin/organizations" params={sp} page={query.page} limit={query.limit} total={total} />
      </Card>
    </div>
  );
}
