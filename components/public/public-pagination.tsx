// Previous / next for the public list: plain links (?page=), no client code. basePath is the
// page's own path in its language (/es/o/{slug} for the Spanish page).
import { getTranslations } from "next-intl/server";

export async function PublicPagination({ basePath, page, limit, total }: { basePath: string; page: number; limit: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const [t, common] = await Promise.all([getTranslations("public"), getTranslations("common")]);
  const linkClass = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={t("pages")} className="flex items-center justify-between gap-2 pt-3 text-sm">
      {page > 1 ? (
        <a href={`${basePath}?page=${page - 1}`} className={linkClass} rel="prev">
          {common("actions.previous")}
        </a>
      ) : (
        <span />
      )}
      <span className="text-slate-700">{t("pageOf", { page, pages })}</span>
      {page < pages ? (
        <a href={`${basePath}?page=${page + 1}`} className={linkClass} rel="next">
          {common("actions.next")}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
