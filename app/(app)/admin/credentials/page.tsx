// Issued credentials of the organization (every organization for admins), with revocation and the
// signing keys (rotation keeps the old ones in the DID document).
import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
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

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin");
  return { title: t("credentials.title") };
}

export default async function AdminCredentialsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("corps_admin", "/admin/credentials");
  const [t, locale] = await Promise.all([getTranslations("admin"), getLocale()]);
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
      <h1 className="text-2xl font-bold">{t("credentials.title")}</h1>
      <Card title={t("credentials.issued", { count: list.total })}>
        {list.total === 0 ? (
          <EmptyState title={t("credentials.emptyTitle")}>{t("credentials.emptyBody")}</EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("credentials.caption")}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 pr-3">
                    {t("credentials.colVolunteer")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("credentials.colCredential")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("credentials.colIssued")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("credentials.colStatus")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("credentials.colActions")}
                  </th>
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
                    <td className="py-2 pr-3 text-slate-900">{formatDate(c.issued_at, zone, locale)}</td>
                    <td className="py-2 pr-3 text-slate-900">{c.revoked ? (c.revoked_reason ? t("credentials.revokedBecause", { reason: c.revoked_reason }) : t("credentials.revoked")) : t("credentials.valid")}</td>
                    <td className="py-2">
                      {!c.revoked && <RevokeCredentialForm credentialId={c.id} label={t("credentials.credentialOf", { credential: c.achievement_name, volunteer: c.volunteer_name })} revokeCredentialAction={revokeCredentialAction} />}
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
        <Card title={t("credentials.keys")} action={<RotateKeyButton orgId={caller.orgId} rotateKeyAction={rotateKeyAction} />}>
          <p className="text-sm text-slate-700">
            {t.rich("credentials.signsAs", { did: issuerDid(caller.orgId), code: (c) => <code className="break-all">{c}</code> })}
          </p>
          {keys.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t("credentials.noKey")}</p>
          ) : (
            <ul className="mt-2 space-y-1 text-sm" aria-label={t("credentials.keys")}>
              {keys.map((k) => (
                <li key={k.verification_method} className="break-all text-slate-900">
                  {k.verification_method.split("#")[1]} · {t("credentials.keyCreated", { date: formatDate(k.created_at, zone, locale) })} ·{" "}
                  {k.retired_at ? t("credentials.keyRetired", { date: formatDate(k.retired_at, zone, locale) }) : t("credentials.keyInUse")}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
