import Link from "next/link";

/** Previous / next links that keep every other query parameter (repeated ones too). */
export function Pagination({ basePath, params, page, limit, total }: { basePath: string; params: Record<string, string | string[] | undefined>; page: number; limit: number; total: number }) {
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
    <nav aria-label="Pages" className="flex items-center justify-between gap-2 pt-3 text-sm">
      {page > 1 ? (
        <Link href={href(page - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
