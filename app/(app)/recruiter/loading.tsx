import { PageSkeleton } from "@/components/recruiter/page-skeleton";

export default function Loading() {
  return <PageSkeleton blocks={[24, 56, 48]} />;
}
