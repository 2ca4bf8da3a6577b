// Skeleton while the profile and skill catalogue load.
export default function Loading() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading your profile">
      <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-[32rem] animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
