import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import Link from "next/link";
import { ActiveToggle, InviteForm, RevokeInvitationButton, RoleForm } from "@/components/admin/member-forms";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, STACKED } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { requirePageCaller } from "@/lib/sign-in/session";
import { ROLES, type Role } from "@/lib/auth/roles";
import { listInvitations } from "@/lib/corps/invitations/list-invitations";
import { listMembers } from "@/lib/corps/members/list-members";
import { MemberListQuery } from "@/lib/corps/members/member-schemas";
import { organizationOptions } from "@/lib/corps/organizations/organization-options";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";
import { zodFields } from "@/lib/errors/zod-fields";
import { inviteAction, revokeInvitationAction, updateMemberAction } from "./actions";
import { OrgSelect } from "@/components/admin/org-select";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("members.title") };
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

export default async function MembersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/members");
  const [t, tc, locale] = await Promise.all([getTranslations("admin"), getTranslations("common"), getLocale()]);
  const roleLabel = (r: Role) => tc(`role.${r}`);
  const columns = [
    { label: t("members.colMember") },
    { label: t("members.colRole") },
    { label: t("members.colStatus") },
    { label: t("members.colLastSeen") },
    { label: t("members.colActions"), srOnlyLabel: true },
  ];
  const ctx = { caller, db: db() };
  const zone = await viewerTimezone(ctx);
  const sp = await searchParams;
  const isAdmin = caller.role === "admin";
  const status = first(sp.status);
  const raw = {
    search: first(sp.search),
    role: first(sp.role),
    is_active: status === "active" ? "true" : status === "deactivated" ? "false" : undefined,
    org_id: isAdmin ? first(sp.org_id) : undefined,
    page: first(sp.page),
  };
  const parsed = MemberListQuery.safeParse(raw);
  const errors = parsed.success ? {} : zodFields(parsed.error);
  const query = parsed.success ? parsed.data : MemberListQuery.parse({});
  const [{ members, total }, pending, orgs] = await Promise.all([
    listMembers(ctx, query),
    listInvitations(ctx, { status: "pending", page: 1, limit: 100, ...(query.org_id ? { org_id: query.org_id } : {}) }),
    isAdmin ? organizationOptions(ctx) : Promise.resolve(null),
  ]);
  const grantable: Role[] = ROLES.filter((r) => isAdmin || r !== "admin");
  const orgName = new Map((orgs?.organizations ?? []).map((o) => [o.id, o.name]));
  const cell = cellClass();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("members.title")}</h1>
        <p className="mt-1 text-sm text-slate-700">
          {t.rich("members.intro", {
            link: (c) => (
              <Link href="/admin/audit" className="text-brand-800 underline">
                {c}
              </Link>
            ),
          })}
        </p>
      </div>

      <Card title={t("members.inviteTitle")}>
        <InviteForm action={inviteAction} roles={grantable} organizations={orgs?.organizations ?? null} />
      </Card>

      <Card title={t("members.pendingTitle", { count: pending.total })}>
        {pending.invitations.length === 0 ? (
          <EmptyState title={t("members.pendingEmptyTitle")}>{t("members.pendingEmptyBody")}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t("members.pendingList")}>
            {pending.invitations.map((i) => (
              <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{i.email}</p>
                  <p className="text-sm text-slate-700">
                    {roleLabel(i.role)}
                    {isAdmin ? ` · ${orgName.get(i.org_id) ?? t("members.organizationFallback")}` : ""} · {t("members.expires", { when: formatDateTime(i.expires_at, zone, locale) })}
                  </p>
                </div>
                <RevokeInvitationButton action={revokeInvitationAction} invitationId={i.id} email={i.email} />
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={t("members.peopleTitle", { count: total })}>
        <form method="get" action="/admin/members" className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label={t("members.filterLabel")}>
          <div className="lg:col-span-2">
            <label htmlFor="member-search" className="block text-sm font-medium text-slate-800">
              {t("members.search")}
            </label>
            <input id="member-search" name="search" type="search" defaultValue={query.search ?? ""} className={inputClass} />
          </div>
          <div>
            <label htmlFor="member-role" className="block text-sm font-medium text-slate-800">
              {t("members.role")}
            </label>
            <select id="member-role" name="role" defaultValue={query.role ?? ""} className={inputClass} aria-invalid={errors.role ? true : undefined}>
              <option value="">{t("members.anyRole")}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {roleLabel(r)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="member-status" className="block text-sm font-medium text-slate-800">
              {t("members.status")}
            </label>
            <select id="member-status" name="status" defaultValue={status ?? ""} className={inputClass}>
              <option value="">{t("members.anyStatus")}</option>
              <option value="active">{t("members.active")}</option>
              <option value="deactivated">{t("members.deactivated")}</option>
            </select>
          </div>
          {orgs && <OrgSelect id="member-org" organizations={orgs.organizations} value={query.org_id} />}
          <div className="flex gap-2">
            <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              {t("members.filter")}
            </button>
            <Link href="/admin/members" className="min-h-10 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
              {tc("actions.clear")}
            </Link>
          </div>
        </form>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {t("members.invalidFilters", { fields: Object.keys(errors).join(", ") })}
          </p>
        )}
        {members.length === 0 ? (
          <EmptyState title={t("members.emptyTitle")}>{t("members.emptyBody")}</EmptyState>
        ) : (
          <DataTable caption={t("members.caption")} columns={columns} stacked>
            {members.map((m) => {
              const who = m.name ?? m.email;
              const self = m.user_id === caller.id;
              const locked = self || (m.role === "admin" && !isAdmin);
              return (
                <tr key={m.user_id} className={STACKED.row}>
                  <td className={`${STACKED.cell} ${cell}`}>
                    <span className="block font-medium text-slate-900">
                      {who}
                      {self ? t("members.you") : ""}
                    </span>
                    <span className="block text-sm break-all text-slate-700">{m.email}</span>
                    {isAdmin && m.org_id && <span className="block text-xs text-slate-600">{orgName.get(m.org_id)}</span>}
                  </td>
                  <td className={`${STACKED.cell} ${cell}`}>
                    <span className={STACKED.label}>{t("members.roleLabel")}</span>
                    {locked || !m.is_active ? roleLabel(m.role) : <RoleForm action={updateMemberAction} userId={m.user_id} who={who} role={m.role} roles={grantable} />}
                  </td>
                  <td className={`${STACKED.cell} ${cell}`}>
                    <span className={STACKED.label}>{t("members.statusLabel")}</span>
                    <span className={m.is_active ? "rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900" : "rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-900"}>
                      {m.is_active ? t("members.active") : t("members.deactivated")}
                    </span>
                    {m.sso_linked && <span className="ml-2 text-xs text-slate-600">{t("members.sso")}</span>}
                  </td>
                  <td className={`${STACKED.cell} ${cell}`}>
                    <span className={STACKED.label}>{t("members.lastSeenLabel")}</span>
                    {m.last_seen_at ? formatDateTime(m.last_seen_at, zone, locale) : t("members.never")}
                  </td>
                  <td className={`${STACKED.cell} ${cell}`}>
                    {locked ? (
                      <span className="text-sm text-slate-600">{self ? t("members.ownAccount") : t("members.managedByAdmins")}</span>
                    ) : (
                      <ActiveToggle key={String(m.is_active)} action={updateMemberAction} userId={m.user_id} who={who} isActive={m.is_active} />
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
        <Pagination basePath="/admin/members" params={sp} page={query.page} limit={query.limit} total={total} />
      </Card>
    </div>
  );
}
