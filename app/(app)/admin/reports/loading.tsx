import { PageSkeleton } from "@/components/admin/page-skeleton";

export default function Loading() {
  return <PageSkeleton label="Loading the reports…" stats={4} blocks={3} />;
}
