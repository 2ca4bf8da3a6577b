"use client";
import { useTranslations } from "next-intl";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("pages");
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t("error.heading")}</h1>
      <p className="mt-2 text-slate-700">
        {t("error.body")} {error.digest ? t("error.reference", { digest: error.digest }) : ""}
      </p>
      <button type="button" onClick={reset} className="mt-6 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        {t("error.tryAgain")}
      </button>
    </main>
  );
}
