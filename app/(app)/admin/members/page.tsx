import type { Metadata } from "next";
import Link from "next/link";
import { ActiveToggle, InviteForm, RevokeInvitationButton, RoleForm } from "@/components/admin/member-forms";
import { Card, EmptyState } from "@/components/ui/card";
import { cellClass, DataTable, STACKED } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { ROLE_LABEL } from "@/components/ui/role-labels";
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

export const metadata: Metadata = { title: "Members" };

const COLUMNS = [{ label: "Member" }, { label: "Role" }, { label: "Status" }, { label: "Last seen" }, { label: "Actions", srOnlyLabel: true }];
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== "" ? s.trim() : undefined;
}

export default async function MembersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/members");
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
        <h1 className="text-2xl font-bold">Members</h1>
        <p className="mt-1 text-sm text-slate-700">
          Invite people, change their roles, and deactivate those who leave. A change applies to the member&apos;s next request; a deactivated member is signed
          out everywhere, and their volunteer profile, hours and signups are kept. Every change is in the <Link href="/admin/audit" className="text-brand-800 underline">audit log</Link>.
        </p>
      </div>

      <Card title="Invite someone">
        <InviteForm action={inviteAction} roles={grantable} organizations={orgs?.organizations ?? null} />
      </Card>

      <Card title={`Pending invitations (${pending.total})`}>
        {pending.invitations.length === 0 ? (
          <EmptyState title="No pending invitations">Invitations you send appear here until they are accepted, revoked or expire.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Pending invitations">
            {pending.invitations.map((i) => (
              <li key={i.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-all text-slate-900">{i.email}</p>
                  <p className="text-sm text-slate-700">
                    {ROLE_LABEL[i.role]}
                    {isAdmin ? ` · ${orgName.get(i.org_id) ?? "organization"}` : ""} · expires {formatDateTime(i.expires_at, zone)}
                  </p>
                </div>
                <RevokeInvitationButton action={revokeInvitationAction} invitationId={i.id} email={i.email} />
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card title={`People (${total})`}>
        <form method="get" action="/admin/members" className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end" aria-label="Filter members">
          <div className="lg:col-span-2">
            <label htmlFor="member-search" className="block text-sm font-medium text-slate-800">
              Name or e-mail
            </label>
            <input id="member-search" name="search" type="search" defaultValue={query.search ?? ""} className={inputClass} />
          </div>
          <div>
            <label htmlFor="member-role" className="block text-sm font-medium text-slate-800">
              Role
            </label>
            <select id="member-role" name="role" defaultValue={query.role ?? ""} className={inputClass} aria-invalid={errors.role ? true : undefined}>
              <option value="">Any role</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="member-status" className="block text-sm font-medium text-slate-800">
              Status
            </label>
            <select id="member-status" name="status" defaultValue={status ?? ""} className={inputClass}>
              <option value="">Active and deactivated</option>
              <option value="active">Active</option>
              <option value="deactivated">Deactivated</option>
            </select>
          </div>
          {orgs && <OrgSelect id="member-org" organizations={orgs.organizations} value={query.org_id} />}
          <div className="flex gap-2">
            <button type="submit" className="min-h-10 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
              Filter
            </button>
            <Link href="/admin/members" className="min-h-10 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50">
              Clear
            </Link>
          </div>
        </form>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            Some filters are not valid and were ignored: {Object.keys(errors).join(", ")}.
          </p>
        )}
        {members.length === 0 ? (
          <EmptyState title="No members match">Change the filters, or invite someone above.</EmptyState>
        ) : (
          <DataTable caption="Members" columns={COLUMNS} stacked>
            {members.map((m) => {
              const who = m.name ?? m.email;
              const self = m.user_id === caller.id;
              const locked = self || (m.role === "admin" && !isAdmin);
              return (
                <tr key={m.user_id} className={STACKED.row}>
                  <td className={`${STACKED.cell} ${cell}`}>
                    <span className="block font-medium text-slate-900">
                      {who}
                      {self ? " (you)" : ""}
                    </span>
                    <span className="block text-sm break-all text-slate-700">{m.email}</span>
                    {isAdmin && m.org_id && <span className="block text-xs text-slate-600">{orgName.get(m.org_id)}</span>}
                  </td>
                  <td className={`${STACKED.cell} ${cell}`}>
                    <span className={STACKED.label}>Role:</span>
                    {locked || !m.is_active ? ROLE_LABEL[m.role] : <RoleForm action={updateMemberAction} userId={m.user_id} who={who} role={m.role} roles={grantable} />}
                  </td>
                  <td className={`${STACKED.cell} ${cell}`}>
                    <span className={STACKED.label}>Status:</span>
                    <span className={m.is_active ? "rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900" : "rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-900"}>
                      {m.is_active ? "Active" : "Deactivated"}
                    </span>
                    {m.sso_linked && <span className="ml-2 text-xs text-slate-600">single sign-on</span>}
                  </td>
                  <td className={`${STACKED.cell} ${cell}`}>
                    <span className={STACKED.label}>Last seen:</span>
                    {m.last_seen_at ? formatDateTime(m.last_seen_at, zone) : "Never"}
                  </td>
                  <td className={`${STACKED.cell} ${cell}`}>
                    {locked ? (
                      <span className="text-sm text-slate-600">{self ? "Your own account" : "Managed by admins"}</span>
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
