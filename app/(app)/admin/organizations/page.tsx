import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("organizations.title") };
}

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

export default async function OrganizationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("admin", "/admin/organizations");
  const [t, tc, locale] = await Promise.all([getTranslations("admin"), getTranslations("common"), getLocale()]);
  const columns = [{ label: t("organizations.colName") }, { label: t("organizations.colMembers"), numeric: true }, { label: t("organizations.colCreated") }];
  const zone = await viewerTimezone({ caller, db: db() });
  const sp = await searchParams;
  const parsed = OrganizationListQuery.safeParse({ search: first(sp.search), page: first(sp.page) });
  const query = parsed.success ? parsed.data : OrganizationListQuery.parse({});
  const { organizations, total } = await listOrganizations({ caller, db: db() }, query);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("organizations.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t.rich("organizations.intro", {
            link: (c) => (
              <Link href="/admin/members" className="text-brand-800 underline">
                {c}
              </Link>
            ),
          })}
        </p>
      </div>
      <Card title={t("organizations.create")}>
        <CreateOrganizationForm action={createOrganizationAction} />
      </Card>
      <Card title={t("organizations.listTitle", { count: total })}>
        <form method="get" action="/admin/organizations" className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end" aria-label={t("organizations.searchLabel")}>
          <div>
            <label htmlFor="org-search" className="block text-sm font-medium text-slate-800">
              {t("organizations.name")}
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
            {tc("actions.search")}
          </button>
        </form>
        {organizations.length === 0 ? (
          <EmptyState title={t("organizations.emptyTitle")} />
        ) : (
          <DataTable caption={t("organizations.caption")} columns={columns} stacked>
            {organizations.map((o) => (
              <tr key={o.id} className={STACKED.row}>
                <td className={`${STACKED.cell} ${cellClass()}`}>
                  <RenameOrganizationForm action={renameOrganizationAction} orgId={o.id} name={o.name} />
                </td>
                <td className={`${STACKED.cell} ${cellClass("normal", { numeric: true })}`}>
                  <span className={STACKED.label}>{t("organizations.membersLabel")}</span>
                  <Link href={`/admin/members?org_id=${o.id}`} className="text-brand-800 underline" aria-label={t("organizations.membersOf", { count: o.member_count, name: o.name })}>
                    {o.member_count}
                  </Link>
                </td>
                <td className={`${STACKED.cell} ${cellClass()}`}>
                  <span className={STACKED.label}>{t("organizations.createdLabel")}</span>
                  {formatDate(o.created_at, zone, locale)}
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
