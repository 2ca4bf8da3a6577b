import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("pages");
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("notFound.body")}</p>
      <Link href="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        {t("notFound.goHome")}
      </Link>
    </main>
  );
}
