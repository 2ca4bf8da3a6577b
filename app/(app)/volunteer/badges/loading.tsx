// Skeleton while badges and the calendar feed load.
export default function Loading() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading your badges">
      <div className="h-8 w-32 animate-pulse rounded bg-slate-200" />
      <div className="h-48 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-32 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
