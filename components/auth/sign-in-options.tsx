"use client";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { isRole } from "@/lib/auth/roles";

export interface DemoUser {
  email: string;
  name: string;
  role: string;
  org: string | null;
}

export function SignInOptions({ demoUsers, oidcName, callbackUrl }: { demoUsers: DemoUser[] | null; oidcName: string | null; callbackUrl: string | null }) {
  const [busy, setBusy] = useState<string | null>(null);
  const t = useTranslations("auth");
  const common = useTranslations("common");
  return (
    <div className="space-y-6">
      {oidcName && (
        <button
          type="button"
          onClick={() => {
            setBusy("oidc");
            void signIn("oidc", { callbackUrl: callbackUrl ?? "/" });
          }}
          className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          disabled={busy !== null}
        >
          {t("signIn.with", { provider: oidcName })}
        </button>
      )}
      {demoUsers && (
        <section aria-labelledby="demo-heading">
          <h2 id="demo-heading" className="text-lg font-semibold">
            {t("signIn.demoHeading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("signIn.demoHint")}</p>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {demoUsers.map((u) => (
              <li key={u.email}>
                <button
                  type="button"
                  disabled={busy !== null}
                  onClick={() => {
                    setBusy(u.email);
                    void signIn("demo", { email: u.email, callbackUrl: callbackUrl ?? "/" });
                  }}
                  className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-slate-50 disabled:opacity-60"
                >
                  <span>
                    <span className="block font-medium text-slate-900">{u.name}</span>
                    <span className="block text-sm text-slate-600">
                      {u.email}
                      {u.org ? ` · ${u.org}` : ""}
                    </span>
                  </span>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                    {busy === u.email ? t("signIn.signingIn") : t("signIn.as", { role: isRole(u.role) ? common(`role.${u.role}`) : u.role })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
