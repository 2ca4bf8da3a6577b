// Loading skeleton for the admin pages: a heading bar, optional stat tiles and content blocks.
export function PageSkeleton({ label, stats = 0, blocks = 2 }: { label: string; stats?: number; blocks?: number }) {
  return (
    <div className="space-y-6" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="h-8 w-64 max-w-full animate-pulse rounded bg-slate-200" />
      {stats > 0 && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: stats }, (_, i) => (
            <div key={i} className="h-24 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        {Array.from({ length: blocks }, (_, i) => (
          <div key={i} className="h-72 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
