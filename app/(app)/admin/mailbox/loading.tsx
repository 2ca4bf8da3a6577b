import { PageSkeleton } from "@/components/admin/page-skeleton";

export default function Loading() {
  return <PageSkeleton label="Loading the mailbox…" stats={0} blocks={1} />;
}
