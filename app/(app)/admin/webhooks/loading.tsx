import { PageSkeleton } from "@/components/admin/page-skeleton";

export default function Loading() {
  return <PageSkeleton label="Loading webhooks…" stats={0} blocks={2} />;
}
