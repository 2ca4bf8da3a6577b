import { PageSkeleton } from "@/components/admin/page-skeleton";

export default function Loading() {
  return <PageSkeleton label="Loading the dashboard…" stats={4} />;
}
