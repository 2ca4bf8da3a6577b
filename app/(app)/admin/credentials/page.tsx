// Issued credentials of the organization (every organization for admins), with revocation and the
// signing keys (rotation keeps the old ones in the DID document).
import type { Metadata } from "next";
import { RevokeCredentialForm } from "@/components/credentials/revoke-credential-form";
import { RotateKeyButton } from "@/components/credentials/rotate-key-button";
import { Card, EmptyState } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { CredentialListQuery } from "@/lib/corps/credentials/credential-schemas";
import { listCredentials } from "@/lib/corps/credentials/credentials";
import { issuerDid } from "@/lib/corps/credentials/issuer-did";
import { listIssuerKeys } from "@/lib/corps/credentials/issuer-keys";
import { viewerTimezone } from "@/lib/corps/organizations/timezone";
import { db } from "@/lib/db/client";
import { formatDate } from "@/lib/format";
import { requirePageCaller } from "@/lib/sign-in/session";
import { revokeCredentialAction, rotateKeyAction } from "./actions";

export const metadata: Metadata = { title: "Credentials" };

export default async function AdminCredentialsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/credentials");
  const sp = await searchParams;
  const parsed = CredentialListQuery.safeParse({ page: sp.page, limit: sp.limit });
  const query = parsed.success ? parsed.data : { page: 1, limit: 25 };
  const ctx = { caller, db: db() };
  const [list, zone, keys] = await Promise.all([
    listCredentials(ctx, query),
    viewerTimezone(ctx),
    caller.orgId ? listIssuerKeys(ctx.db, caller.orgId) : Promise.resolve([]),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Credentials</h1>
      <Card title={`Issued (${list.total})`}>
        {list.total === 0 ? (
          <EmptyState title="No credentials issued yet">Volunteers get them on their badges page; staff through the API.</EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Issued credentials, newest first</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 pr-3">Volunteer</th>
                  <th scope="col" className="py-2 pr-3">Credential</th>
                  <th scope="col" className="py-2 pr-3">Issued</th>
                  <th scope="col" className="py-2 pr-3">Status</th>
                  <th scope="col" className="py-2">Actions</th>
                </tr>
              </thead>
              <tbody>
                {list.credentials.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100 align-top" data-testid="admin-credential">
                    <td className="py-2 pr-3 text-slate-900">{c.volunteer_name}</td>
                    <td className="py-2 pr-3">
                      <a className="font-medium text-brand-700 underline hover:text-brand-800" href={c.verify_url}>
                        {c.achievement_name}
                      </a>
                      {caller.role === "admin" && <p className="text-xs text-slate-700">{c.issuer_name}</p>}
                    </td>
                    <td className="py-2 pr-3 text-slate-900">{formatDate(c.issued_at, zone)}</td>
                    <td className="py-2 pr-3 text-slate-900">{c.revoked ? `Revoked${c.revoked_reason ? `: ${c.revoked_reason}` : ""}` : "Valid"}</td>
                    <td className="py-2">
                      {!c.revoked && <RevokeCredentialForm credentialId={c.id} label={`${c.achievement_name} of ${c.volunteer_name}`} revokeCredentialAction={revokeCredentialAction} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination basePath="/admin/credentials" params={sp} page={query.page} limit={query.limit} total={list.total} />
      </Card>
      {caller.orgId && (
        <Card title="Signing keys" action={<RotateKeyButton orgId={caller.orgId} rotateKeyAction={rotateKeyAction} />}>
          <p className="text-sm text-slate-700">
            Your organization signs as <code className="break-all">{issuerDid(caller.orgId)}</code>. Rotating starts a new key; the old ones
            stay published so that credentials they signed keep verifying.
          </p>
          {keys.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No key yet: one is created with the first credential.</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm" aria-label="Signing keys">
              {keys.map((k) => (
                <li key={k.verification_method} className="break-all text-slate-900">
                  {k.verification_method.split("#")[1]} · created {formatDate(k.created_at, zone)} · {k.retired_at ? `retired ${formatDate(k.retired_at, zone)}` : "in use"}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
