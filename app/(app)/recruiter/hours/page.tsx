import type { Metadata } from "next";
import { HoursQueue } from "@/components/recruiter/hours-queue";
import { Card, EmptyState } from "@/components/ui/card";
import { requirePageCaller } from "@/lib/auth/session";
import { listPendingHours } from "@/lib/corps/hours";
import { db } from "@/lib/db/client";
import { formatHours } from "@/lib/format";

export const metadata: Metadata = { title: "Hours queue" };

export default async function HoursQueuePage() {
  const caller = await requirePageCaller("recruiter", "/recruiter/hours");
  const queue = await listPendingHours({ caller, db: db() }, { page: 1, limit: 100 });
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Hours awaiting approval</h1>
      <Card>
        <p className="mb-3 text-sm text-slate-700">
          {queue.total} {queue.total === 1 ? "entry" : "entries"}, {formatHours(queue.total_hours)} in total
          {queue.total > queue.hours.length ? `; showing the ${queue.hours.length} most recent` : ""}.
        </p>
        {queue.hours.length === 0 ? <EmptyState title="Nothing to approve">Hours that volunteers log or check out appear here.</EmptyState> : <HoursQueue entries={queue.hours} />}
      </Card>
    </div>
  );
}
