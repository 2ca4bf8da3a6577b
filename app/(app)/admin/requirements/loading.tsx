import { getTranslations } from "next-intl/server";
import { PageSkeleton } from "@/components/admin/page-skeleton";

export default async function Loading() {
  const t = await getTranslations("admin");
  return <PageSkeleton label={t("loading.requirements")} stats={0} blocks={2} />;
}
