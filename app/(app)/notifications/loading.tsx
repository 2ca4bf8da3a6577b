// Skeleton while the inbox loads.
import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("notifications");
  return (
    <div className="space-y-6" aria-busy="true" aria-label={t("loading")}>
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-20 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-72 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
