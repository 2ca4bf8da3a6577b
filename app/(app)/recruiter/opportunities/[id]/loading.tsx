import { PageSkeleton } from "@/components/recruiter/page-skeleton";

export default function Loading() {
  return <PageSkeleton />;
}
