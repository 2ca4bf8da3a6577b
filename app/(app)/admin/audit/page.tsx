import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { auditLabels } from "@/components/admin/audit-labels";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, STACKED } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { requirePageCaller } from "@/lib/sign-in/session";
import { AUDIT_ACTIONS } from "@/lib/corps/audit-log/audit-actions";
import { AuditLogQuery } from "@/lib/corps/audit-log/audit-log-schemas";
import { listAuditLog } from "@/lib/corps/audit-log/list-audit-log";
import { organizationOptions } from "@/lib/corps/organizations/organization-options";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { zodFields } from "@/lib/errors/zod-fields";
import { OrgSelect } from "@/components/admin/org-select";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("audit.title") };
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/audit");
  const [t, tc, locale, labels] = await Promise.all([getTranslations("admin"), getTranslations("common"), getLocale(), auditLabels()]);
  const columns = [{ label: t("audit.colWhen") }, { label: t("audit.colAction") }, { label: t("audit.colBy") }, { label: t("audit.colWhat") }];
  const ctx = { caller, db: db() };
  const zone = await viewerTimezone(ctx);
  const sp = await searchParams;
  const isAdmin = caller.role === "admin";
  const raw = {
    action: first(sp.action),
    actor_id: first(sp.actor_id),
    date_from: first(sp.date_from),
    date_to: first(sp.date_to),
    org_id: isAdmin ? first(sp.org_id) : undefined,
    page: first(sp.page),
  };
  const parsed = AuditLogQuery.safeParse(raw);
  const errors = parsed.success ? {} : zodFields(parsed.error);
  // A bad filter is ignored and named, instead of an error page (bookmarked URLs).
  const query = parsed.success ? parsed.data : AuditLogQuery.parse({});
  const [{ entries, total }, orgs] = await Promise.all([listAuditLog(ctx, query), isAdmin ? organizationOptions(ctx) : Promise.resolve(null)]);
  const filters = new URLSearchParams();
  for (const key of ["action", "actor_id", "date_from", "date_to", "org_id"] as const) {
    const v = query[key];
    if (v) filters.set(key, v);
  }
  const withActor = (actorId: string) => {
    const p = new URLSearchParams(filters);
    p.set("actor_id", actorId);
    p.delete("page");
    return `/admin/audit?${p.toString()}`;
  };
  const everyone = new URLSearchParams(filters);
  everyone.delete("actor_id");
  const withoutActor = `/admin/audit?${everyone.toString()}`;
  const cell = cellClass();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("audit.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t("audit.intro")} {isAdmin ? t("audit.introAdmin") : t("audit.introOrg")}
        </p>
      </div>
      <Card title={t("audit.filters")}>
        <form method="get" action="/admin/audit" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label={t("audit.filterLabel")}>
          <div>
            <label htmlFor="audit-action" className="block text-sm font-medium text-slate-800">
              {t("audit.action")}
            </label>
            <select id="audit-action" name="action" defaultValue={query.action ?? ""} className={inputClass}>
              <option value="">{t("audit.everyAction")}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {labels.action(a)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-from" className="block text-sm font-medium text-slate-800">
              {t("audit.from")}
            </label>
            <input id="audit-from" name="date_from" type="date" defaultValue={query.date_from ?? ""} className={inputClass} />
          </div>
          <div>
            <label htmlFor="audit-to" className="block text-sm font-medium text-slate-800">
              {t("audit.to")}
            </label>
            <input id="audit-to" name="date_to" type="date" defaultValue={query.date_to ?? ""} className={inputClass} />
          </div>
          {orgs && <OrgSelect id="audit-org" organizations={orgs.organizations} value={query.org_id} />}
          {query.actor_id && <input type="hidden" name="actor_id" value={query.actor_id} />}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              {t("audit.filter")}
            </button>
            <Link href="/admin/audit" className="min-h-10 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
              {tc("actions.clear")}
            </Link>
          </div>
        </form>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t("audit.invalidFilters", { fields: Object.entries(errors).map(([k, v]) => `${k} (${v})`).join(", ") })}
          </p>
        )}
      </Card>
      <Card
        title={query.actor_id ? t("audit.entriesByOne", { count: total }) : t("audit.entries", { count: total })}
        action={
          <a href={`/api/corps/audit-log/export?${filters.toString()}`} className="min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50" download>
            {t("audit.exportCsv")}
          </a>
        }
      >
        {query.actor_id && (
          <p className="mb-3 text-sm">
            <Link href={withoutActor} className="text-brand-800 underline">
              {t("audit.everyone")}
            </Link>
          </p>
        )}
        {entries.length === 0 ? (
          <EmptyState title={t("audit.emptyTitle")}>{t("audit.emptyBody")}</EmptyState>
        ) : (
          <DataTable caption={t("audit.caption")} columns={columns} stacked>
            {entries.map((e) => (
              <tr key={e.id} className={STACKED.row}>
                <td className={`${STACKED.cell} ${cell} whitespace-nowrap`}>
                  <span className={STACKED.label}>{t("audit.whenLabel")}</span>
                  <time dateTime={e.at}>{formatDateTime(e.at, zone, locale)}</time>
                </td>
                <td className={`${STACKED.cell} ${cell}`}>
                  <span className={STACKED.label}>{t("audit.actionLabel")}</span>
                  {labels.action(e.action)}
                </td>
                <td className={`${STACKED.cell} ${cell} break-all`}>
                  <span className={STACKED.label}>{t("audit.byLabel")}</span>
                  {e.actor_id ? (
                    <Link href={withActor(e.actor_id)} className="text-brand-800 underline" aria-label={t("audit.onlyBy", { who: e.actor_email ?? t("audit.thisPerson") })}>
                      {e.actor_email ?? t("audit.aUser")}
                    </Link>
                  ) : (
                    <span>{e.actor_email ? t("audit.notSignedIn", { email: e.actor_email }) : t("audit.system")}</span>
                  )}
                </td>
                <td className={`${STACKED.cell} ${cell} break-words`}>
                  <span className={STACKED.label}>{t("audit.whatLabel")}</span>
                  {labels.describe(e)}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination basePath="/admin/audit" params={sp} page={query.page} limit={query.limit} total={total} />
      </Card>
    </div>
  );
}
