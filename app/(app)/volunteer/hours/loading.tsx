// Skeleton while the hours entries load.
import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("volunteer");
  return (
    <div className="space-y-6" aria-busy="true" aria-label={t("loading.hours")}>
      <div className="h-8 w-32 animate-pulse rounded bg-slate-200" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />)}
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
