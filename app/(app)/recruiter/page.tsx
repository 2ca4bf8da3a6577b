import type { Metadata } from "next";
import { Card, Stat } from "@/components/ui/card";
import { VolunteerTable } from "@/components/ui/volunteer-table";
import { requirePageCaller } from "@/lib/auth/session";
import { listVolunteers } from "@/lib/corps/volunteers";
import { db } from "@/lib/db/client";

export const metadata: Metadata = { title: "Recruiter home" };

export default async function RecruiterHome() {
  const caller = await requirePageCaller("recruiter", "/recruiter");
  const ctx = { caller, db: db() };
  const [all, active] = await Promise.all([
    listVolunteers(ctx, { page: 1, limit: 25, skills: undefined }),
    listVolunteers(ctx, { page: 1, limit: 1, is_active: true, skills: undefined }),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Recruiter home</h1>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Stat label="Volunteers in your organization" value={all.total} />
        <Stat label="Active volunteers" value={active.total} />
      </div>
      <Card title="Volunteers">
        <VolunteerTable volunteers={all.volunteers} caption="Volunteers of your organization" />
      </Card>
    </div>
  );
}
