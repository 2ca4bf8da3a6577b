// /invite/{token}: says what the invitation grants, then signs the visitor in and claims it.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { homePath } from "@/lib/auth/roles";
import { getSessionCaller } from "@/lib/sign-in/session";
import { openInvitation } from "@/lib/corps/invitations/open-invitation";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("invite.title") };
}

const primary = "inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const caller = await getSessionCaller();
  const opened = await openInvitation(db(), token, caller);
  if (opened.outcome === "not_found") notFound();
  const [t, common, locale] = await Promise.all([getTranslations("auth"), getTranslations("common"), getLocale()]);
  const { invitation: inv } = opened;
  const here = `/invite/${token}`;
  const role = common(`role.${inv.role}`);
  const description = t(`invite.roleDescription.${inv.role}`);
  const b = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  const grant = (
    <p className="mt-3 text-slate-800">
      {inv.inviter
        ? t.rich("invite.grantBy", { inviter: inv.inviter, email: inv.email, org: inv.organization, role, description, b })
        : t.rich("invite.grant", { email: inv.email, org: inv.organization, role, description, b })}
    </p>
  );
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <p className="text-sm font-semibold text-brand-700">Corps</p>
      <h1 className="mt-2 text-3xl font-bold">{opened.outcome === "joined" ? t("invite.joinedHeading", { org: inv.organization }) : t("invite.title")}</h1>
      {opened.outcome === "joined" ? (
        <>
          <p role="status" className="mt-3 text-slate-800">
            {t("invite.joined", { org: inv.organization, role, description })}
          </p>
          <Link href={homePath(inv.role)} className={`${primary} mt-6`}>
            {t("invite.dashboard")}
          </Link>
        </>
      ) : (
        grant
      )}
      {opened.outcome === "sign_in" && (
        <>
          <p className="mt-3 text-slate-700">{t("invite.signInFirst", { email: inv.email, until: formatDateTime(inv.expiresAt.toISOString(), inv.timezone, locale) })}</p>
          <Link href={`/signin?callbackUrl=${encodeURIComponent(here)}`} className={`${primary} mt-6`}>
            {t("invite.signInToAccept")}
          </Link>
        </>
      )}
      {opened.outcome === "wrong_user" && (
        <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900">
          <p>{t("invite.wrongUser", { email: inv.email, current: caller?.email ?? "" })}</p>
          <div className="mt-2">
            <SignOutButton callbackUrl={`/signin?callbackUrl=${encodeURIComponent(here)}`} label={t("invite.switchAccount")} />
          </div>
        </div>
      )}
      {opened.outcome === "refused" && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {/* The reason is the API's error message, which stays English (issue 30). */}
          {t("invite.refused", { message: opened.message ?? "" })}
        </p>
      )}
      {(opened.outcome === "accepted" || opened.outcome === "revoked" || opened.outcome === "expired") && (
        <p role="alert" className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900">
          {opened.outcome === "accepted" && t("invite.accepted")}
          {opened.outcome === "revoked" && t("invite.revoked")}
          {opened.outcome === "expired" && t("invite.expired")}
        </p>
      )}
    </main>
  );
}
