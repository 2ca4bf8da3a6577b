// Skeleton while the inbox loads.
export default function Loading() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading notifications">
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-20 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-72 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
