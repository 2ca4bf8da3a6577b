import { PageSkeleton } from "@/components/admin/page-skeleton";

export default function Loading() {
  return <PageSkeleton label="Loading the requirements catalogue…" stats={0} blocks={2} />;
}
