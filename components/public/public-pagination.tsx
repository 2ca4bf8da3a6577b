// Previous / next for the public list: plain links (?page=), no client code.
import { PUBLIC_TEXTS as T } from "./public-texts";

export function PublicPagination({ basePath, page, limit, total }: { basePath: string; page: number; limit: number; total: number }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const linkClass = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100";
  return (
    <nav aria-label={T.pages} className="flex items-center justify-between gap-2 pt-3 text-sm">
      {page > 1 ? (
        <a href={`${basePath}?page=${page - 1}`} className={linkClass} rel="prev">
          {T.previous}
        </a>
      ) : (
        <span />
      )}
      <span className="text-slate-700">{T.pageOf(page, pages)}</span>
      {page < pages ? (
        <a href={`${basePath}?page=${page + 1}`} className={linkClass} rel="next">
          {T.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
