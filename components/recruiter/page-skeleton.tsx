// The loading.tsx skeleton of the recruiter pages: a heading bar and grey blocks.
import { useTranslations } from "next-intl";

export function PageSkeleton({ blocks = [24, 64] }: { blocks?: number[] }) {
  const t = useTranslations("common");
  return (
    <div className="space-y-6" aria-busy="true">
      <p className="sr-only" role="status">{t("actions.loading")}</p>
      <div className="h-8 w-56 animate-pulse rounded bg-slate-200" />
      {blocks.map((h, i) => (
        <div key={i} className="animate-pulse rounded-xl bg-slate-200" style={{ height: `${h * 4}px` }} />
      ))}
    </div>
  );
}
