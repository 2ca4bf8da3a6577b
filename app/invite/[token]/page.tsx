// /invite/{token}: says what the invitation grants, then signs the visitor in and claims it.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { ROLE_DESCRIPTION, ROLE_LABEL } from "@/components/ui/role-labels";
import { homePath } from "@/lib/auth/roles";
import { getSessionCaller } from "@/lib/sign-in/session";
import { openInvitation } from "@/lib/corps/invitations/open-invitation";
import { db } from "@/lib/db/client";
import { formatDateTime } from "@/lib/format";

export const metadata: Metadata = { title: "Invitation" };

const primary = "inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800";

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const caller = await getSessionCaller();
  const opened = await openInvitation(db(), token, caller);
  if (opened.outcome === "not_found") notFound();
  const { invitation: inv } = opened;
  const here = `/invite/${token}`;
  const grant = (
    <p className="mt-3 text-slate-800">
      {inv.inviter ? `${inv.inviter} invited ` : "This invitation invites "}
      <strong>{inv.email}</strong> to join <strong>{inv.organization}</strong> as <strong>{ROLE_LABEL[inv.role]}</strong>: {ROLE_DESCRIPTION[inv.role]}.
    </p>
  );
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <p className="text-sm font-semibold text-brand-700">Corps</p>
      <h1 className="mt-2 text-3xl font-bold">{opened.outcome === "joined" ? `You joined ${inv.organization}` : "Invitation"}</h1>
      {opened.outcome === "joined" ? (
        <>
          <p role="status" className="mt-3 text-slate-800">
            You joined {inv.organization} as {ROLE_LABEL[inv.role]}. You can now {ROLE_DESCRIPTION[inv.role]}.
          </p>
          <Link href={homePath(inv.role)} className={`${primary} mt-6`}>
            Go to your dashboard
          </Link>
        </>
      ) : (
        grant
      )}
      {opened.outcome === "sign_in" && (
        <>
          <p className="mt-3 text-slate-700">Sign in with {inv.email} to accept it. The link works until {formatDateTime(inv.expiresAt.toISOString(), inv.timezone)}.</p>
          <Link href={`/signin?callbackUrl=${encodeURIComponent(here)}`} className={`${primary} mt-6`}>
            Sign in to accept
          </Link>
        </>
      )}
      {opened.outcome === "wrong_user" && (
        <div role="alert" className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-slate-900">
          <p>
            This invitation is for {inv.email}, and you are signed in as {caller?.email}. Sign out, then sign in with the invited address.
          </p>
          <div className="mt-2">
            <SignOutButton callbackUrl={`/signin?callbackUrl=${encodeURIComponent(here)}`} label="Sign out and switch account" />
          </div>
        </div>
      )}
      {opened.outcome === "refused" && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          The invitation could not be accepted: {opened.message}
        </p>
      )}
      {(opened.outcome === "accepted" || opened.outcome === "revoked" || opened.outcome === "expired") && (
        <p role="alert" className="mt-4 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-900">
          {opened.outcome === "accepted" && "This invitation has already been accepted: each link works once."}
          {opened.outcome === "revoked" && "This invitation was withdrawn. Ask the person who invited you for a new one."}
          {opened.outcome === "expired" && "This invitation has expired. Ask the person who invited you for a new one."}
        </p>
      )}
    </main>
  );
}
