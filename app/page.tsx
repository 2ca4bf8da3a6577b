import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getSessionCaller } from "@/lib/sign-in/session";
import { homePath } from "@/lib/auth/roles";

export default async function Landing() {
  const caller = await getSessionCaller();
  if (caller) redirect(homePath(caller.role));
  const t = await getTranslations("pages");
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-4xl flex-col justify-center px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Corps</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{t("home.heading")}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">{t("home.intro")}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/signin" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          {t("home.signIn")}
        </Link>
        <Link href="/docs/api" className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100">
          {t("home.apiReference")}
        </Link>
      </div>
    </main>
  );
}
