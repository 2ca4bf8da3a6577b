import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { SignInOptions, type DemoUser } from "@/components/auth/sign-in-options";
import { getSessionCaller } from "@/lib/sign-in/session";
import { homePath } from "@/lib/auth/roles";
import { ssoRefusalMessage } from "@/lib/sign-in/sso-refusals";
import { db } from "@/lib/db/client";
import { demoSignInEnabled, env, oidcConfigured } from "@/lib/env";
import { DEMO_USERS } from "@/prisma/demo-users";

export const metadata: Metadata = { title: "Sign in" };

const ERRORS: Record<string, string> = {
  CredentialsSignin: "That demo account does not exist.",
  OAuthSignin: "The identity provider could not be reached.",
  OAuthCallback: "The identity provider's answer could not be verified.",
  Callback: "Signing in failed. Try again.",
};

async function demoUsers(): Promise<DemoUser[]> {
  const rows = await db().user.findMany({
    where: { email: { in: DEMO_USERS.map((u) => u.email) } },
    select: { email: true, name: true, role: true, organization: { select: { name: true } } },
  });
  const order = DEMO_USERS.map((u) => u.email as string);
  return rows
    .sort((a, b) => order.indexOf(a.email) - order.indexOf(b.email))
    .map((u) => ({ email: u.email, name: u.name ?? u.email, role: u.role, org: u.organization?.name ?? null }));
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string; error?: string }> }) {
  const { callbackUrl, error } = await searchParams;
  const caller = await getSessionCaller();
  const safeCallback = callbackUrl && callbackUrl.startsWith("/") && !callbackUrl.startsWith("//") ? callbackUrl : null;
  if (caller) redirect(safeCallback ?? homePath(caller.role));
  const e = env();
  const users = demoSignInEnabled(e) ? await demoUsers() : null;
  const oidcName = oidcConfigured(e) ? (e.OIDC_NAME ?? "single sign-on") : null;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">Sign in</h1>
      {error && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {ERRORS[error] ?? ssoRefusalMessage(error) ?? "Signing in failed. Try again."}
        </p>
      )}
      <div className="mt-6">
        {!users && !oidcName ? (
          <p className="text-slate-700">No sign-in method is configured. Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (see README).</p>
        ) : (
          <SignInOptions demoUsers={users} oidcName={oidcName} callbackUrl={safeCallback} />
        )}
      </div>
    </main>
  );
}
