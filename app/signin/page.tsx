import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignInOptions, type DemoUser } from "@/components/auth/sign-in-options";
import { getSessionCaller } from "@/lib/sign-in/session";
import { homePath } from "@/lib/auth/roles";
import { SSO_REFUSALS } from "@/lib/sign-in/sso-refusals";
import { db } from "@/lib/db/client";
import { demoSignInEnabled, env, oidcConfigured } from "@/lib/env";
import { DEMO_USERS } from "@/prisma/demo-users";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signIn.title") };
}

/** The ?error= codes the page explains: next-auth's own and the identity-provider refusals (sso-refusals.ts). */
const ERROR_CODES = ["CredentialsSignin", "OAuthSignin", "OAuthCallback", "Callback", ...Object.values(SSO_REFUSALS).map((r) => r.code)] as const;
type ErrorCode = (typeof ERROR_CODES)[number];

function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

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
  const t = await getTranslations("auth");
  const users = demoSignInEnabled(e) ? await demoUsers() : null;
  const oidcName = oidcConfigured(e) ? (e.OIDC_NAME ?? t("signIn.singleSignOn")) : null;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t("signIn.title")}</h1>
      {error && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {isErrorCode(error) ? t(`signIn.errors.${error}`) : t("signIn.failed")}
        </p>
      )}
      <div className="mt-6">
        {!users && !oidcName ? (
          <p className="text-slate-700">{t("signIn.noMethod")}</p>
        ) : (
          <SignInOptions demoUsers={users} oidcName={oidcName} callbackUrl={safeCallback} />
        )}
      </div>
    </main>
  );
}
