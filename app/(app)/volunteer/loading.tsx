// Skeleton while the dashboard's figures load.
import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("volunteer");
  return (
    <div className="space-y-6" aria-busy="true" aria-label={t("loading.dashboard")}>
      <div className="h-8 w-64 animate-pulse rounded bg-slate-200" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />)}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="h-56 animate-pulse rounded-xl bg-slate-100 lg:col-span-2" />
        <div className="h-56 animate-pulse rounded-xl bg-slate-100" />
      </div>
      <div className="h-56 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
