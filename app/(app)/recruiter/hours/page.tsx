import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { HoursQueue } from "@/components/recruiter/hours-queue";
import { Card, EmptyState } from "@/components/ui/card";
import { Pagination } from "@/components/ui/pagination";
import { requirePageCaller } from "@/lib/sign-in/session";
import { listPendingHours } from "@/lib/corps/hours/hours";
import { db } from "@/lib/db/client";
import { formatHours } from "@/lib/format";
import { pagination } from "@/lib/schemas/common-schemas";
import { approveOneAction, bulkHoursAction } from "./actions";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("recruiter");
  return { title: t("hours.title") };
}

/** Bulk approval works on one page at a time; 50 rows stay usable on a phone. */
const PAGE_SIZE = 50;

export default async function HoursQueuePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const caller = await requirePageCaller("recruiter", "/recruiter/hours");
  const { page } = z.object({ page: pagination.page.catch(1) }).parse({ page: (await searchParams).page });
  const queue = await listPendingHours({ caller, db: db() }, { page, limit: PAGE_SIZE });
  const first = (page - 1) * PAGE_SIZE + 1;
  const t = await getTranslations("recruiter");
  const summary = { count: queue.total, hours: formatHours(queue.total_hours) };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t("hours.heading")}</h1>
      <Card>
        <p className="mb-3 text-sm text-slate-700">
          {queue.total > PAGE_SIZE && queue.hours.length > 0
            ? t("hours.summaryShowing", { ...summary, from: first, to: first + queue.hours.length - 1 })
            : t("hours.summary", summary)}
        </p>
        {queue.hours.length === 0 ? <EmptyState title={t("hours.empty")}>{t("hours.emptyBody")}</EmptyState> : <HoursQueue entries={queue.hours} bulkHoursAction={bulkHoursAction} approveOneAction={approveOneAction} />}
        <Pagination basePath="/recruiter/hours" params={{}} page={page} limit={PAGE_SIZE} total={queue.total} />
      </Card>
    </div>
  );
}
