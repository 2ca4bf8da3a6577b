// Skeleton while badges and the calendar feed load.
import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("volunteer");
  return (
    <div className="space-y-6" aria-busy="true" aria-label={t("loading.badges")}>
      <div className="h-8 w-32 animate-pulse rounded bg-slate-200" />
      <div className="h-48 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-32 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
