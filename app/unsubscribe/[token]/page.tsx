// The page behind every unsubscribe link: names the category and offers a button. Opening it
// changes nothing (mail scanners follow links); only the button (or the provider's one-click POST) does.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { unsubscribeSubjectOrThrow } from "@/lib/corps/notifications/preferences";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { unsubscribeAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("unsubscribe.title"), robots: { index: false } };
}

export default async function UnsubscribePage({ params, searchParams }: { params: Promise<{ token: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await params;
  const subject = await unsubscribeSubjectOrThrow(db(), token).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === "NOT_FOUND") notFound();
    throw err;
  });
  const done = (await searchParams).done === "1" || subject.emailMode === "off";
  const t = await getTranslations("pages");
  // The category's name as it reads inside a sentence (lower case in English).
  const category = t(`unsubscribe.category.${subject.category}.label`);
  const description = t(`unsubscribe.category.${subject.category}.description`);
  const b = (chunks: React.ReactNode) => <span className="font-semibold">{chunks}</span>;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("unsubscribe.title")}</h1>
      <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        {done ? (
          <p role="status" className="text-slate-800">
            {t.rich("unsubscribe.done", { email: subject.email, category, b })}
          </p>
        ) : (
          <form action={unsubscribeAction} className="space-y-4">
            <p className="text-slate-800">{t.rich("unsubscribe.question", { email: subject.email, category, description, b })}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:w-auto">
              {t("unsubscribe.button", { category })}
            </button>
          </form>
        )}
        <p className="mt-6 text-sm text-slate-700">
          <Link className="text-brand-800 underline" href="/volunteer/notifications">
            {t("unsubscribe.allPreferences")}
          </Link>{" "}
          {t("unsubscribe.signInRequired")}
        </p>
      </div>
    </main>
  );
}
