import Link from "next/link";
import { useTranslations } from "next-intl";

/** Previous / next links that keep every other query parameter (repeated ones too). */
export function Pagination({ basePath, params, page, limit, total }: { basePath: string; params: Record<string, string | string[] | undefined>; page: number; limit: number; total: number }) {
  // A hook, not getTranslations: server pages and client lists both render it.
  const t = useTranslations("ui");
  const tc = useTranslations("common");
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (k !== "page") for (const x of ([] as string[]).concat(v ?? [])) q.append(k, x);
    q.set("page", String(p));
    return `${basePath}?${q.toString()}`;
  };
  const linkClass = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-between gap-2 pt-3 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={linkClass} rel="prev">
          {tc("actions.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        {t("pagination.pageOf", { page, pages })}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className={linkClass} rel="next">
          {tc("actions.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
