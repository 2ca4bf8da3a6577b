// /verify: anyone checks a credential (pasted JWT or JSON, or a link; the QR codes land here with
// ?link=) and reads the answer in plain words.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VerificationResult } from "@/components/credentials/verification-result";
import { VerifyForm } from "@/components/credentials/verify-form";
import { verifyPasted } from "@/lib/corps/credentials/verify-pasted";
import { db } from "@/lib/db/client";
import { ApiError } from "@/lib/errors/api-error";
import { verifyAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("verify.title") };
}

export default async function VerifyPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { link } = await searchParams;
  let linked: Awaited<ReturnType<typeof verifyPasted>> | null = null;
  let linkError: string | null = null;
  if (typeof link === "string" && link) {
    try {
      linked = await verifyPasted(db(), link);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = err.details?.fields as Record<string, string> | undefined;
      linkError = fields ? (Object.values(fields)[0] ?? err.message) : err.message;
    }
  }
  const t = await getTranslations("pages");
  return (
    <main id="main" className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div>
        <p className="text-sm font-semibold text-brand-700">Corps</p>
        <h1 className="mt-2 text-3xl font-bold">{t("verify.title")}</h1>
        <p className="mt-2 text-slate-800">{t("verify.intro")}</p>
      </div>
      {linked && <VerificationResult result={linked} />}
      {/* The verifier's reason is the API's message, which stays English (issue 30). */}
      {linkError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-slate-900">
          {linkError}
        </p>
      )}
      <VerifyForm verifyAction={verifyAction} />
    </main>
  );
}
