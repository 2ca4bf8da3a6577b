import type { Metadata } from "next";
import Link from "next/link";
import { ACTION_LABEL, describeAuditEntry } from "@/components/admin/audit-labels";
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

export const metadata: Metadata = { title: "Audit log" };

const COLUMNS = [{ label: "When" }, { label: "Action" }, { label: "By" }, { label: "What" }];
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/audit");
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
        <h1 className="text-2xl font-bold">Audit log</h1>
        <p className="mt-1 text-sm text-slate-700">
          Who changed roles, deactivated or invited people, changed organizations or webhooks, and which sign-ins were refused. Entries are never changed or
          deleted. {isAdmin ? "You see every organization." : "You see your organization's entries."}
        </p>
      </div>
      <Card title="Filters">
        <form method="get" action="/admin/audit" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label="Filter the audit log">
          <div>
            <label htmlFor="audit-action" className="block text-sm font-medium text-slate-800">
              Action
            </label>
            <select id="audit-action" name="action" defaultValue={query.action ?? ""} className={inputClass}>
              <option value="">Every action</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {ACTION_LABEL[a]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-from" className="block text-sm font-medium text-slate-800">
              From
            </label>
            <input id="audit-from" name="date_from" type="date" defaultValue={query.date_from ?? ""} className={inputClass} />
          </div>
          <div>
            <label htmlFor="audit-to" className="block text-sm font-medium text-slate-800">
              To
            </label>
            <input id="audit-to" name="date_to" type="date" defaultValue={query.date_to ?? ""} className={inputClass} />
          </div>
          {orgs && <OrgSelect id="audit-org" organizations={orgs.organizations} value={query.org_id} />}
          {query.actor_id && <input type="hidden" name="actor_id" value={query.actor_id} />}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              Filter
            </button>
            <Link href="/admin/audit" className="min-h-10 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
              Clear
            </Link>
          </div>
        </form>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            Some filters are not valid and were ignored: {Object.entries(errors).map(([k, v]) => `${k} (${v})`).join(", ")}.
          </p>
        )}
      </Card>
      <Card
        title={`${total} entr${total === 1 ? "y" : "ies"}${query.actor_id ? " by one person" : ""}`}
        action={
          <a href={`/api/corps/audit-log/export?${filters.toString()}`} className="min-h-10 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50" download>
            Export CSV
          </a>
        }
      >
        {query.actor_id && (
          <p className="mb-3 text-sm">
            <Link href={withoutActor} className="text-brand-800 underline">
              Show every person&apos;s entries
            </Link>
          </p>
        )}
        {entries.length === 0 ? (
          <EmptyState title="No entries match">Changes to members, invitations, organizations and webhooks appear here.</EmptyState>
        ) : (
          <DataTable caption="Audit log entries, newest first" columns={COLUMNS} stacked>
            {entries.map((e) => (
              <tr key={e.id} className={STACKED.row}>
                <td className={`${STACKED.cell} ${cell} whitespace-nowrap`}>
                  <span className={STACKED.label}>When:</span>
                  <time dateTime={e.at}>{formatDateTime(e.at, zone)}</time>
                </td>
                <td className={`${STACKED.cell} ${cell}`}>
                  <span className={STACKED.label}>Action:</span>
                  {ACTION_LABEL[e.action]}
                </td>
                <td className={`${STACKED.cell} ${cell} break-all`}>
                  <span className={STACKED.label}>By:</span>
                  {e.actor_id ? (
                    <Link href={withActor(e.actor_id)} className="text-brand-800 underline" aria-label={`Show only entries by ${e.actor_email ?? "this person"}`}>
                      {e.actor_email ?? "a user"}
                    </Link>
                  ) : (
                    <span>{e.actor_email ? `${e.actor_email} (not signed in)` : "System"}</span>
                  )}
                </td>
                <td className={`${STACKED.cell} ${cell} break-words`}>
                  <span className={STACKED.label}>What:</span>
                  {describeAuditEntry(e)}
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
