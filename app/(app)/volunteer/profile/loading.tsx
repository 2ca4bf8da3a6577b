// Skeleton while the profile and skill catalogue load.
import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("volunteer");
  return (
    <div className="space-y-6" aria-busy="true" aria-label={t("loading.profile")}>
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-[32rem] animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
